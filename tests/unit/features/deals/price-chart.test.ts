import { describe, expect, it } from 'vitest';
import { chronological, currentIndex, priceChart, priceTicks, type ChartBox } from '@/features/deals/lib/price-chart';
import type { PricePoint } from '@/shared/schemas/deal';

const point = (at: string, price: number, dealId: number): PricePoint => ({ at, price, currency: 'PLN', deal_id: dealId });

const BOX: ChartBox = { width: 400, height: 200, padding: { top: 20, right: 0, bottom: 20, left: 0 } };

describe('price chart geometry', () => {
  it('puts points in time order, keeping the API’s order for equal times', () => {
    const a = point('2025-03-01T00:00:00Z', 100, 1);
    const b = point('2025-01-01T00:00:00Z', 200, 2);
    const c = point('2025-03-01T00:00:00Z', 300, 3);
    expect(chronological([a, b, c])).toEqual([b, a, c]);
  });

  it('finds the deal’s latest price as "this deal"', () => {
    const points = [point('2025-01-01T00:00:00Z', 100, 5), point('2025-02-01T00:00:00Z', 90, 6), point('2025-03-01T00:00:00Z', 80, 5)];
    expect(currentIndex(points, 5)).toBe(2);
    expect(currentIndex(points, 6)).toBe(1);
    expect(currentIndex(points, 7)).toBe(-1);
  });

  it('grids prices in round steps of whole złoty that frame every point', () => {
    expect(priceTicks(89_900, 129_900)).toEqual([80_000, 100_000, 120_000, 140_000]);
    expect(priceTicks(1_999, 2_499)).toEqual([1_800, 2_000, 2_200, 2_400, 2_600]);
    // Cheap things still step by a złoty at least.
    expect(priceTicks(150, 250)).toEqual([100, 200, 300]);
    // A flat history gets a scale around its price.
    const flat = priceTicks(50_000, 50_000);
    expect(flat[0]).toBeLessThan(50_000);
    expect(flat[flat.length - 1]).toBeGreaterThan(50_000);
  });

  it('draws each price as a step held until the next one, in the box, the lowest and this deal marked', () => {
    const points = [
      point('2025-01-01T00:00:00Z', 120_000, 1),
      point('2025-01-11T00:00:00Z', 80_000, 2),
      point('2025-01-21T00:00:00Z', 100_000, 3),
    ];
    const chart = priceChart(points, 3, BOX);
    // Grid 60 000..120 000 over y 180..20 (the axis starts at half the highest price at most); time over x 0..400.
    expect(chart.gridLines.map((line) => line.price)).toEqual([60_000, 80_000, 100_000, 120_000]);
    const lowY = 180 - (20 / 60) * 160;
    const midY = 180 - (40 / 60) * 160;
    expect(chart.points.map(({ x }) => x)).toEqual([0, 200, 400]);
    chart.points.forEach(({ y }, i) => expect(y).toBeCloseTo([20, lowY, midY][i] ?? NaN));
    expect(chart.line).toBe(`M0 20H200V${chart.points[1]?.y}H400V${chart.points[2]?.y}`);
    expect(chart.area).toBe(`${chart.line}V180H0Z`);
    expect(chart.lowest.price).toBe(80_000);
    expect(chart.lowest.y).toBeCloseTo(lowY);
    expect(chart.points.map((p) => [p.lowest, p.current, p.ofThisDeal])).toEqual([
      [false, false, false],
      [true, false, false],
      [false, true, true],
    ]);
    expect(chart.dateUnit).toBe('day');
    expect(chart.dateTicks.map((tick) => [tick.x, tick.anchor])).toEqual([
      [0, 'start'],
      [200, 'middle'],
      [400, 'end'],
    ]);
  });

  it('starts the price axis at half the highest price at most, so a 5% drop looks like one', () => {
    const chart = priceChart([point('2025-01-01T00:00:00Z', 100_000, 1), point('2025-01-11T00:00:00Z', 95_000, 2)], 2, BOX);
    expect(chart.gridLines[0]?.price).toBeLessThanOrEqual(50_000);
    // The drop takes a small part of the plot's height, not all of it.
    expect((chart.lowest.y - (chart.points[0]?.y ?? 0)) / 160).toBeLessThan(0.15);
  });

  it('names hours on the axis of a history under two days', () => {
    const sameDay = priceChart([point('2025-11-27T08:00:00Z', 100_000, 1), point('2025-11-27T09:30:00Z', 95_000, 2)], 2, BOX);
    expect(sameDay.dateUnit).toBe('hour');
    const twoDays = priceChart([point('2025-11-25T08:00:00Z', 100_000, 1), point('2025-11-27T09:30:00Z', 95_000, 2)], 2, BOX);
    expect(twoDays.dateUnit).toBe('day');
  });

  it('names months on the axis of a long history and spreads prices given at one instant', () => {
    const long = priceChart([point('2025-01-01T00:00:00Z', 100_000, 1), point('2025-09-01T00:00:00Z', 90_000, 2)], 2, BOX);
    expect(long.dateUnit).toBe('month');
    // 90 days named by months would repeat a month among 4 ticks (wrz, wrz, paź, lis): they are named by days.
    const quarter = priceChart([point('2026-08-28T00:00:00Z', 100_000, 1), point('2026-11-24T00:00:00Z', 90_000, 2)], 2, BOX);
    expect(quarter.dateUnit).toBe('day');
    const sameInstant = priceChart([point('2025-01-01T00:00:00Z', 100_000, 1), point('2025-01-01T00:00:00Z', 90_000, 1)], 1, BOX);
    expect(sameInstant.points.map((p) => p.x)).toEqual([0, 400]);
  });
});
