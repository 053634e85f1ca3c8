import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AppleBodySchema, LoginBodySchema, RegisterBodySchema } from '@/shared/schemas/auth';
import { CommentBodySchema, ReportBodySchema } from '@/shared/schemas/community';
import { DealImportSchema } from '@/shared/schemas/deal-import';
import { DealFormSchema, DealSubmissionSchema } from '@/shared/schemas/deal-submission';
import { ClaimInformationBodySchema, CreateAlertBodySchema } from '@/shared/schemas/rewards';
import { ProfileUpdateBodySchema, TagsBodySchema } from '@/shared/schemas/user';
import { VALIDATION_MESSAGES, withoutForbiddenCharacters } from '@/shared/validation';

const deal = { url: 'https://www.x-kom.pl/p/1', title: 'Monitor', description: 'Tani.', category: 'electronics' };
const form = {
  ...deal,
  new_price: '',
  old_price: '',
  lowest_price_30d: '',
  currency: 'PLN',
  free_shipping: false,
  shipping: '',
  coupon_code: '',
  released_at: '',
  expires_at: '',
};

/** Every user text field of the shared schemas: the schema, a valid body, and how to put a text into the field. */
const FIELDS: [string, v.GenericSchema, unknown, (text: string) => unknown][] = [
  ['deal title', DealSubmissionSchema, deal, (t) => ({ ...deal, title: t })],
  ['deal description', DealSubmissionSchema, deal, (t) => ({ ...deal, description: t })],
  ['deal shipping', DealSubmissionSchema, deal, (t) => ({ ...deal, shipping: t })],
  ['deal coupon code', DealSubmissionSchema, deal, (t) => ({ ...deal, coupon_code: t.replace(/\s/g, '') })],
  ['deal link', DealSubmissionSchema, deal, (t) => ({ ...deal, url: `https://www.x-kom.pl/${t.replace(/\s/g, '')}` })],
  ['add-deal form title', DealFormSchema, form, (t) => ({ ...form, title: t })],
  ['imported link', DealImportSchema, { url: deal.url }, (t) => ({ url: `https://www.x-kom.pl/${t.replace(/\s/g, '')}` })],
  ['comment', CommentBodySchema, { content: 'Dobra cena' }, (t) => ({ content: t })],
  [
    'report description',
    ReportBodySchema,
    { entity_id: 1, entity_type: 'deal', reason: 'other', description: 'Zły opis okazji' },
    (t) => ({ entity_id: 1, entity_type: 'deal', reason: 'other', description: `Zły opis ${t}` }),
  ],
  [
    'username',
    ProfileUpdateBodySchema,
    { username: 'janek', marketing_consent: false },
    (t) => ({ username: `jan${t}`, marketing_consent: false }),
  ],
  [
    'sign-up username',
    RegisterBodySchema,
    { username: 'janek', email: 'jan@example.pl', password: 'secret1', terms_accepted: true },
    (t) => ({ username: `jan${t}`, email: 'jan@example.pl', password: 'secret1', terms_accepted: true }),
  ],
  [
    'e-mail',
    LoginBodySchema,
    { email: 'jan@example.pl', password: 'secret1' },
    (t) => ({ email: `jan${t.replace(/\s/g, '')}@example.pl`, password: 'secret1' }),
  ],
  ['Apple name', AppleBodySchema, { code: 'jwt', nonce: 'n' }, (t) => ({ code: 'jwt', nonce: 'n', username: `Jan ${t}` })],
  ['alert keyword', CreateAlertBodySchema, { keyword: 'kawa' }, (t) => ({ keyword: `kawa${t}` })],
  ['alert excluded word', CreateAlertBodySchema, { keyword: 'kawa' }, (t) => ({ keyword: 'kawa', exclude_words: [`zbo${t}`] })],
  ['claim information', ClaimInformationBodySchema, { claim_information: 'ul. Długa 1' }, (t) => ({ claim_information: `ul. ${t}` })],
  ['user tag', TagsBodySchema, { tags: ['gry'] }, (t) => ({ tags: [`gry${t}`] })],
];

const FORBIDDEN = ['ab\u0001cd', 'ab\u007fcd', 'ab\u0085cd', 'ab\uFFFFcd', 'ab\uFFFEcd', 'ab\uFDD0cd', 'ab\u{10FFFF}cd', 'ab\uD800cd'];

describe('control characters and non-characters in user text', () => {
  it.each(FIELDS)('the %s refuses them', (_name, schema, valid, withText) => {
    expect(v.safeParse(schema, valid).success, 'the valid body').toBe(true);
    for (const text of FORBIDDEN) {
      const result = v.safeParse(schema, withText(text));
      expect(result.success, JSON.stringify(text)).toBe(false);
      if (!result.success) expect(result.issues[0]?.message, JSON.stringify(text)).toMatch(/control characters|Enter a valid/);
    }
    // Letters of any script, emoji and their joiners are text.
    expect(v.safeParse(schema, withText('Скидка 🔥 限时特价 👨‍👩‍👧')).success).toBe(true);
  });

  it('tells the form which rule failed, in the words the client translates', () => {
    const result = v.safeParse(CommentBodySchema, { content: 'a\u0001b' });
    expect(result.issues?.[0]?.message).toBe(VALIDATION_MESSAGES.textInvalidCharacters);
  });

  it('keeps tabs and line breaks in multi-line text', () => {
    expect(v.parse(DealSubmissionSchema, { ...deal, description: 'Linia\tpierwsza\r\nlinia druga' }).description).toBe(
      'Linia\tpierwsza\r\nlinia druga',
    );
    expect(v.parse(CommentBodySchema, { content: 'Linia\n\tdruga' }).content).toBe('Linia\n\tdruga');
    expect(v.parse(ClaimInformationBodySchema, { claim_information: 'ul. Długa 1\n00-001 Warszawa' }).claim_information).toBe(
      'ul. Długa 1\n00-001 Warszawa',
    );
  });

  it('can drop them from text stored before the rule', () => {
    expect(withoutForbiddenCharacters('\u0001Tytuł\t\uFFFF z\n\uD800 🔥')).toBe('Tytuł\t z\n 🔥');
  });
});
