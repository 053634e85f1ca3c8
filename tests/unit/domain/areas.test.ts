// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The client's shared product rules and data live in src/domain, on top of lib's infrastructure: domain may use lib,
 * features, components, routes and the app may use domain, and lib never reaches up into domain (nor domain into a
 * feature). These cases are what the fence is for: an import the wrong way fails `npm run lint`.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'local/boundaries').map((m) => m.message);
}

describe('the domain area', () => {
  it.each([
    ['src/domain/x.ts', "export { apiGet } from '@/lib/http';"],
    ['src/domain/x.ts', "export { nextVote } from '@/shared/votes';"],
    ['src/domain/x.ts', "export { useCurrentUser } from './current-user';"],
    ['src/features/deals/x.ts', "export { useCurrentUser } from '@/domain/current-user';"],
    ['src/components/x.ts', "export { decisionErrorMessage } from '@/domain/moderation-decision';"],
    ['src/routes/x.ts', "export { dealKeys } from '@/domain/query-keys';"],
    ['src/app/x.ts', "export { signOut } from '@/domain/session';"],
  ])('lets %s import %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });

  it.each([
    ['src/lib/x.ts', "export { dealKeys } from '@/domain/query-keys';", 'lib may not import domain'],
    ['src/lib/x.ts', "export const push = () => import('@/domain/web-push');", 'lib may not import domain'],
    ['src/domain/x.ts', "export { useDeal } from '@/features/deals/api/get-deal';", 'domain may not import features/deals'],
    ['src/domain/x.ts', "export { Button } from '@/components/ui/Button';", 'domain may not import components'],
    ['src/domain/x.ts', "export { createAppRouter } from '@/app/router';", 'domain may not import app'],
    ['src/domain/x.ts', "export { apiGet } from '../lib/http';", 'Leave domain through @/'],
    ['src/performance/x.ts', "export { dealKeys } from '@/domain/query-keys';", 'performance may not import domain'],
  ])('refuses %s: %s', async (file, code, message) => {
    expect((await boundaryErrors(file, code)).join('\n')).toContain(message);
  });
});
