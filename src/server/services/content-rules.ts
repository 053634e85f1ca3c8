import type { PublicationRule } from '@/shared/schemas/moderation';
import type { Db } from '../db/client';
import { AppError } from '../platform/errors';
import { contentLists, hostIsUnder, type ContentListsCache } from './watched-words';

/**
 * Link shorteners refused in deal links. A shortened link hides which shop it leads to, so members cannot
 * judge it before they click, the duplicate check cannot see two posts of one offer, and the owner of the short link
 * can point it elsewhere after a moderator looked (or slip an affiliate redirect in). The publication rules ask for
 * the shop's own link. Subdomains count too (www.bit.ly).
 */
const LINK_SHORTENERS = [
  'bit.ly',
  'bitly.com',
  'tinyurl.com',
  't.co',
  'goo.gl',
  'ow.ly',
  'is.gd',
  'v.gd',
  'buff.ly',
  'cutt.ly',
  'rebrand.ly',
  'shorturl.at',
  'tiny.cc',
  's.id',
  'lnkd.in',
  'amzn.to',
  'amzn.eu',
  'a.co',
  'rb.gy',
  't.ly',
  'shorte.st',
  'adf.ly',
  'tiny.pl',
] as const;

/** The rule a refusal names: what the member reads, beside the error fields, to find it in /publication-rules. */
function contentRefused(field: string, rule: PublicationRule, message: string): AppError {
  return new AppError('ContentRefused', `${field}: ${message}`, { details: { rule, field } });
}

/** The message of a blocked word: it names the rule broken, never the word (a word list told is a word list dodged). */
const PROHIBITED_TEXT = 'This text breaks the publication rules (prohibited content, /publication-rules#prohibited)';

/** A text field of a write and its value. */
export interface TextField {
  field: string;
  text: string;
}

/**
 * Refuses the write when a field holds a blocked word (422 ContentRefused, rule 'prohibited'); else answers the review
 * words found, which hold the content for a moderator. Empty when nothing matched.
 */
export async function checkTexts(db: Db, lists: ContentListsCache, fields: readonly TextField[]): Promise<string[]> {
  const { matcher } = await contentLists(db, lists);
  const review = new Set<string>();
  for (const { field, text } of fields) {
    const found = matcher.find(text);
    if (found.block.length > 0) throw contentRefused(field, 'prohibited', PROHIBITED_TEXT);
    for (const word of found.review) review.add(word);
  }
  return [...review];
}

/** Whether a username holds a blocked word (review words do not hold a name: there is nothing to hold). */
async function usernameBlocked(db: Db, lists: ContentListsCache, username: string): Promise<boolean> {
  const { matcher } = await contentLists(db, lists);
  return matcher.find(username).block.length > 0;
}

/** Refuses a username with a blocked word (sign-up), or a profile change to one (a name kept as it was stays). */
export async function checkUsername(db: Db, lists: ContentListsCache, username: string, keeps: string | null = null): Promise<void> {
  if (username === keeps || !(await usernameBlocked(db, lists, username))) return;
  throw contentRefused(
    'username',
    'prohibited',
    'This username breaks the publication rules (prohibited content, /publication-rules#prohibited)',
  );
}

/** A name offered by a sign-in provider, unless it holds a blocked word: then the account is named as without one. */
export async function allowedName(db: Db, lists: ContentListsCache, name: string | null): Promise<string | null> {
  return name !== null && (await usernameBlocked(db, lists, name)) ? null : name;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return null;
  }
}

/**
 * Refuses a deal link through a link shortener (rule 'how-to-post': post the shop's own link) or to a banned shop host
 * or its subdomain (rule 'prohibited', with the admin's reason).
 */
export async function checkLink(db: Db, lists: ContentListsCache, field: string, url: string): Promise<void> {
  const host = hostOf(url);
  if (host === null) return;
  if (LINK_SHORTENERS.some((shortener) => hostIsUnder(host, shortener))) {
    throw contentRefused(
      field,
      'how-to-post',
      "Shortened links are not accepted: post the shop's own link to the offer (publication rules, /publication-rules#how-to-post)",
    );
  }
  const { hosts } = await contentLists(db, lists);
  const banned = hosts.find((entry) => hostIsUnder(host, entry.host));
  if (banned) throw contentRefused(field, 'prohibited', `Links to ${banned.host} are not accepted: ${banned.reason}`);
}
