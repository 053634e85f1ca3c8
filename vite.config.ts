/// <reference types="vitest/config" />
import { getCatalogs, createCompiledCatalog } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { manifest } from './src/app/pwa-manifest.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

/** `npm run dev`: the same Hono app as production answers /api and /media inside Vite's dev server. */
function apiInDev(): Plugin {
  return {
    name: 'api-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith('/api') && !req.url?.startsWith('/media')) return next();
        server
          .ssrLoadModule('/src/server/dev.ts')
          .then((mod: { handleDevRequest?: (q: typeof req, s: typeof res) => Promise<void> }) => {
            if (!mod.handleDevRequest) throw new Error('src/server/dev.ts must export handleDevRequest');
            return mod.handleDevRequest(req, res);
          })
          .catch(next);
      });
    },
  };
}

/** A module that registers messages (src/app/inline-messages.ts), and the pattern of a message id in built code. */
const MESSAGE_REGISTRY = fileURLToPath(new URL('./src/app/inline-messages.ts', import.meta.url));
const MESSAGE_ID = /\bid:\s*(["'`])([^"'`\s]{1,64})\1/g;

/**
 * The client build carries each translation inside the module that shows it: a module with messages registers them,
 * in every language, when it is evaluated, before anything of it renders. A page downloads only the messages of the
 * code it runs (the first visit to `/` about a quarter of the catalog), and switching language needs no download, so
 * it works offline too. The catalogs are compiled exactly as @lingui/vite-plugin compiles a `.po` import (with the
 * fallback to English), which the server render and the tests keep using.
 */
function inlineMessages(): Plugin {
  const compiled = new Map<string, Record<string, unknown>>();
  return {
    name: 'inline-messages',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    enforce: 'post',
    config: () => ({ define: { 'import.meta.env.INLINE_MESSAGES': 'true' } }),
    async buildStart() {
      const config = getConfig({ cwd: fileURLToPath(new URL('.', import.meta.url)) });
      const [catalog] = await getCatalogs(config);
      const { sourceLocale, fallbackLocales } = config;
      if (!catalog || !sourceLocale || !fallbackLocales)
        throw new Error('lingui.config.ts must name a catalog, sourceLocale and fallbackLocales');
      for (const locale of config.locales) {
        const { messages } = await catalog.getTranslations(locale, { fallbackLocales, sourceLocale });
        const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'json', pseudoLocale: config.pseudoLocale });
        if (errors.length > 0) throw new Error(`${locale}: messages that do not compile: ${errors.map((e) => e.id).join(', ')}`);
        compiled.set(locale, (JSON.parse(source) as { messages: Record<string, unknown> }).messages);
      }
    },
    transform(code, id) {
      if (!id.startsWith(src) || id === MESSAGE_REGISTRY) return null;
      const ids = new Set([...code.matchAll(MESSAGE_ID)].map((match) => match[2] ?? ''));
      const byLocale: Record<string, Record<string, unknown>> = {};
      for (const [locale, messages] of compiled) {
        const own = [...ids].filter((messageId) => messageId in messages);
        if (own.length > 0) byLocale[locale] = Object.fromEntries(own.map((messageId) => [messageId, messages[messageId]]));
      }
      if (Object.keys(byLocale).length === 0) return null;
      return {
        code: `import { registerMessages as __registerMessages } from ${JSON.stringify(MESSAGE_REGISTRY)};\n__registerMessages(${JSON.stringify(byLocale)});\n${code}`,
        // Sourcemaps are off in the build; an empty map tells the bundler this step keeps none.
        map: { mappings: '' },
      };
    },
  };
}

const ENTRY = fileURLToPath(new URL('./src/main.tsx', import.meta.url));

/**
 * Every module the entry imports statically goes into one chunk: they all load at start anyway, and apart they were two
 * dozen small files, each a request and a header of imports and exports of its own. The closure is worked out once per
 * build, on its first question.
 */
function startupChunk(): (moduleId: string, context: Rolldown.ChunkingContext) => string | null {
  let startupModules: Set<string> | undefined;
  return (moduleId, context) => {
    startupModules ??= staticClosure(ENTRY, context);
    return startupModules.has(moduleId) || moduleId === EVERY_PAGE ? 'startup' : null;
  };
}

/** What every page's code imports (each sets its document title): on its own it would be one more file for each. */
const EVERY_PAGE = fileURLToPath(new URL('./src/lib/use-document-title.ts', import.meta.url));

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

/**
 * The actions on a deal (vote, save) and the little they share with the offline queue's restore: every list's cards
 * and the deal page use them. Together they are one file; split by their users, they were four small ones.
 */
const DEAL_ACTIONS = /\/src\/(features\/deals\/api\/(vote-deal|toggle-favourite)|lib\/(votes|failure-alert|queued-actions))\.ts$/;

/**
 * What a page of deals holds around its list (pagination, category chips, the sidebar and its banners): the list pages
 * all load it, the deal page none of it. Together it is one file; split by its users, it was six.
 */
const LIST_PAGE =
  /\/src\/(components\/ui\/(PagedList|Pagination|Chips|SidebarLayout)|lib\/(pagination|category-labels)|features\/(banners\/|deals\/components\/HomeDeals\.module))/;

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { '@': src } },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loading skeleton comes with its page's code rather than with every first visit's: the router loads
      // that chunk in parallel with the route's data, and shows a skeleton only once the wait has passed `defaultPendingMs` anyway.
      codeSplittingOptions: {
        defaultBehavior: [['component', 'pendingComponent'], ['errorComponent'], ['notFoundComponent']],
        // The console's and an account's pages are signed-in pages the server never renders, so no first visit runs
        // their loaders: those come with the page's code (the router loads it first), and what they import (api modules,
        // their mutations) stays out of every first visit's startup chunk.
        splitBehavior: ({ routeId }) =>
          /^\/(moderation|account)(\/|$)/.test(routeId)
            ? [['loader', 'component', 'pendingComponent'], ['errorComponent'], ['notFoundComponent']]
            : undefined,
      },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    inlineMessages(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2}'],
        // Screenshots are for the install dialog only; a phone should not download them with the app.
        globIgnores: ['screenshots/**'],
      },
      devOptions: { enabled: false },
      // The server-render bundle (`vite build --ssr`) is no PWA: it writes no worker or manifest, and its
      // `virtual:pwa-register` is the plugin's no-op (no service worker on a server).
      disable: isSsrBuild,
    }),
    apiInDev(),
  ],
  // The render bundle carries its dependencies (it runs from wherever the client was built, DIST_DIR), but for jsdom,
  // which reads its own files at run time and so is loaded from node_modules.
  ssr: isSsrBuild ? { noExternal: true, external: ['jsdom'] } : undefined,
  build: {
    target: 'es2022',
    sourcemap: false,
    // One stylesheet for the whole app, linked from index.html: a server-rendered page is styled at its first paint,
    // whichever route it is, instead of waiting for its route chunk's CSS (about 12 KB gzipped in all).
    cssCodeSplit: false,
    // No <link rel="modulepreload"> in index.html: on a server-rendered page they would take the first screen's
    // bandwidth (its picture above all) for code that only hydrates it; the entry fetches its imports itself. Preloads
    // of a lazy chunk's imports stay, and need no polyfill: a browser without modulepreload (Safari before 17) loads
    // those imports as the chunk asks for them.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? [] : deps) },
    // The render bundle needs none of public/ (the client build serves it).
    copyPublicDir: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          output: {
            codeSplitting: {
              groups: [{ name: startupChunk() }, { name: 'deal-actions', test: DEAL_ACTIONS }, { name: 'list-page', test: LIST_PAGE }],
            },
          },
        },
  },
  test: {
    // Vitest's default leaves a core idle; these files spend much of their time waiting on jsdom start-up or on the
    // database, so one worker per core finishes CI's unit and server suites about a third sooner on 2 cores.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          // Above the 5 s Testing Library waits (tests/unit/setup.ts), so a slow wait fails as the assertion it is.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
}));
