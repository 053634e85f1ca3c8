import { describe, expect, it } from 'vitest';
import {
  countLinks,
  EXPIRY_REPORT_WEIGHT,
  EXPIRY_REPORT_WEIGHT_NEEDED,
  HOT_DECAY_MS,
  hotRank,
  isNewAccount,
  STANDING_RULES,
  standingOf,
  VOTE_WEIGHT,
  type StandingFacts,
} from '@/shared/standing';

const NOW = new Date('2026-11-27T12:00:00Z');
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

/** A regular by every rule; each test moves one fact to its edge. */
const regular = (facts: Partial<StandingFacts> = {}): StandingFacts => ({
  createdAt: ago(STANDING_RULES.regularMinAgeMs),
  emailVerifiedAt: ago(STANDING_RULES.regularMinAgeMs),
  suspendedUntil: null,
  lastSanctionAt: null,
  votesCast: STANDING_RULES.regularMinVotes,
  commentsCount: 0,
  positiveComments: 0,
  dealsReachedBest: 1,
  ...facts,
});

describe('standingOf', () => {
  it('is new under a day old, member from exactly a day', () => {
    const member = { votesCast: 0, dealsReachedBest: 0 };
    expect(standingOf(regular({ ...member, createdAt: ago(STANDING_RULES.memberMinAgeMs - 1) }), NOW)).toBe('new');
    expect(standingOf(regular({ ...member, createdAt: ago(STANDING_RULES.memberMinAgeMs) }), NOW)).toBe('member');
  });

  it('is new while the e-mail is unverified or the account suspended, however old', () => {
    expect(standingOf(regular({ emailVerifiedAt: null }), NOW)).toBe('new');
    expect(standingOf(regular({ suspendedUntil: new Date(NOW.getTime() + 1) }), NOW)).toBe('new');
    expect(standingOf(regular({ suspendedUntil: NOW }), NOW)).toBe('regular');
  });

  it('is regular from exactly the minimum age, member a moment before', () => {
    expect(standingOf(regular(), NOW)).toBe('regular');
    expect(standingOf(regular({ createdAt: ago(STANDING_RULES.regularMinAgeMs - 1) }), NOW)).toBe('member');
  });

  it('needs activity: enough votes or enough comments', () => {
    expect(standingOf(regular({ votesCast: STANDING_RULES.regularMinVotes - 1 }), NOW)).toBe('member');
    expect(
      standingOf(regular({ votesCast: STANDING_RULES.regularMinVotes - 1, commentsCount: STANDING_RULES.regularMinComments - 1 }), NOW),
    ).toBe('member');
    expect(standingOf(regular({ votesCast: 0, commentsCount: STANDING_RULES.regularMinComments }), NOW)).toBe('regular');
  });

  it('needs judgement: a deal that reached best or enough positive comments', () => {
    expect(standingOf(regular({ dealsReachedBest: 0 }), NOW)).toBe('member');
    expect(standingOf(regular({ dealsReachedBest: 0, positiveComments: STANDING_RULES.regularMinPositiveComments - 1 }), NOW)).toBe(
      'member',
    );
    expect(standingOf(regular({ dealsReachedBest: 0, positiveComments: STANDING_RULES.regularMinPositiveComments }), NOW)).toBe('regular');
  });

  it('keeps a sanctioned account below regular for the sanction-free span', () => {
    expect(standingOf(regular({ lastSanctionAt: ago(STANDING_RULES.sanctionFreeMs - 1) }), NOW)).toBe('member');
    expect(standingOf(regular({ lastSanctionAt: ago(STANDING_RULES.sanctionFreeMs) }), NOW)).toBe('regular');
  });
});

describe('weights', () => {
  it('weighs votes 0 / 1 / 2 and expiry reports so that three members or two regulars suffice, new accounts never', () => {
    expect(VOTE_WEIGHT).toEqual({ new: 0, member: 1, regular: 2 });
    expect(3 * EXPIRY_REPORT_WEIGHT.member).toBeGreaterThanOrEqual(EXPIRY_REPORT_WEIGHT_NEEDED);
    expect(2 * EXPIRY_REPORT_WEIGHT.member).toBeLessThan(EXPIRY_REPORT_WEIGHT_NEEDED);
    expect(2 * EXPIRY_REPORT_WEIGHT.regular).toBeGreaterThanOrEqual(EXPIRY_REPORT_WEIGHT_NEEDED);
    expect(EXPIRY_REPORT_WEIGHT.regular).toBeLessThan(EXPIRY_REPORT_WEIGHT_NEEDED);
    expect(100 * EXPIRY_REPORT_WEIGHT.new).toBe(0);
  });
});

describe('isNewAccount (the "Nowy" badge)', () => {
  it('is shown under two weeks', () => {
    expect(isNewAccount(ago(STANDING_RULES.newBadgeMs - 1), NOW)).toBe(true);
    expect(isNewAccount(ago(STANDING_RULES.newBadgeMs), NOW)).toBe(false);
  });
});

describe('hotRank', () => {
  it('tells +1, 0 and −1 apart among deals posted minutes apart', () => {
    const up = hotRank(1, ago(10 * MINUTE_MS));
    const none = hotRank(0, ago(5 * MINUTE_MS));
    const down = hotRank(-1, NOW);
    expect(up).toBeGreaterThan(none);
    expect(none).toBeGreaterThan(down);
  });

  it('never depends on the clock: a deal keeps its rank, newer deals simply rank higher', () => {
    expect(hotRank(7, ago(HOUR_MS))).toBe(hotRank(7, ago(HOUR_MS)));
    expect(hotRank(0, NOW) - hotRank(0, ago(HOT_DECAY_MS))).toBeCloseTo(1, 12);
  });

  it('decays over hours: one trusted vote outweighs about 3.6 hours of age, not 4', () => {
    expect(hotRank(1, ago(3.5 * HOUR_MS))).toBeGreaterThan(hotRank(0, NOW));
    expect(hotRank(1, ago(4 * HOUR_MS))).toBeLessThan(hotRank(0, NOW));
  });

  it('decays over days: a day-old deal needs about a hundred times the score to stay level', () => {
    expect(hotRank(98, ago(DAY_MS))).toBeLessThan(hotRank(0, NOW));
    expect(hotRank(100, ago(DAY_MS))).toBeGreaterThan(hotRank(0, NOW));
    expect(hotRank(10_000, ago(3 * DAY_MS))).toBeLessThan(hotRank(1, NOW));
    expect(hotRank(100, ago(DAY_MS))).toBeLessThan(hotRank(10, ago(HOT_DECAY_MS)));
  });

  it('is symmetric around a zero score', () => {
    expect(hotRank(25, NOW) - hotRank(0, NOW)).toBeCloseTo(hotRank(0, NOW) - hotRank(-25, NOW), 12);
  });
});

describe('countLinks', () => {
  it('counts http(s) addresses and bare www. hosts once each', () => {
    expect(countLinks('bez linków, tylko kropka. i www')).toBe(0);
    expect(countLinks('https://sklep.pl/a')).toBe(1);
    expect(countLinks('HTTP://sklep.pl/a i https://www.inny.pl/b')).toBe(2);
    expect(countLinks('zobacz www.sklep.pl/promo, albo (www.inny.com)')).toBe(2);
    expect(countLinks('https://www.sklep.pl')).toBe(1);
  });
});
