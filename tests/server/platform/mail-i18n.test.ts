import { readFileSync } from 'node:fs';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import { resetPasswordMail, verifyEmailMail } from '@/server/mail/auth-templates';
import { changeEmailMail } from '@/server/mail/change-email-template';
import { mailI18n } from '@/server/mail/i18n';
import { mailLocaleFrom } from '@/server/mail/locale';

describe('mailLocaleFrom', () => {
  it.each([
    [undefined, 'pl'],
    ['', 'pl'],
    ['pl', 'pl'],
    ['en', 'en'],
    ['EN-gb', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['pl-PL,pl;q=0.9,en;q=0.8', 'pl'],
    ['en;q=0.8,pl', 'pl'],
    ['de-DE,de;q=0.9', 'pl'],
    ['de-DE,en;q=0.7', 'en'],
    ['fr, pl;q=0.5, en;q=0.4', 'pl'],
    ['en;q=0, de', 'pl'],
    ['*', 'pl'],
    ['garbage;;q=x', 'pl'],
  ] as const)('%j → %s', (header, locale) => {
    expect(mailLocaleFrom(header)).toBe(locale);
  });
});

describe('mail templates', () => {
  it('translate the same mail into Polish and English, with <html lang> set', () => {
    const pl = verifyEmailMail('a@example.pl', '123456', 'pl');
    const en = verifyEmailMail('a@example.pl', '123456', 'en');
    expect(pl).toMatchObject({ to: 'a@example.pl', subject: 'Potwierdź swój adres e-mail' });
    expect(en).toMatchObject({ to: 'a@example.pl', subject: 'Confirm your e-mail address' });
    expect(pl.text).toContain('Twój kod: 123456');
    expect(en.text).toContain('Your code: 123456');
    expect(pl.html).toMatch(/^<!doctype html><html lang="pl">/);
    expect(en.html).toMatch(/^<!doctype html><html lang="en">/);
    expect(resetPasswordMail('a@example.pl', '123456', 'en').subject).toBe('Password reset');
    expect(changeEmailMail('a@example.pl', '123456', 'pl').subject).toBe('Potwierdź nowy adres e-mail');
  });

  it('escape every interpolated value in the html, but not in the text', () => {
    for (const mail of [
      verifyEmailMail('a@example.pl', '<b>&"\'', 'pl'),
      resetPasswordMail('a@example.pl', '<b>&"\'', 'en'),
      changeEmailMail('a@example.pl', '<b>&"\'', 'en'),
    ]) {
      expect(mail.html).toContain('&#60;b&#62;&#38;&#34;&#39;');
      expect(mail.html).not.toContain('<b>');
      expect(mail.text).toContain('<b>&"\'');
    }
  });

  it('fall back to the English text in the code for a message no catalog has yet', () => {
    const message = { id: 'mail.test.untranslated', message: 'Hello {name}', values: { name: 'Ola' } };
    expect(mailI18n('pl')._(message)).toBe('Hello Ola');
    expect(mailI18n('en')._(message)).toBe('Hello Ola');
  });
});

describe('mail catalogs', () => {
  const po = formatter();
  const read = (locale: string) => {
    const filename = `src/server/mail/locales/${locale}/messages.po`;
    return po.parse(readFileSync(filename, 'utf8'), { locale, sourceLocale: 'en', filename });
  };

  it('hold the same messages, each translated into Polish and English', async () => {
    const [pl, en] = await Promise.all([read('pl'), read('en')]);
    expect(Object.keys(pl).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(pl).length).toBeGreaterThan(10);
    for (const catalog of [pl, en]) {
      expect(
        Object.entries(catalog)
          .filter(([, entry]) => !entry.translation?.trim())
          .map(([id]) => id),
      ).toEqual([]);
    }
  });
});
