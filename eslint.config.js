import js from '@eslint/js';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const src = path.join(root, 'src');

/**
 * The area a file belongs to for DESIGN.md §2's import direction: each feature is an area of its own, every other
 * top-level folder of src (and sw) one area. Tests and tools are outside every area.
 */
function areaOf(file) {
  const inSrc = path.relative(src, file);
  if (inSrc.startsWith('..')) return path.relative(root, file).startsWith(`sw${path.sep}`) ? 'sw' : null;
  const [top, second] = inSrc.split(path.sep);
  if (top === 'features' && second) return `features/${second}`;
  return top.includes('.') ? 'app' : top; // main.tsx and routeTree.gen.ts sit with the app shell.
}

/** Which areas an area may import from; `server` only for types on the client side. */
function mayImport(from, to) {
  if (from === to || to === 'shared') return true;
  switch (from) {
    case 'shared':
      return false;
    case 'sw':
      return false;
    case 'server':
      // The inline scripts a rendered page starts with (src/performance/entry-loader.ts).
      return to === 'performance';
    case 'lib':
    case 'performance':
      return false;
    case 'components':
      return to === 'lib';
    default:
      // features import lib and components (never each other); routes and app compose features.
      if (from.startsWith('features/')) return to === 'lib' || to === 'components';
      return ['lib', 'components', 'routes', 'app', 'locales', 'performance'].includes(to) || to.startsWith('features/');
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
      if (relative && to !== from) {
        context.report({ node: node.source, message: `Leave ${from} through @/ (this path reaches ${to}).` });
      } else if (!mayImport(from, to) && !(to === 'server' && typeOnly && from !== 'shared' && from !== 'sw')) {
        context.report({ node: node.source, message: `${from} may not import ${to} (DESIGN.md §2 import direction).` });
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
