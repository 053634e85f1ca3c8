import { describe, expect, it } from 'vitest';
import { idFromPath, MAX_ID } from '@/shared/ids';

describe('an id written in a path', () => {
  it('reads a positive whole number up to the largest id the database holds', () => {
    expect(idFromPath('1')).toBe(1);
    expect(idFromPath('42')).toBe(42);
    expect(idFromPath(String(MAX_ID))).toBe(MAX_ID);
  });

  it('refuses what no row can have: zero, leading zeros, signs, decimals, text and ids past the largest', () => {
    for (const raw of ['', '0', '007', '-1', '+1', '1.5', '1e3', 'abc', ' 1', String(MAX_ID + 1), '99999999999']) {
      expect(idFromPath(raw), raw).toBeNull();
    }
  });
});
