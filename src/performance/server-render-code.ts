/**
 * Code that a page may show but that the browser loads only on demand (a deferred part, a status screen). The server's
 * render cannot wait for code (renderToString), so it loads all of it first, once per process.
 */
const preloads: (() => Promise<unknown>)[] = [];

/** Registers a loader the server render runs before it renders. */
export function loadBeforeServerRender(preload: () => Promise<unknown>): void {
  preloads.push(preload);
}

/** The server render's wait: every registered piece of code is loaded. */
export async function loadForServerRender(): Promise<void> {
  await Promise.all(preloads.map((preload) => preload()));
}
