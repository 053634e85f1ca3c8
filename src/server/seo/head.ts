/**
 * index.html with a page's head tags: its own `<title>` and description are taken out (so there is one of each), the
 * page's tags go right after the charset. The shell's other tags (theme, icons, scripts) stay as built.
 */
export function injectHead(indexHtml: string, headTags: string): string {
  const withoutTitle = indexHtml.replace(/<title>[\s\S]*?<\/title>\s*/, '');
  const withoutDescription = withoutTitle.replace(/<meta name="description"[^>]*>\s*/, '');
  const charset = /<meta charset="[^"]*"\s*\/?>/i;
  const anchor = charset.test(withoutDescription) ? charset : /<head>/i;
  return withoutDescription.replace(anchor, (tag) => `${tag}\n    ${headTags}`);
}
