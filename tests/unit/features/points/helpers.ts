export { errorResponse, mockApi, signIn } from '../../api-stub';

export const list = <T>(data: T[], extra: Record<string, unknown> = {}) =>
  Response.json({ data, metadata: { pages_count: data.length > 0 ? 1 : 0, count: data.length, ...extra } });
