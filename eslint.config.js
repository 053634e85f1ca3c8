import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import direction of DESIGN.md §2: shared ← lib, components ← features ← routes, app; sw only uses shared. */
const restrict = (...patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns: patterns.map((p) => ({ ...p, allowTypeImports: p.allowTypeImports ?? false })) }],
});
const serverTypesOnly = { regex: '^@/server(/|$)', message: 'Client code may import only types from src/server.', allowTypeImports: true };

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'src/routeTree.gen.ts', 'src/locales/**/*.ts', 'src/server/db/migrations', 'test-results', 'playwright-report', 'data'] },
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
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    ignores: ['src/server/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...restrict(serverTypesOnly) },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: restrict({ regex: '^(?!\\.|valibot$|valibot/|dayjs$|dayjs/)', message: 'src/shared imports only valibot, dayjs and itself.' }),
  },
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: restrict(serverTypesOnly, { regex: '^@/(features|routes|app)(/|$)', message: 'lib and components sit below features, routes and app.' }),
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: restrict(
      serverTypesOnly,
      { regex: '^@/(features|routes|app)(/|$)', message: 'Features do not import each other, routes or app: compose them in routes.' },
      { regex: '^\\.\\./\\.\\./', message: 'Leave the feature through @/ imports (shared, lib, components).' },
    ),
  },
  {
    files: ['sw/**/*.ts'],
    rules: restrict({ regex: '^@/(?!shared(/|$))', message: 'The service worker imports only src/shared.' }, { regex: '\\.\\./src/', message: 'Use @/shared.' }),
  },
  {
    files: ['src/server/**/*.ts'],
    rules: restrict({ regex: '^@/(?!shared(/|$)|server(/|$))', message: 'The server never imports client code.' }),
  },
);
