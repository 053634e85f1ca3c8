import { LOCALES, type Locale } from '@/shared/locales';

/** Mails are written in every interface language. */
export type MailLocale = Locale;

/**
 * The language of a mail sent while answering a request: the client sends the language chosen in the app as
 * `Accept-Language`. The most preferred language we write mails in wins (q-values respected, order breaks ties);
 * anything else, or no header, gets Polish, the product's default language.
 */
export function mailLocaleFrom(acceptLanguage: string | undefined): MailLocale {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)?.[1]).find((value) => value !== undefined);
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  const preferred = ranked.find((entry): entry is typeof entry & { language: MailLocale } =>
    (LOCALES as readonly string[]).includes(entry.language),
  );
  return preferred?.language ?? 'pl';
}
