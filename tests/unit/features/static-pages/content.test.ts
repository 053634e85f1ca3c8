import { describe, expect, it } from 'vitest';
import { collectPointsEn } from '@/features/static-pages/content/en/collect-points';
import { contactEn } from '@/features/static-pages/content/en/contact';
import { dealboxesEn } from '@/features/static-pages/content/en/dealboxes';
import { exchangePointsEn } from '@/features/static-pages/content/en/exchange-points';
import { faqEn } from '@/features/static-pages/content/en/faq';
import { partnersEn } from '@/features/static-pages/content/en/partners';
import { privacyEn } from '@/features/static-pages/content/en/privacy';
import { publicationRulesEn } from '@/features/static-pages/content/en/publication-rules';
import { termsEn } from '@/features/static-pages/content/en/terms';
import { pl as plural } from '@/features/static-pages/content/facts';
import { collectPointsPl } from '@/features/static-pages/content/pl/collect-points';
import { contactPl } from '@/features/static-pages/content/pl/contact';
import { dealboxesPl } from '@/features/static-pages/content/pl/dealboxes';
import { exchangePointsPl } from '@/features/static-pages/content/pl/exchange-points';
import { faqPl } from '@/features/static-pages/content/pl/faq';
import { partnersPl } from '@/features/static-pages/content/pl/partners';
import { privacyPl } from '@/features/static-pages/content/pl/privacy';
import { publicationRulesPl } from '@/features/static-pages/content/pl/publication-rules';
import { termsPl } from '@/features/static-pages/content/pl/terms';
import type { Block, RichText, StaticDocument } from '@/features/static-pages/content/types';
import { pickLocalized } from '@/features/static-pages/lib/use-localized-content';

const documents: [string, StaticDocument, StaticDocument][] = [
  ['contact', contactPl, contactEn],
  ['collect points', collectPointsPl, collectPointsEn],
  ['exchange points', exchangePointsPl, exchangePointsEn],
  ['dealboxes', dealboxesPl, dealboxesEn],
  ['privacy', privacyPl, privacyEn],
  ['terms', termsPl, termsEn],
  ['partners', partnersPl, partnersEn],
  ['publication rules', publicationRulesPl, publicationRulesEn],
];

function richText(text: RichText): string {
  if (typeof text === 'string') return text;
  return text.map((piece) => (typeof piece === 'string' ? piece : 'strong' in piece ? piece.strong : piece.text)).join('');
}

function blocksText(blocks: readonly Block[]): string {
  return blocks
    .map((block) =>
      block.kind === 'paragraph'
        ? richText(block.text)
        : block.kind === 'list'
          ? block.items.map(richText).join('\n')
          : block.items.map((item) => `${item.term}: ${richText(item.description)}`).join('\n'),
    )
    .join('\n');
}

function documentText(doc: StaticDocument): string {
  return [richText(doc.lead), ...doc.sections.map((section) => `${section.heading}\n${blocksText(section.blocks)}`)].join('\n');
}

/** The shape of a document without its words: two locales must match block for block. */
function shape(blocks: readonly Block[]): string[] {
  return blocks.map((block) => (block.kind === 'paragraph' ? 'p' : `${block.kind}:${block.items.length}`));
}

describe('static page content', () => {
  it.each(documents)('%s exists in Polish and English with the same sections and blocks', (_name, polish, english) => {
    expect(polish.sections.length).toBeGreaterThan(0);
    expect(english.sections.map((s) => s.id)).toEqual(polish.sections.map((s) => s.id));
    polish.sections.forEach((section, index) => {
      expect(shape(english.sections[index]?.blocks ?? []), section.id).toEqual(shape(section.blocks));
    });
    expect(documentText(polish)).not.toMatch(/lorem|ipsum|TODO/i);
    expect(documentText(english)).not.toMatch(/lorem|ipsum|TODO/i);
  });

  it('the FAQ has more than ten questions, the same in both languages', () => {
    expect(faqPl.entries.length).toBeGreaterThanOrEqual(10);
    expect(faqEn.entries.map((e) => e.id)).toEqual(faqPl.entries.map((e) => e.id));
    expect(new Set(faqPl.entries.map((e) => e.id)).size).toBe(faqPl.entries.length);
    const polishTopics = faqPl.entries.map((e) => e.id);
    for (const topic of ['voting', 'popular', 'collect-points', 'prizes', 'alerts', 'offline', 'account', 'report']) {
      expect(polishTopics).toContain(topic);
    }
  });

  it('the partners list is the same shops in both languages', () => {
    expect(partnersPl.partners.length).toBeGreaterThanOrEqual(8);
    expect(partnersEn.partners.map((p) => p.url)).toEqual(partnersPl.partners.map((p) => p.url));
  });

  it('the terms state every terms fact in Polish', () => {
    const text = documentText(termsPl);
    expect(text).toContain('ukończyły 18 lat');
    expect(text).toContain('Historia cen obejmuje 30 dni wstecz');
    expect(text).toContain('w ciągu 14 dni');
    expect(text).toContain('z wyprzedzeniem 30 dni');
    expect(text).toContain('30.06.2025');
    expect(text).toContain('nie dłużej niż 10 lat');
  });

  it('the terms state every terms fact in English', () => {
    const text = documentText(termsEn);
    expect(text).toContain('aged 18 or over');
    expect(text).toContain('Price history covers 30 days back');
    expect(text).toContain('within 14 days');
    expect(text).toContain('announced 30 days ahead');
    expect(text).toContain('30.06.2025');
    expect(text).toContain('no longer than 10 years');
  });

  it('the privacy policy keeps data at most 10 years and names the controller, legal bases and rights', () => {
    const text = documentText(privacyPl);
    expect(text).toContain('dłużej niż 10 lat');
    expect(text).toContain('Administratorem');
    expect(text).toMatch(/art\. 6 ust\. 1 lit\. [abcf]/);
    expect(text).toContain('Prezesa Urzędu Ochrony Danych Osobowych');
    expect(documentText(privacyEn)).toContain('longer than 10 years');
  });

  it('how to collect points gives 50, 100 and the daily 10', () => {
    const text = documentText(collectPointsPl);
    expect(text).toContain('Popularna okazja: 50 punktów');
    expect(text).toContain('Zgoda marketingowa: 100 punktów');
    expect(text).toContain('Dzienny bonus: 10 punktów');
    expect(documentText(collectPointsEn)).toContain('Daily bonus: 10 points');
  });

  it('Polish counts take the right form', () => {
    expect(plural(1, 'punkt', 'punkty', 'punktów')).toBe('1 punkt');
    expect(plural(3, 'punkt', 'punkty', 'punktów')).toBe('3 punkty');
    expect(plural(22, 'punkt', 'punkty', 'punktów')).toBe('22 punkty');
    expect(plural(12, 'punkt', 'punkty', 'punktów')).toBe('12 punktów');
    expect(plural(50, 'punkt', 'punkty', 'punktów')).toBe('50 punktów');
  });

  it('picks Polish for pl and English for en and any other locale', () => {
    const content = { pl: 'polski', en: 'english' };
    expect(pickLocalized(content, 'pl')).toBe('polski');
    expect(pickLocalized(content, 'en')).toBe('english');
    expect(pickLocalized(content, 'de')).toBe('english');
  });
});
