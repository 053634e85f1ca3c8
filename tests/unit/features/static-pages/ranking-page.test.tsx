import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as plMessages } from '@/locales/pl/messages.po';
import { RankingPage } from '@/features/static-pages/components/RankingPage';
import { FaqPage } from '@/features/static-pages/components/FaqPage';
import {
  EXPIRY_REPORT_WEIGHT,
  EXPIRY_REPORT_WEIGHT_NEEDED,
  HOT_DECAY_MS,
  NEW_ACCOUNT_LIMITS,
  STANDING_RULES,
  VOTE_WEIGHT,
} from '@/shared/standing';
import { i18n, renderInRouter } from '../../render';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const text = () => document.body.textContent ?? '';

afterEach(() => {
  act(() => i18n.loadAndActivate({ locale: 'pl', messages: plMessages }));
});

describe('how ranking works page', () => {
  it('publishes the formula, weights, levels, expiry rule and new-account limits with the numbers the code uses', async () => {
    await renderInRouter(<RankingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Jak działa ranking' })).toBeInTheDocument();
    expect(screen.getByText(`ranking = znak(w) · log₁₀(1 + |w|) + t / ${HOT_DECAY_MS / HOUR_MS} h`)).toBeInTheDocument();
    expect(screen.getByText(`Nowe konto – waga głosu ${VOTE_WEIGHT.new}`)).toBeInTheDocument();
    expect(screen.getByText(`Członek – waga głosu ${VOTE_WEIGHT.member}`)).toBeInTheDocument();
    expect(screen.getByText(`Stały bywalec – waga głosu ${VOTE_WEIGHT.regular}`)).toBeInTheDocument();
    const page = text();
    expect(page).toContain(`co najmniej ${STANDING_RULES.regularMinAgeMs / DAY_MS} dni temu`);
    expect(page).toContain(`co najmniej ${STANDING_RULES.regularMinVotes} głosów`);
    expect(page).toContain(`młodszego niż ${STANDING_RULES.newBadgeMs / DAY_MS} dni`);
    expect(page).toContain(`łączną wagę ${EXPIRY_REPORT_WEIGHT_NEEDED}`);
    expect(page).toContain(`zgłoszenia ${EXPIRY_REPORT_WEIGHT_NEEDED / EXPIRY_REPORT_WEIGHT.member} członków`);
    expect(page).toContain(`${Math.ceil(EXPIRY_REPORT_WEIGHT_NEEDED / EXPIRY_REPORT_WEIGHT.regular)} stałych bywalców`);
    expect(page).toContain(`najwyżej ${NEW_ACCOUNT_LIMITS.dealsPerDay} okazje dziennie`);
    expect(page).toContain(`najwyżej ${NEW_ACCOUNT_LIMITS.linksPerComment} link w jednym komentarzu`);
  });

  it('speaks English with the same numbers when English is active', async () => {
    act(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
    await renderInRouter(<RankingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'How ranking works' })).toBeInTheDocument();
    expect(screen.getByText(`Regular – vote weight ${VOTE_WEIGHT.regular}`)).toBeInTheDocument();
    expect(text()).toContain(`a regular’s ${EXPIRY_REPORT_WEIGHT.regular}`);
  });

  it('is linked from the FAQ', async () => {
    await renderInRouter(<FaqPage openId="ranking" />);
    expect(screen.getByRole('link', { name: 'Jak działa ranking' })).toHaveAttribute('href', '/ranking');
  });
});
