import type { HeldItem } from '@/shared/schemas/moderation-content';
import type { Decision, QueueItem } from '@/shared/schemas/moderation';
import type { Role } from '@/shared/schemas/moderation';
import { errorResponse, mockApi as mockApiWith, type ApiHandler } from '../../api-stub';
import { makeUser } from '../account/helpers';

export { errorResponse, signIn } from '../../api-stub';

const EMPTY_LIST = { data: [], metadata: { pages_count: 0, count: 0 } };

/** What every page around the console asks for (deal lists, banners, the inbox badge) answers empty. */
const consoleFallback: ApiHandler = ({ method, path }) => {
  if (path === 'auth/refresh') return Response.json({ access_token: 'access-2', refresh_token: 'refresh-2' });
  if (method === 'GET' && (path.startsWith('deals') || path.startsWith('banners') || path === 'inbox')) {
    return Response.json({ ...EMPTY_LIST, metadata: { ...EMPTY_LIST.metadata, unread_count: 0 } });
  }
  return errorResponse(404, 'NotFound');
};

/** The fetch stub with the signed-in user of `role` answering GET /api/users. */
export function mockConsoleApi(role: Role, routes: Record<string, ApiHandler> = {}) {
  return mockApiWith({ 'GET users': () => Response.json(makeUser({ role })), ...routes }, consoleFallback);
}

export function queueItem(overrides: Partial<QueueItem> = {}): QueueItem {
  return {
    entity_type: 'deal',
    entity_id: 12,
    reports_count: 3,
    reasons: { spam: 2, self_promotion: 1 },
    first_reported_at: '2026-11-27T08:00:00.000Z',
    item: { text: 'Słuchawki XYZ za 99 zł', author: { id: 5, username: 'sklepik' }, url: '/deals/12', hidden: false },
    ...overrides,
  };
}

export function heldItem(overrides: Partial<HeldItem> = {}): HeldItem {
  return {
    entity_type: 'deal',
    entity_id: 31,
    held_at: '2026-11-27T09:00:00.000Z',
    hold_reason: 'new_account',
    matched_words: [],
    item: { text: 'Rower miejski -40%', author: { id: 8, username: 'nowy' }, url: '/deals/31', hidden: false },
    ...overrides,
  };
}

export const list = <T>(data: T[], pagesCount = 1) => ({ data, metadata: { pages_count: pagesCount, count: data.length } });

export function decision(overrides: Partial<Decision> = {}): Decision {
  return {
    id: 1,
    entity_type: 'deal',
    entity_id: 12,
    action: 'hide',
    reason: 'Powód',
    rule: 'affiliate',
    automated: false,
    decided_at: '2026-11-27T10:00:00.000Z',
    reports_closed: 3,
    ...overrides,
  };
}
