import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { homeListParams } from '@/features/deals/lib/home-params';
import { apiUrl } from '@/lib/http';
import type { App } from '@/server/app';
import type { DealListItem } from '@/shared/schemas/deal';
import type { PageRenderer } from '@/shared/server-render';
import { testEnv, useTestServer, type TestServer } from './app';

/** The shape of the built index.html that matters here: its head, its `#root`, its entry script. */
export const SHELL =
  '<!doctype html><html lang="pl"><head><meta charset="UTF-8" /><title>Okazje – promocje i kupony</title>' +
  '<meta name="description" content="Opis." /><script type="module" src="/assets/index-1.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

/** The origin page tests give PUBLIC_URL, so canonical and Open Graph addresses are known. */
export const PUBLIC_URL = 'https://okazje.example';

/** A temporary build folder (`dist/`) holding `indexHtml` as its index.html. */
export function distWith(indexHtml: string): string {
  const dist = join(mkdtempSync(join(tmpdir(), 'okazje-dist-')), 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), indexHtml);
  return dist;
}

/**
 * The render bundle's source, as the build bundles it: loaded by name so this (Node-typed) suite does not type-check
 * the browser app, which src/entry-server.tsx satisfies `PageRenderer` for.
 */
const RENDER_ENTRY = '@/entry-server';

export async function renderBundle(): Promise<PageRenderer> {
  return ((await import(/* @vite-ignore */ RENDER_ENTRY)) as { default: PageRenderer }).default;
}

/** The deals of the home page's first page, as its loader asks the API for them. */
export async function homeFirstPage(app: App): Promise<DealListItem[]> {
  const res = await app.request(apiUrl('deals', { ...homeListParams('best', undefined, 1) }));
  return ((await res.json()) as { data: DealListItem[] }).data;
}

export interface RenderedPages extends TestServer {
  /** The build folder the app serves. */
  readonly distDir: string;
}

/**
 * A server on the demo data that renders its pages with the real render bundle, at PUBLIC_URL, around `indexHtml`
 * (SHELL unless given). `renderer` wraps the bundle where a test steers a render (its clock, say).
 */
export function useRenderedPages(opts: { indexHtml?: string; renderer?: (bundle: PageRenderer) => PageRenderer } = {}): RenderedPages {
  const distDir = distWith(opts.indexHtml ?? SHELL);
  const server = useTestServer({
    seed: true,
    app: async () => {
      const bundle = await renderBundle();
      return { distDir, pageRenderer: opts.renderer ? opts.renderer(bundle) : bundle, env: testEnv({ PUBLIC_URL }) };
    },
  });
  return {
    get app() {
      return server.app;
    },
    get db() {
      return server.db;
    },
    get mediaDir() {
      return server.mediaDir;
    },
    drainAlertJobs: () => server.drainAlertJobs(),
    distDir,
  };
}
