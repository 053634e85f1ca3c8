import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { LOCALES } from './src/shared/locales';

/** English source strings; Polish is what users see by default, English is the fallback. */
export default defineConfig({
  sourceLocale: 'en',
  locales: [...LOCALES],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '<rootDir>/src/server/**', '<rootDir>/src/routeTree.gen.ts'],
    },
    // Server mails, push notifications and the Atom feeds' titles: no macros there (tsx runs the server without
    // Babel), so explicit-id `i18n._()` calls, read at runtime.
    {
      path: '<rootDir>/src/server/mail/locales/{locale}/messages',
      include: ['<rootDir>/src/server/mail', '<rootDir>/src/server/push', '<rootDir>/src/server/routes/feeds.ts'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
