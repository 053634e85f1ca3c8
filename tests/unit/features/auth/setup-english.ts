import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { hideAlert } from '@/lib/alerts';
import { messages as enMessages } from '@/locales/en/messages.po';
import { messages as plMessages } from '@/locales/pl/messages.po';
import { i18n } from '../../render';

/**
 * English is the source language, so assertions on the validation and error texts do not change when the Polish catalog
 * is filled in. Alerts and stubs are module state: reset after each test.
 */
export function englishAndCleanStatePerTest(): void {
  // Whole-app renders with typing take a few seconds each on a shared 2-core machine.
  vi.setConfig({ testTimeout: 30_000 });
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: enMessages }));
  afterAll(() => i18n.loadAndActivate({ locale: 'pl', messages: plMessages }));
  afterEach(() => {
    hideAlert();
    vi.unstubAllGlobals();
  });
}

export const PROFILE = {
  id: 7,
  username: 'ola',
  email: 'ola@example.com',
  phone: null,
  birthdate: null,
  gender: null,
  avatar_url: '/media/avatars/7.webp',
  marketing_consent_granted_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  market_id: 1,
  user_points: [{ market_id: 1, points: 10 }],
  _count: { user_votes: 0, deal_comments: 0, deals: 0 },
};
