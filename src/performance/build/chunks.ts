import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/**
 * A chunk of source files named one by one (a path ending in `/` is a whole folder), relative to `src`: a file that
 * is moved or renamed fails the build (`checkChunks`) instead of quietly leaving its chunk, as a pattern would.
 */
export interface NamedChunk {
  name: string;
  sources: readonly string[];
}

/**
 * The actions on a deal (vote, save) and the little they share with the offline queue's restore: every list's cards
 * and the deal page use them. Together they are one file; split by their users, they were four small ones. The price
 * rules and the deals' addresses come along: every card and the deal page use them, and so do the deal page's head and
 * loader (loaded apart).
 */
export const DEAL_ACTIONS: NamedChunk = {
  name: 'deal-actions',
  sources: [
    'features/deals/api/vote-deal.ts',
    'features/deals/api/toggle-favourite.ts',
    'domain/votes.ts',
    'domain/failure-alert.ts',
    'domain/queued-actions.ts',
    'shared/price-truth.ts',
    'shared/slug.ts',
  ],
};

/**
 * A page of deals: the list and its cards, and what surrounds the list (pagination, category chips, the sidebar and
 * its banners, the home tabs' titles, which home's head, loaded apart, shares). Every list page loads all of it, and
 * the deal page loads it too (its related deals are cards). Together it is one file; split by its users, it was ten,
 * and the first visit to `/` fetched 1.1 KB more in three more requests.
 */
export const LIST_PAGE: NamedChunk = {
  name: 'list-page',
  sources: [
    'components/ui/PagedList.tsx',
    'components/ui/PagedList.module.css',
    'components/ui/Pagination.tsx',
    'components/ui/Pagination.module.css',
    'components/ui/Chips.tsx',
    'components/ui/Chips.module.css',
    'components/ui/SidebarLayout.tsx',
    'components/ui/SidebarLayout.module.css',
    'lib/pagination.ts',
    'domain/category-labels.ts',
    'features/banners/',
    'features/deals/components/HomeDeals.module.css',
    'features/deals/lib/home-titles.ts',
    'features/deals/components/DealList.tsx',
    'features/deals/components/DealList.module.css',
    'features/deals/components/DealCardSkeleton.tsx',
    'features/deals/components/DealCardSkeleton.module.css',
    'features/deals/components/DealCard.tsx',
    'features/deals/components/DealCard.module.css',
    'features/deals/components/DealImage.tsx',
    'features/deals/components/DealFlags.tsx',
    'features/deals/components/DealStatus.tsx',
    'features/deals/components/Price.tsx',
    'features/deals/components/Price.module.css',
    'features/deals/components/SaveButton.tsx',
    'features/deals/api/get-statuses.ts',
    'features/deals/lib/deal-state.ts',
    'components/ui/DealPicturePlaceholder.tsx',
    'components/ui/VoteControl.tsx',
    'components/ui/NewAccountBadge.tsx',
    'components/ui/Author.tsx',
    'shared/standing.ts',
  ],
};

/** The source file a module id names (CSS modules and virtual helpers carry a query). */
const fileOf = (moduleId: string) => moduleId.split('?')[0] ?? moduleId;

/** Whether a module is one of a chunk's sources. */
export function inChunk(chunk: NamedChunk, src: string, moduleId: string): boolean {
  const file = fileOf(moduleId);
  return chunk.sources.some((source) => (source.endsWith('/') ? file.startsWith(join(src, source)) : file === join(src, source)));
}

/**
 * Every module the entry imports statically goes into one `startup` chunk: they all load at start anyway, and apart
 * they were two dozen small files, each a request and a header of imports and exports of its own. The closure is
 * worked out once per build, on its first question.
 */
function startupChunk(entry: string): (moduleId: string, context: Rolldown.ChunkingContext) => string | null {
  let startupModules: Set<string> | undefined;
  return (moduleId, context) => {
    startupModules ??= staticClosure(entry, context);
    return startupModules.has(moduleId) ? 'startup' : null;
  };
}

function staticClosure(from: string, context: Rolldown.ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const pending = [from];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** The client build's chunk groups (`output.codeSplitting.groups`). */
export function chunkGroups(src: string, entry: string) {
  return [
    { name: startupChunk(entry) },
    ...[DEAL_ACTIONS, LIST_PAGE].map((chunk) => ({ name: chunk.name, test: (moduleId: string) => inChunk(chunk, src, moduleId) })),
  ];
}

/**
 * Fails the client build when a chunk rule has gone stale: a named source no longer exists, or the bundler wrote no
 * chunk of a rule's name (an upgrade that reads `codeSplitting` otherwise would leave the rules doing nothing).
 */
export function checkChunks(src: string): Plugin {
  const named = [DEAL_ACTIONS, LIST_PAGE];
  return {
    name: 'check-chunks',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    buildStart() {
      const missing = named.flatMap((chunk) => chunk.sources).filter((source) => !existsSync(join(src, source)));
      if (missing.length > 0)
        this.error(`chunk rules name sources that do not exist (src/performance/build/chunks.ts): ${missing.join(', ')}`);
    },
    generateBundle(_options, bundle) {
      const written = new Set(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file.name] : [])));
      const absent = ['startup', ...named.map((chunk) => chunk.name)].filter((name) => !written.has(name));
      if (absent.length > 0) this.error(`the build wrote no chunk ${absent.join(', ')} (src/performance/build/chunks.ts)`);
    },
  };
}

/**
 * Chunks are named by their hash alone. The entry's table of what each lazy chunk imports (Vite's preload list, which
 * starts a route's imports together with it) names every chunk by its file, and names such as `DealCardMenu-` weighed
 * 1.2 KB gzipped in the startup chunk of every first visit. The rules' chunk names stay in the bundler's output, where
 * `checkChunks` and tests/unit/performance/build-output.test.ts read them.
 */
export const CHUNK_FILE_NAMES = 'assets/[hash].js';
