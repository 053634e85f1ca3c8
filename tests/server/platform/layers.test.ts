import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The server's floors are fenced by lint like the client's features: routes and page rendering on top, middleware
 * under them, then services, then what services use, the database and the platform. These cases are what the fence
 * is for: an import that runs back up a floor fails `npm run lint`, one that runs down passes.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'local/boundaries').map((m) => m.message);
}

describe('the server layers', () => {
  it.each([
    ['src/server/services/x.ts', "export { createLogger } from '../platform/logger';"],
    ['src/server/routes/x.ts', "export { validate } from '../web/validate';"],
    ['src/server/web/x.ts', "export { liveSession } from '../auth/sessions';"],
    ['src/server/push/x.ts', "export { safeFetch } from '../outbound/safe-fetch';"],
    ['src/server/app.ts', "export { renderPage } from './render/page-render';"],
  ])('lets %s import a lower floor', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });

  it.each([
    ['src/server/services/x.ts', "export { validate } from '../web/validate';", 'server/services may not import server/web'],
    ['src/server/db/x.ts', "export { hashPassword } from '../auth/password';", 'server/db may not import server/auth'],
    ['src/server/mail/x.ts', "export { createLogger } from '../web/request-log';", 'server/mail may not import server/web'],
    ['src/server/services/x.ts', "export { PushDispatcher } from '../push/dispatcher';", 'server/services may not import server/push'],
    ['src/server/web/x.ts', "export { dealsRoutes } from '../routes/deals';", 'server/web may not import server/routes'],
    ['src/server/seo/x.ts', "export { renderPage } from '../render/page-render';", 'server/seo may not import server/render'],
    ['src/server/platform/x.ts', "export { db } from '../db/client';", 'server/platform may not import server/db'],
  ])('refuses %s an import back up: %s', async (file, code, message) => {
    expect((await boundaryErrors(file, code)).join('\n')).toContain(message);
  });
});
