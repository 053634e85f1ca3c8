import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';

/**
 * How a message id stands in the code the Lingui macro compiles: `{ id: "…", message: … }` objects and
 * `i18n._({ id: "…" })` calls. A Lingui upgrade that writes them otherwise leaves the pages without their translations:
 * tests/unit/performance/build-output.test.ts finds the footer's messages in the footer's chunk.
 */
export const MESSAGE_ID = /\bid:\s*(["'`])([^"'`\s]{1,64})\1/g;

export interface InlineMessagesOptions {
  /** The project root (lingui.config.ts). */
  root: string;
  /** The source folder whose modules carry messages. */
  src: string;
  /** The module that registers messages (../inline-messages.ts). */
  registry: string;
}

/**
 * The client build carries each translation inside the module that shows it: a module with messages registers them,
 * in every language, when it is evaluated, before anything of it renders. A page downloads only the messages of the
 * code it runs (the first visit to `/` about a quarter of the catalog), and switching language needs no download, so
 * it works offline too. The catalogs are compiled exactly as @lingui/vite-plugin compiles a `.po` import (with the
 * fallback to English), which the server render and the tests keep using.
 */
export function inlineMessages({ root, src, registry }: InlineMessagesOptions): Plugin {
  const compiled = new Map<string, Record<string, unknown>>();
  return {
    name: 'inline-messages',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    enforce: 'post',
    config: () => ({ define: { 'import.meta.env.INLINE_MESSAGES': 'true' } }),
    async buildStart() {
      const config = getConfig({ cwd: root });
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
      if (!id.startsWith(src) || id === registry) return null;
      const ids = new Set([...code.matchAll(MESSAGE_ID)].map((match) => match[2] ?? ''));
      const byLocale: Record<string, Record<string, unknown>> = {};
      for (const [locale, messages] of compiled) {
        const own = [...ids].filter((messageId) => messageId in messages);
        if (own.length > 0) byLocale[locale] = Object.fromEntries(own.map((messageId) => [messageId, messages[messageId]]));
      }
      if (Object.keys(byLocale).length === 0) return null;
      return {
        code: `import { registerMessages as __registerMessages } from ${JSON.stringify(registry)};\n__registerMessages(${JSON.stringify(byLocale)});\n${code}`,
        // Sourcemaps are off in the build; an empty map tells the bundler this step keeps none.
        map: { mappings: '' },
      };
    },
  };
}
