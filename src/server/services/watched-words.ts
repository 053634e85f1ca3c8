import { asc } from 'drizzle-orm';
import type { BannedHost, BannedHostsBody, WatchedWord, WatchedWordAction, WatchedWordsBody } from '@/shared/schemas/moderation-content';
import type { OperatorRole } from '@/shared/schemas/moderation';
import type { Db } from '../db/client';
import { bannedHosts, watchedWords } from '../db/schema';
import { SharedValue } from '../platform/shared-value';
import { writeAudit } from './moderation-audit';

/*
 * Watched words and banned shop hosts: the lists admins keep, and the matcher every deal, comment and
 * username write asks. Both lists are read on every such write, so each process keeps them for LISTS_TTL_MS: a PUT
 * empties the copy of the instance that answered it at once, and every other instance sees it within that time.
 */

/** How long a process trusts its copy of the lists: a PUT on another instance is seen within this. */
const LISTS_TTL_MS = 3_000;

/**
 * Text folded for matching: lowercase without diacritics (ł has no decomposition, so it is mapped by hand), as the
 * search normalization (src/shared/normalize.ts) does, so 'KURWĄ' and 'kurwa' meet.
 */
function fold(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l');
}

/** The whole words of a folded text: runs of letters and digits; anything else (spaces, punctuation, hyphens) parts them. */
function tokens(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** How a watched word is stored and shown once saved: folded, inner whitespace one space. */
function normalizeWatchedWord(word: string): string {
  return fold(word.trim()).replace(/\s+/g, ' ');
}

interface Entry {
  word: string;
  action: WatchedWordAction;
  tokens: string[];
}

/** The watched words found in a text, by action. */
export interface WordMatches {
  block: string[];
  review: string[];
}

/**
 * Matches whole words, and multi-word entries as a phrase of consecutive words: 'ass' never matches 'klasa', and
 * 'e-papieros' matches 'E papieros!' but not 'e-papierosy' (another word).
 */
export class WordMatcher {
  private readonly byFirstToken = new Map<string, Entry[]>();

  constructor(words: readonly WatchedWord[]) {
    for (const { word, action } of words) {
      const entryTokens = tokens(word);
      const first = entryTokens[0];
      if (first === undefined) continue;
      const entries = this.byFirstToken.get(first) ?? [];
      entries.push({ word, action, tokens: entryTokens });
      this.byFirstToken.set(first, entries);
    }
  }

  find(text: string): WordMatches {
    const found: Record<WatchedWordAction, Set<string>> = { block: new Set(), review: new Set() };
    const words = tokens(text);
    for (const [at, token] of words.entries()) {
      for (const entry of this.byFirstToken.get(token) ?? []) {
        if (entry.tokens.every((t, i) => words[at + i] === t)) found[entry.action].add(entry.word);
      }
    }
    return { block: [...found.block], review: [...found.review] };
  }
}

/** A host and its subdomains, as banned: `shop.example` bans `shop.example` and `www.shop.example`. */
export function hostIsUnder(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

export interface ContentLists {
  words: WatchedWord[];
  matcher: WordMatcher;
  hosts: BannedHost[];
}

/** This process's copy of the lists, kept LISTS_TTL_MS. */
export type ContentListsCache = SharedValue<ContentLists>;

export function contentListsCache(): ContentListsCache {
  return new SharedValue<ContentLists>(LISTS_TTL_MS);
}

async function readLists(db: Db): Promise<ContentLists> {
  const [wordRows, hostRows] = await Promise.all([
    db.select({ word: watchedWords.word, action: watchedWords.action }).from(watchedWords).orderBy(asc(watchedWords.word)),
    db.select({ host: bannedHosts.host, reason: bannedHosts.reason }).from(bannedHosts).orderBy(asc(bannedHosts.host)),
  ]);
  const words = wordRows.map((row) => ({ word: row.word, action: row.action as WatchedWordAction }));
  return { words, matcher: new WordMatcher(words), hosts: hostRows };
}

/** The lists as this process knows them (at most LISTS_TTL_MS old); a failed read is not kept. */
export function contentLists(db: Db, cache: ContentListsCache, now = Date.now()): Promise<ContentLists> {
  return cache.get(() => readLists(db), now);
}

/**
 * The list as PUT sends it, stored form: folded, one entry per word. A word listed twice (perhaps once with
 * diacritics) keeps the stricter action, block.
 */
function normalizedWords(body: WatchedWordsBody): WatchedWord[] {
  const byWord = new Map<string, WatchedWordAction>();
  for (const { word, action } of body.words) {
    const normalized = normalizeWatchedWord(word);
    if (byWord.get(normalized) !== 'block') byWord.set(normalized, action);
  }
  return [...byWord].map(([word, action]) => ({ word, action })).sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
}

/** GET /api/moderation/watched-words (operators). */
export async function getWatchedWords(db: Db): Promise<{ words: WatchedWord[] }> {
  return { words: (await readLists(db)).words };
}

/** PUT /api/moderation/watched-words (admins): replaces the list, audited with the list before and after. */
export async function putWatchedWords(
  db: Db,
  cache: ContentListsCache,
  actor: { id: number; role: OperatorRole },
  body: WatchedWordsBody,
): Promise<{ words: WatchedWord[] }> {
  const words = normalizedWords(body);
  await db.transaction(async (tx) => {
    const before = await tx
      .select({ word: watchedWords.word, action: watchedWords.action })
      .from(watchedWords)
      .orderBy(asc(watchedWords.word))
      .for('update');
    await tx.delete(watchedWords);
    if (words.length > 0) await tx.insert(watchedWords).values(words);
    await writeAudit(tx, {
      actorId: actor.id,
      actorRole: actor.role,
      action: 'watched_words.replace',
      entityType: 'watched_words',
      entityId: 0,
      before: { words: before },
      after: { words },
    });
  });
  cache.clear();
  return { words };
}

/** GET /api/moderation/banned-hosts (operators). */
export async function getBannedHosts(db: Db): Promise<{ hosts: BannedHost[] }> {
  return { hosts: (await readLists(db)).hosts };
}

/** PUT /api/moderation/banned-hosts (admins): replaces the list (a leading www. dropped: subdomains are banned anyway), audited. */
export async function putBannedHosts(
  db: Db,
  cache: ContentListsCache,
  actor: { id: number; role: OperatorRole },
  body: BannedHostsBody,
): Promise<{ hosts: BannedHost[] }> {
  const byHost = new Map<string, string>();
  for (const { host, reason } of body.hosts)
    byHost.set(
      host
        .trim()
        .toLowerCase()
        .replace(/^www\./, ''),
      reason.trim(),
    );
  const hosts = [...byHost].map(([host, reason]) => ({ host, reason })).sort((a, b) => (a.host < b.host ? -1 : a.host > b.host ? 1 : 0));
  await db.transaction(async (tx) => {
    const before = await tx
      .select({ host: bannedHosts.host, reason: bannedHosts.reason })
      .from(bannedHosts)
      .orderBy(asc(bannedHosts.host))
      .for('update');
    await tx.delete(bannedHosts);
    if (hosts.length > 0) await tx.insert(bannedHosts).values(hosts);
    await writeAudit(tx, {
      actorId: actor.id,
      actorRole: actor.role,
      action: 'banned_hosts.replace',
      entityType: 'banned_hosts',
      entityId: 0,
      before: { hosts: before },
      after: { hosts },
    });
  });
  cache.clear();
  return { hosts };
}
