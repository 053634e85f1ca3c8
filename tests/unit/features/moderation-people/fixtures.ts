import type { AuditEntry, Decision, Role } from '@/shared/schemas/moderation';
import type { AppealForOperator, MemberForOperator } from '@/shared/schemas/moderation-appeals';
import type { ApiHandler } from '../../api-stub';
import { errorResponse, mockApi as mockApiWith } from '../../api-stub';
import { makeUser } from '../account/helpers';

export { errorResponse, signIn } from '../../api-stub';

const EMPTY_LIST = { data: [], metadata: { pages_count: 0, count: 0 } };

/** What the app shell asks for around the page (deal and banner lists, the inbox badge) answers empty. */
const shellFallback: ApiHandler = ({ method, path }) => {
  if (path === 'auth/refresh') return Response.json({ access_token: 'access-2', refresh_token: 'refresh-2' });
  if (method === 'GET' && (path.startsWith('deals') || path.startsWith('banners') || path.startsWith('users/inbox'))) {
    return Response.json(EMPTY_LIST);
  }
  return errorResponse(404, 'NotFound');
};

/** The fetch stub with the signed-in operator's profile (`role`) answered. */
export function mockConsoleApi(role: Role, routes: Record<string, ApiHandler>) {
  return mockApiWith({ 'GET users': () => Response.json(makeUser({ id: 1, username: 'operator', role })), ...routes }, shellFallback);
}

export const list = <T>(data: T[], pagesCount = data.length > 0 ? 1 : 0) =>
  Response.json({ data, metadata: { pages_count: pagesCount, count: data.length } });

export function makeDecision(overrides: Partial<Decision> = {}): Decision {
  return {
    id: 40,
    entity_type: 'deal',
    entity_id: 12,
    action: 'hide',
    reason: 'Link afiliacyjny bez oznaczenia.',
    rule: 'affiliate',
    automated: false,
    decided_at: '2026-11-20T10:00:00.000Z',
    reports_closed: 2,
    ...overrides,
  };
}

export function makeAppeal(overrides: Partial<AppealForOperator> = {}): AppealForOperator {
  return {
    id: 5,
    entity_type: 'deal',
    entity_id: 12,
    text: 'To nie był link afiliacyjny, tylko zwykły link do sklepu.',
    status: 'open',
    created_at: '2026-11-21T09:30:00.000Z',
    decision: makeDecision(),
    outcome: null,
    author: { id: 33, username: 'lowca_okazji' },
    item: {
      text: 'Słuchawki Sony WH-1000XM5 za 999 zł',
      author: { id: 33, username: 'lowca_okazji' },
      url: '/deals/12/sluchawki-sony',
      hidden: true,
    },
    decided_by_me: false,
    ...overrides,
  };
}

export function makeMember(overrides: Partial<MemberForOperator> = {}): MemberForOperator {
  return {
    id: 33,
    username: 'lowca_okazji',
    email: 'lowca@example.com',
    role: 'member',
    level: 'member',
    created_at: '2026-03-01T10:00:00.000Z',
    suspended_until: null,
    _count: { deals: 4, comments: 12, reports_against: 3, decisions_against: 1 },
    ...overrides,
  };
}

export function makeAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 90,
    actor: { id: 1, role: 'admin' },
    action: 'set_role',
    entity_type: 'user',
    entity_id: 33,
    before: { role: 'member' },
    after: { role: 'moderator' },
    created_at: '2026-11-22T12:00:00.000Z',
    ...overrides,
  };
}
