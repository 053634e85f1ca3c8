import { AsyncLocalStorage } from 'node:async_hooks';
import { CACHE_TAG_HEADER, parseCacheTags } from '../platform/content-tags';

/** The tags of the API answers one page render has read so far; renders interleave, so each has its own. */
const renderTags = new AsyncLocalStorage<Set<string>>();

/** Runs a render and returns what it rendered with the tags of every API answer its loaders read. */
export async function withRenderTags<T>(render: () => Promise<T>): Promise<{ value: T; tags: string[] }> {
  const tags = new Set<string>();
  const value = await renderTags.run(tags, render);
  return { value, tags: [...tags] };
}

/** Notes an in-process API answer's tags for the render that asked for it (none outside a render). */
export function noteRenderTags(response: Response): Response {
  const tags = renderTags.getStore();
  if (tags) for (const tag of parseCacheTags(response.headers.get(CACHE_TAG_HEADER))) tags.add(tag);
  return response;
}
