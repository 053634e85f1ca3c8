import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { normalizeKeyword } from '@/shared/normalize';
import {
  SUGGESTED_KEYWORDS_MAX,
  SUGGESTED_SHOPS_MAX,
  type SearchSuggestions,
  type SearchSuggestionsQuery,
  type SuggestedShop,
} from '@/shared/schemas/search';
import type { Db } from '../db/client';
import { deals, shops } from '../db/schema';
import { searchable } from '../db/search-normalize';
import { searchTerms, termMatcher } from './deals';
import { activeDealCondition } from './shops';

/**
 * How many current deals the keyword suggestions read the words of: the newest that match, enough for the common
 * words of a product type to stand out, few enough that every keystroke costs one short index walk.
 */
const TITLES_SAMPLE = 300;
/** Words shorter than this ('za', 'do', 'zł', '1') are not worth suggesting on their own. */
const KEYWORD_MIN_LENGTH = 3;

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * A word as a suggestion shows it: a capital that only starts the word ('Słuchawki' leading a title) is dropped, while
 * brand spellings ('iPhone', 'JBL', 'HyperX') stay as they are.
 */
function displayForm(word: string): string {
  const rest = word.slice(1);
  return rest === rest.toLocaleLowerCase('pl') ? word.toLocaleLowerCase('pl') : word;
}

interface TypedText {
  /** The words before the last one, as typed (they lead every keyword suggested). */
  lead: string;
  /** The last word, normalized: the word being typed, which suggestions complete. */
  partial: string;
}

function splitTyped(q: string): TypedText {
  const words = q.normalize('NFC').match(WORD) ?? [];
  const last = words.at(-1) ?? '';
  return { lead: words.slice(0, -1).join(' '), partial: normalizeKeyword(last) };
}

/** The most frequent spelling of each normalized word among the titles, and in how many titles it occurs. */
function completions(titles: readonly string[], partial: string): { word: string; titles: number }[] {
  const byWord = new Map<string, { titles: number; forms: Map<string, number> }>();
  for (const title of titles) {
    const seen = new Set<string>();
    for (const word of title.normalize('NFC').match(WORD) ?? []) {
      const normalized = normalizeKeyword(word);
      if ([...normalized].length < KEYWORD_MIN_LENGTH || !normalized.startsWith(partial)) continue;
      const entry = byWord.get(normalized) ?? { titles: 0, forms: new Map<string, number>() };
      if (!seen.has(normalized)) entry.titles += 1;
      seen.add(normalized);
      const form = displayForm(word);
      entry.forms.set(form, (entry.forms.get(form) ?? 0) + 1);
      byWord.set(normalized, entry);
    }
  }
  return [...byWord.values()].map(({ titles: count, forms }) => ({
    word: [...forms].reduce((best, next) => (next[1] > best[1] ? next : best))[0],
    titles: count,
  }));
}

/**
 * Keywords that find current deals: the titles of the newest active deals holding every typed term are read, and the
 * words among them that start like the last typed word complete it, the words most titles share first. Nothing is
 * learnt from what people search for, so no one's searches are ever shown to anyone else.
 */
async function suggestKeywords(db: Db, q: SearchSuggestionsQuery): Promise<string[]> {
  const { lead, partial } = splitTyped(q.q);
  if (partial === '') return [];
  // A 1-letter last word is no term (searchTerms drops it) but still narrows the completions of the words before it.
  const terms = searchTerms(q.q);
  if (terms.length === 0) return [];
  const titleText = sql`${deals.titleText}`;
  const rows = await db
    .select({ title: deals.title })
    .from(deals)
    .where(and(eq(deals.marketId, q.market_id), activeDealCondition(), ...terms.map((term) => termMatcher(term)(titleText))))
    .orderBy(desc(deals.createdAt), desc(deals.id))
    .limit(TITLES_SAMPLE);
  return completions(
    rows.map((row) => row.title),
    partial,
  )
    .sort((a, b) => b.titles - a.titles || a.word.localeCompare(b.word, 'pl'))
    .map(({ word }) => (lead === '' ? word : `${lead} ${word}`))
    .slice(0, SUGGESTED_KEYWORDS_MAX);
}

/** Shops whose name holds every typed word, the ones with most active deals first, then by name. */
async function suggestShops(db: Db, q: SearchSuggestionsQuery): Promise<SuggestedShop[]> {
  const words = q.q.normalize('NFC').match(WORD) ?? [];
  if (words.length === 0) return [];
  const name = searchable(shops.name);
  const conditions = words.slice(0, 8).map((word) => sql`${name} like ${searchable(`%${word}%`)}`);
  const found = await db
    .select({ id: shops.id, name: shops.name, logoUrl: shops.logoUrl })
    .from(shops)
    .where(and(...conditions))
    .orderBy(sql`${name} collate "C"`, shops.id)
    .limit(50);
  if (found.length === 0) return [];
  const counts = await db
    .select({ shopId: deals.shopId, n: sql<number>`count(*)::int` })
    .from(deals)
    .where(
      and(
        eq(deals.marketId, q.market_id),
        activeDealCondition(),
        inArray(
          deals.shopId,
          found.map((shop) => shop.id),
        ),
      ),
    )
    .groupBy(deals.shopId);
  const countOf = new Map(counts.map((row) => [row.shopId, row.n]));
  return found
    .map((shop) => ({ id: shop.id, name: shop.name, logo_url: shop.logoUrl, deals_count: countOf.get(shop.id) ?? 0 }))
    .sort((a, b) => b.deals_count - a.deals_count)
    .slice(0, SUGGESTED_SHOPS_MAX);
}

/** GET /api/search/suggestions: keywords and shops for what has been typed so far. */
export async function searchSuggestions(db: Db, q: SearchSuggestionsQuery): Promise<SearchSuggestions> {
  const keywords = await suggestKeywords(db, q);
  const suggestedShops = await suggestShops(db, q);
  return { keywords, shops: suggestedShops };
}
