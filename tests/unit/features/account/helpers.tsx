import type { CurrentUser, PublicProfile } from '@/shared/schemas/user';
import { errorResponse, mockApi as mockApiWith, type ApiHandler } from '../../api-stub';

export { errorResponse, signIn } from '../../api-stub';

const EMPTY_LIST = { data: [], metadata: { pages_count: 0, count: 0 } };

/** Requests the account tests need not spell out: a token refresh succeeds and deal and banner lists answer empty. */
const accountFallback: ApiHandler = ({ method, path }) => {
  if (path === 'auth/refresh') return Response.json({ access_token: 'access-2', refresh_token: 'refresh-2' });
  if (method === 'GET' && (path.startsWith('deals') || path.startsWith('banners'))) return Response.json(EMPTY_LIST);
  return errorResponse(404, 'NotFound');
};

/** The shared fetch stub: `routes` answer 'METHOD path' requests, then the answers above, anything else is a 404. */
export function mockApi(routes: Record<string, ApiHandler>) {
  return mockApiWith(routes, accountFallback);
}

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    username: 'okazjonalny',
    email: 'demo@example.com',
    phone: '+48123456789',
    birthdate: '1990-03-05',
    gender: 'female',
    avatar_url: null,
    marketing_consent_granted_at: '2026-01-02T10:00:00.000Z',
    created_at: '2025-06-15T08:00:00.000Z',
    market_id: 1,
    has_password: true,
    role: 'member',
    suspension: null,
    user_points: [{ market_id: 1, points: 1250 }],
    _count: { user_votes: 12, deal_comments: 4, deals: 3 },
    ...overrides,
  };
}

export function makeProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: 7,
    username: 'okazjonalny',
    avatar_url: null,
    created_at: '2025-06-15T08:00:00.000Z',
    _count: { user_votes: 12, deal_comments: 4, deals: 3 },
    followers_count: 2,
    user_achievements: [],
    ...overrides,
  };
}
