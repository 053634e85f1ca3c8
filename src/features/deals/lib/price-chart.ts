import type { PricePoint } from '@/shared/schemas/deal';

/*
 * The price history chart as numbers: where each point, grid line and label goes in a box of a given size.
 * Pure, so the drawing component only paints what this decides and the geometry is tested without a browser.
 */

const DAY_MS = 86_400_000;
/** Prices are shown in whole units on the axis: a grid step is never below one złoty (100 minor units). */
const MIN_PRICE_STEP = 100;
/**
 * Over this span the axis names months (lis 2025), under it days (12 lis). At most 4 ticks spread over more than 120
 * days are over 40 days apart, so no two month labels repeat (a 90-day history named by months did: wrz, wrz, paź).
 */
const DAY_LABELS_MAX_DAYS = 120;
/** Under this span the axis names hours: a same-day history named by days says "27 lis" three times. */
const HOUR_LABELS_UNDER_MS = 2 * DAY_MS;

export interface ChartBox {
  width: number;
  height: number;
  /** Room kept free around the plot: the top for the highest grid line's label, the bottom for the dates. */
  padding: { top: number; right: number; bottom: number; left: number };
}

export interface PlottedPoint extends PricePoint {
  x: number;
  y: number;
  /** The deal the page shows posted or updated this price. */
  ofThisDeal: boolean;
  /** The latest price of the deal the page shows: "this deal" on the chart and in the table. */
  current: boolean;
  /** At the lowest price of the history. */
  lowest: boolean;
}

export interface PriceChart {
  points: PlottedPoint[];
  /** The step line: each price holds until the next one. */
  line: string;
  /** The same steps closed down to the plot's floor, for a light fill under the line. */
  area: string;
  gridLines: { y: number; price: number }[];
  dateTicks: { x: number; at: string; anchor: 'start' | 'middle' | 'end' }[];
  /** Whether the date ticks name hours (under two days), days (a short history) or months. */
  dateUnit: 'hour' | 'day' | 'month';
  lowest: { price: number; y: number };
  highest: number;
}

/** Oldest first, as the API sends them; sorted again so a chart never draws back in time whatever arrives. */
export function chronological(points: readonly PricePoint[]): PricePoint[] {
  return points
    .map((point, index) => ({ point, index, time: Date.parse(point.at) }))
    .sort((a, b) => a.time - b.time || a.index - b.index)
    .map(({ point }) => point);
}

/** The index of the deal's latest price among `points` (chronological), or -1 when none is the deal's. */
export function currentIndex(points: readonly PricePoint[], dealId: number): number {
  return points.findLastIndex((point) => point.deal_id === dealId);
}

/**
 * Grid prices covering `low`..`high` in about `count` round steps (1, 2 or 5 times a power of ten, at least one
 * złoty), starting and ending on a step so the outermost lines frame every point.
 */
export function priceTicks(low: number, high: number, count = 4): number[] {
  // A flat history still needs a scale: a tenth of the price either side, at least a złoty.
  const spread = high > low ? high - low : Math.max(MIN_PRICE_STEP, Math.round(high * 0.1)) * 2;
  const rough = spread / Math.max(1, count - 1);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const normalized = rough / magnitude;
  const step = Math.max(MIN_PRICE_STEP, (normalized <= 1 ? 1 : normalized <= 2 ? 2 : normalized <= 5 ? 5 : 10) * magnitude);
  const centre = (low + high) / 2;
  const from = Math.max(0, Math.floor((high > low ? low : centre - spread / 2) / step) * step);
  const to = Math.ceil((high > low ? high : centre + spread / 2) / step) * step;
  const ticks: number[] = [];
  for (let price = from; price <= to; price += step) ticks.push(price);
  return ticks.length >= 2 ? ticks : [from, from + step];
}

/** Up to `count` instants evenly spread from the first to the last (the ends included). */
function dateTickTimes(first: number, last: number, count: number): number[] {
  if (last <= first) return [first];
  return Array.from({ length: count }, (_, i) => first + ((last - first) * i) / (count - 1));
}

/** Lays out `points` (chronological, one currency) in `box`; `dealId` is the deal the page shows. */
export function priceChart(points: readonly PricePoint[], dealId: number, box: ChartBox): PriceChart {
  const { width, height, padding } = box;
  const plotLeft = padding.left;
  const plotRight = width - padding.right;
  const plotTop = padding.top;
  const plotBottom = height - padding.bottom;
  const prices = points.map((point) => point.price);
  const lowest = Math.min(...prices);
  const highest = Math.max(...prices);
  // The axis starts at half the highest price at most: started just under the data, a 5% drop filled the
  // plot's height and looked like a collapse.
  const ticks = priceTicks(Math.min(lowest, Math.floor(highest / 2)), highest);
  const floor = ticks[0] ?? 0;
  const ceiling = ticks[ticks.length - 1] ?? 1;
  const y = (price: number) => plotBottom - ((price - floor) / (ceiling - floor)) * (plotBottom - plotTop);

  const times = points.map((point) => Date.parse(point.at));
  const first = times[0] ?? 0;
  const last = times[times.length - 1] ?? 0;
  // Prices all given at one instant (a deal and its update in one go) are spread evenly instead of on one x.
  const x =
    last > first
      ? (time: number) => plotLeft + ((time - first) / (last - first)) * (plotRight - plotLeft)
      : (_time: number, index: number) => plotLeft + (points.length > 1 ? (index / (points.length - 1)) * (plotRight - plotLeft) : 0);

  const current = currentIndex(points, dealId);
  const plotted: PlottedPoint[] = points.map((point, index) => ({
    ...point,
    x: x(times[index] ?? first, index),
    y: y(point.price),
    ofThisDeal: point.deal_id === dealId,
    current: index === current,
    lowest: point.price === lowest,
  }));

  const [start, ...rest] = plotted;
  const line = start ? [`M${start.x} ${start.y}`, ...rest.map((point) => `H${point.x}V${point.y}`)].join('') : '';
  const lastPoint = plotted[plotted.length - 1];
  const area = start && lastPoint ? `${line}V${plotBottom}H${start.x}Z` : '';

  const tickTimes = dateTickTimes(first, last, width < 480 ? 3 : 4);
  const dateTicks = tickTimes.map((time, index) => ({
    x: last > first ? x(time, index) : (plotLeft + plotRight) / 2,
    at: new Date(time).toISOString(),
    anchor:
      tickTimes.length === 1
        ? ('middle' as const)
        : index === 0
          ? ('start' as const)
          : index === tickTimes.length - 1
            ? ('end' as const)
            : ('middle' as const),
  }));

  return {
    points: plotted,
    line,
    area,
    gridLines: ticks.map((price) => ({ price, y: y(price) })),
    dateTicks,
    dateUnit: last - first < HOUR_LABELS_UNDER_MS ? 'hour' : last - first <= DAY_LABELS_MAX_DAYS * DAY_MS ? 'day' : 'month',
    lowest: { price: lowest, y: y(lowest) },
    highest,
  };
}
