import { chromium } from 'playwright';
const BASE = 'http://localhost:4805';
const now = Date.now();
const iso = (daysAgo) => new Date(now - daysAgo * 86400000).toISOString();
const decision = (o) => ({ id: 40, entity_type: 'deal', entity_id: 12, action: 'hide', reason: 'Link afiliacyjny bez oznaczenia, a cena w sklepie jest wyższa niż w tytule.', rule: 'affiliate', automated: false, decided_at: iso(3), reports_closed: 2, ...o });
const appeals = [
  { id: 5, entity_type: 'deal', entity_id: 12, text: 'To nie był link afiliacyjny, tylko zwykły link do sklepu. Cena była prawdziwa w chwili dodania, mam zrzut ekranu.', status: 'open', created_at: iso(2), decision: decision(), outcome: null, author: { id: 3, username: 'lowczyni_promocji' }, item: { text: 'Słuchawki Sony WH-1000XM5 za 999 zł w Media Expert', author: { id: 3, username: 'lowczyni_promocji' }, url: '/deals/12', hidden: true }, decided_by_me: false },
  { id: 6, entity_type: 'comment', entity_id: 88, text: 'Nikogo nie obraziłem, to był żart między znajomymi.', status: 'open', created_at: iso(1), decision: decision({ id: 41, entity_type: 'comment', entity_id: 88, rule: 'comments', reason: 'Obraźliwy komentarz wobec innego użytkownika.' }), outcome: null, author: { id: 4, username: 'tomek_gamer' }, item: { text: 'Serio ktoś to kupuje? Tylko…', author: { id: 4, username: 'tomek_gamer' }, url: '/deals/7', hidden: true }, decided_by_me: true },
];
const members = [
  { id: 3, username: 'lowczyni_promocji', email: 'lowczyni_promocji@example.com', role: 'moderator', level: 'regular', created_at: iso(330), suspended_until: null, _count: { deals: 24, comments: 131, reports_against: 0, decisions_against: 0 } },
  { id: 4, username: 'tomek_gamer', email: 'tomek_gamer@example.com', role: 'member', level: 'member', created_at: iso(120), suspended_until: new Date(now + 6 * 86400000).toISOString(), _count: { deals: 5, comments: 48, reports_against: 7, decisions_against: 2 } },
  { id: 9, username: 'nowy_lowca', email: 'nowy.lowca@example.com', role: 'member', level: 'new', created_at: iso(3), suspended_until: null, _count: { deals: 1, comments: 2, reports_against: 1, decisions_against: 0 } },
];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [390, 1280]) {
  const login = await fetch(`${BASE}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'demo@example.com', password: 'demo12345' }) }).then((r) => r.json());
  const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, deviceScaleFactor: 1 });
  await context.addInitScript(([a, r]) => {
    // Once only: the app rotates the refresh token, and replaying the first one would revoke the session.
    if (localStorage.getItem('refreshToken')) return;
    localStorage.setItem('accessToken', a);
    localStorage.setItem('refreshToken', r);
    localStorage.setItem('consent', JSON.stringify({ analytics: false, advertising: false, decided_at: new Date().toISOString() }));
    localStorage.setItem('cookieBannerClosedAt', new Date().toISOString());
  }, [login.access_token, login.refresh_token]);
  const page = await context.newPage();
  // The appeals and member lookup endpoints are another helper's work: answered here with sample data.
  await page.route('**/api/moderation/appeals**', (route) => route.fulfill({ json: { data: appeals, metadata: { pages_count: 1, count: 2 } } }));
  await page.route('**/api/moderation/users?**', (route) => route.fulfill({ json: { data: members, metadata: { pages_count: 1, count: 3 } } }));
  const shot = async (path, name, after) => {
    await page.goto(`${BASE}${path}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(600);
    if (after) {
      try {
        await after();
      } catch (error) {
        await page.screenshot({ path: `/work/shots/console2/debug-${name}-${width}.png`, fullPage: true });
        throw error;
      }
    }
    await page.screenshot({ path: `/work/shots/console2/${name}-${width}.png`, fullPage: !name.includes('dialog') });
  };
  await shot('/moderation/appeals', 'appeals');
  await shot('/moderation/members?q=lo', 'members');
  await shot('/moderation/audit', 'audit');
  await shot('/moderation/members?q=lo', 'sanction-dialog', async () => {
    await page.getByRole('button', { name: 'Zawieś konto nowy_lowca' }).click({ timeout: 5000 });
    await page.getByRole('radio', { name: 'Inna' }).check({ force: true });
    await page.getByRole('button', { name: 'Zawieś', exact: true }).click();
    await page.waitForTimeout(300);
  });
  await shot('/moderation/appeals', 'appeal-dialog', async () => {
    await page.getByRole('button', { name: 'Odrzuć' }).first().click();
    await page.waitForTimeout(300);
  });
  await context.close();
}
await browser.close();
console.log('done');
