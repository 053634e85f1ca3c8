import { expect } from 'vitest';
import type { App } from '@/server/app';
import type { DealDetail } from '@/shared/schemas/deal';
import type { PublicationRule } from '@/shared/schemas/moderation';
import { send, type TestUser } from '../helpers/community-fixtures';

/** The 422 ContentRefused body: the error fields plus the rule broken and the field; answers the message. */
export async function expectRefused(res: Response, rule: PublicationRule, field: string): Promise<string> {
  const body = (await res.json()) as Record<string, string>;
  expect({ status: res.status, errorCode: body.errorCode, rule: body.rule, field: body.field }).toEqual({
    status: 422,
    errorCode: 'ContentRefused',
    rule,
    field,
  });
  expect(Object.keys(body).sort()).toEqual(['errorCode', 'field', 'message', 'rule', 'timestamp']);
  return body.message ?? '';
}

let posted = 0;

/** A valid deal body with a link of its own (an active deal's link cannot be posted twice). */
export function dealBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  posted += 1;
  return {
    url: `https://sklep-testowy.pl/p/produkt-${posted}-${Date.now()}`,
    title: `Odkurzacz numer ${posted}`,
    description: 'Dobra cena, polecam.',
    category: 'electronics',
    ...overrides,
  };
}

/** POST /api/deals/ as `user`; the answer as it came. */
export const postDeal = (app: App, user: TestUser, body: Record<string, unknown>) =>
  send(app, 'POST', '/api/deals/', { auth: user.auth, body });

/** POST /api/deals/ that must succeed: the deal detail answered. */
export async function postedDeal(app: App, user: TestUser, body: Record<string, unknown>): Promise<DealDetail> {
  const res = await postDeal(app, user, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as DealDetail;
}

/** PUT /api/moderation/watched-words as the admin; must succeed. */
export async function setWatchedWords(app: App, admin: TestUser, words: { word: string; action: 'block' | 'review' }[]): Promise<void> {
  const res = await send(app, 'PUT', '/api/moderation/watched-words', { auth: admin.auth, body: { words } });
  expect(res.status, await res.clone().text()).toBe(200);
}
