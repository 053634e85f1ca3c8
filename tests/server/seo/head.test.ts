import { describe, expect, it } from 'vitest';
import { injectHead } from '@/server/seo/head';

const SHELL = `<!doctype html>
<html lang="pl">
  <head>
    <meta charset="UTF-8" />
    <title>Okazje – promocje i kupony</title>
    <meta name="description" content="Opis strony." />
    <script type="module" src="/assets/index-1.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('the page head in the shell', () => {
  it('replaces the shell title and description, so each appears once, and keeps the rest of the shell', () => {
    const html = injectHead(SHELL, '<title>Sklep · Okazje</title><meta name="description" content="Opis sklepu"/>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<title>Sklep · Okazje</title>');
    expect(html.indexOf('<meta charset="UTF-8" />')).toBeLessThan(html.indexOf('<title>'));
    expect(html).toContain('<script type="module" src="/assets/index-1.js"></script>');
    expect(html).toContain('<div id="root"></div>');
  });
});
