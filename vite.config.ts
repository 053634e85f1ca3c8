/// <reference types="vitest/config" />
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { manifest } from './src/app/pwa-manifest.ts';
import { REACT_19_ALIASES } from './src/performance/build/aliases.ts';
import { CHUNK_FILE_NAMES, checkChunks, chunkGroups } from './src/performance/build/chunks.ts';
import { inlineMessages } from './src/performance/build/inline-messages.ts';
import { precompress } from './src/performance/build/precompress.ts';

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

/** The client build's performance tricks: src/performance/README.md says what each does and which test guards it. */
const ENTRY = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
const MESSAGE_REGISTRY = fileURLToPath(new URL('./src/performance/inline-messages.ts', import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: [{ find: '@', replacement: src }, ...(isSsrBuild ? [] : REACT_19_ALIASES)] },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader and loading skeleton come with its page's code, not with every first visit's: the router loads
      // that chunk first (a link's intent preloads it), and what the loaders import (api modules, list parameters) stays
      // out of the startup chunk. Home keeps its loader in the startup chunk: it is most visits' first page.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component', 'pendingComponent'], ['errorComponent'], ['notFoundComponent']],
        splitBehavior: ({ routeId }) =>
          routeId === '/' ? [['component', 'pendingComponent'], ['errorComponent'], ['notFoundComponent']] : undefined,
      },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    inlineMessages({ root: fileURLToPath(new URL('.', import.meta.url)), src, registry: MESSAGE_REGISTRY }),
    checkChunks(src),
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
    // Last: it compresses what the plugins above wrote, the service worker included.
    precompress(),
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
    // Chunks are named by their hash alone (build/chunks.ts); the manifest says which file holds which module, for the
    // e2e journeys that hold one module's code back. The server does not serve it (render/static.ts).
    manifest: !isSsrBuild,
    // The render bundle needs none of public/ (the client build serves it).
    copyPublicDir: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          output: { codeSplitting: { groups: chunkGroups(src, ENTRY) }, chunkFileNames: CHUNK_FILE_NAMES },
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
