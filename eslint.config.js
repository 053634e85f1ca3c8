import js from '@eslint/js';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const src = path.join(root, 'src');

/**
 * The area a file belongs to for DESIGN.md's import direction: each feature is an area of its own, every other
 * top-level folder of src (and sw) one area. Tests and tools are outside every area.
 */
function areaOf(file) {
  const inSrc = path.relative(src, file);
  if (inSrc.startsWith('..')) return path.relative(root, file).startsWith(`sw${path.sep}`) ? 'sw' : null;
  const [top, second, third] = inSrc.split(path.sep);
  if (top === 'features' && second) return `features/${second}`;
  // The server's folders are layers of their own; its top-level files (app, index, start, dev, deps) compose them.
  if (top === 'server' && second) {
    if (third || !second.includes('.')) return `server/${second}`;
    return second === 'deps.ts' ? 'server/deps' : 'server/root';
  }
  return top.includes('.') ? 'app' : top; // main.tsx and routeTree.gen.ts sit with the app shell.
}

/**
 * The server's floors, each with what it may import: routes and page rendering on top, then the middleware (`web`),
 * the services, and under them what services use (auth, mail, storage, outbound calls), the database and the
 * platform (logger, env, the error type, caches, limits). Nothing below imports routes, web or render.
 */
const SERVER_LAYERS = {
  root: null,
  render: ['deps', 'seo', 'web', 'services', 'db', 'mail', 'platform'],
  routes: ['deps', 'web', 'seo', 'services', 'push', 'storage', 'outbound', 'auth', 'mail', 'db', 'platform'],
  deps: ['push', 'mail', 'db', 'platform'],
  web: ['services', 'auth', 'db', 'platform'],
  seed: ['services', 'auth', 'db', 'platform'],
  seo: ['services', 'mail', 'db', 'platform'],
  push: ['services', 'mail', 'outbound', 'db', 'platform'],
  services: ['auth', 'mail', 'storage', 'outbound', 'db', 'platform'],
  auth: ['db', 'platform'],
  mail: ['platform'],
  storage: ['platform'],
  outbound: ['platform'],
  db: ['platform'],
  platform: [],
};

function serverMayImport(from, to) {
  const allowed = SERVER_LAYERS[from.slice('server/'.length)];
  return allowed === null || allowed.includes(to.slice('server/'.length));
}

const isServer = (area) => area.startsWith('server/');

/** Which areas an area may import from; `server` only for types on the client side. */
function mayImport(from, to) {
  if (from === to || to === 'shared') return true;
  // Page rendering writes the inline script a rendered page starts with (src/performance/entry-loader.ts).
  if (from === 'server/render' && to === 'performance') return true;
  if (isServer(from)) return isServer(to) && serverMayImport(from, to);
  switch (from) {
    case 'shared':
      return false;
    case 'sw':
      return false;
    case 'lib':
    case 'performance':
      return false;
    // The product's shared rules and data (session, query keys, votes, moderation …) stand on lib's infrastructure;
    // lib never reaches up into them, so it stays free of product knowledge.
    case 'domain':
      return to === 'lib';
    case 'components':
      return to === 'lib' || to === 'domain';
    default:
      // features import lib, domain and components (never each other); routes and app compose features.
      if (from.startsWith('features/')) return ['lib', 'domain', 'components'].includes(to);
      return ['lib', 'domain', 'components', 'routes', 'app', 'locales', 'performance'].includes(to) || to.startsWith('features/');
  }
}

/**
 * The import direction, whichever way the path is written: `@/` and relative paths resolve to the same file, so
 * `../../shared` cannot slip past a rule on `@/`. A relative path stays inside its own area; leaving it is written
 * with `@/`, so every cross-area dependency reads the same way.
 */
const boundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = areaOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string') return;
      const relative = spec.startsWith('.');
      if (!relative && !spec.startsWith('@/')) return;
      const target = relative ? path.resolve(path.dirname(context.filename), spec) : path.join(src, spec.slice(2));
      const to = areaOf(target);
      if (!to) return;
      const typeOnly = node.importKind === 'type' || node.exportKind === 'type';
      // The server's layers reach each other by relative paths; leaving the server is written with @/.
      if (relative && to !== from && !(isServer(from) && isServer(to))) {
        context.report({ node: node.source, message: `Leave ${from} through @/ (this path reaches ${to}).` });
      } else if (!mayImport(from, to) && !(isServer(to) && typeOnly && from !== 'shared' && from !== 'sw')) {
        context.report({ node: node.source, message: `${from} may not import ${to} (DESIGN.md's import direction).` });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

/** Packages a layer may not use: src/shared runs in the browser, the worker and the server alike. */
const restrict = (...patterns) => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    { patterns: patterns.map((p) => ({ ...p, allowTypeImports: p.allowTypeImports ?? false })) },
  ],
});

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'node_modules',
      'src/routeTree.gen.ts',
      'src/locales/**/*.ts',
      'src/server/db/migrations',
      'test-results',
      'playwright-report',
      'tests/e2e/.output',
      'tests/bench/.output',
      'data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    plugins: { local: { rules: { boundaries } } },
    rules: { 'local/boundaries': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    ignores: ['src/server/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: restrict({
      regex: '^(?!\\.|@/|valibot$|valibot/|dayjs$|dayjs/)',
      message: 'src/shared imports only valibot, dayjs and itself.',
    }),
  },
);
