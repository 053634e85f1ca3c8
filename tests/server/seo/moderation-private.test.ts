import { describe, expect, it } from 'vitest';
import { isPrivatePage } from '@/server/render/private-pages';

describe('the operator console in search engines and server rendering', () => {
  it('is a private page (noindex, never rendered by the server), while the public moderation log is not', () => {
    expect(isPrivatePage('/moderation')).toBe(true);
    expect(isPrivatePage('/moderation/held')).toBe(true);
    expect(isPrivatePage('/moderation-log')).toBe(false);
  });
});
