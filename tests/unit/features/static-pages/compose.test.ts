import { describe, expect, it } from 'vitest';
import { linked, mailLink } from '@/features/static-pages/content/compose';

describe('linked', () => {
  it('turns each [bracketed] phrase into a link to the next target', () => {
    expect(linked('See [the FAQ] or [Google Play].', '/faq', { href: 'https://play.google.com' })).toEqual([
      'See ',
      { text: 'the FAQ', to: '/faq' },
      ' or ',
      { text: 'Google Play', href: 'https://play.google.com' },
      '.',
    ]);
  });

  it('leaves out empty text around a link and keeps text without targets plain', () => {
    expect(linked('[Contact us]', '/contact')).toEqual([{ text: 'Contact us', to: '/contact' }]);
    expect(linked('No links here.')).toBe('No links here.');
  });

  it('refuses a sentence whose links do not match its targets', () => {
    expect(() => linked('See [the FAQ].')).toThrow();
    expect(() => linked('See the FAQ.', '/faq')).toThrow();
  });

  it('shows a mail link as its address', () => {
    expect(mailLink('pomoc@okazje.pl')).toEqual({ text: 'pomoc@okazje.pl', href: 'mailto:pomoc@okazje.pl' });
  });
});
