import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { formatMediumDate, formatMoney } from '@/lib/format';
import { formatDayMonth, formatDayTime, formatMonthYear } from '@/lib/format/axis-date';
import type { PricePoint } from '@/shared/schemas/deal';
import { chronological, priceChart, type ChartBox } from '../lib/price-chart';
import styles from './PriceHistory.module.css';

/** The plot's height in px; PriceHistory.module.css reserves the same (`.plot`), so the skeleton is as tall. */
const CHART_HEIGHT = 220;
/** Until the plot is measured (and where nothing can be measured), it is drawn this wide. */
const FALLBACK_WIDTH = 640;
const PADDING: ChartBox['padding'] = { top: 18, right: 8, bottom: 24, left: 8 };

/**
 * The plot's width in px, followed as it changes: the chart is drawn at its real size rather than scaled, so its
 * labels keep their size on a 390 px phone. Measured before the first paint (the chart renders in the browser only).
 */
function usePlotWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const plot = ref.current;
    if (!plot) return;
    const measure = () => setWidth(Math.round(plot.getBoundingClientRect().width) || FALLBACK_WIDTH);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(plot);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

interface PriceHistoryChartProps {
  /** At least two prices of one currency. */
  points: readonly PricePoint[];
  /** The deal the page shows: its latest price is "this deal". */
  dealId: number;
}

/**
 * The prices as a step line (a price holds until the next one), the lowest marked by a dashed line and green dots,
 * this deal by an orange dot; a legend, and the same points as a table for keyboards and screen readers.
 */
export function PriceHistoryChart({ points, dealId }: PriceHistoryChartProps) {
  const { t, i18n } = useLingui();
  const [plotRef, width] = usePlotWidth();
  const sorted = useMemo(() => chronological(points), [points]);
  const chart = priceChart(sorted, dealId, { width: width || FALLBACK_WIDTH, height: CHART_HEIGHT, padding: PADDING });
  const currency = sorted[0]?.currency ?? 'PLN';
  const money = (price: number) => formatMoney(price, currency);
  const axisFormats = { hour: formatDayTime, day: formatDayMonth, month: formatMonthYear };
  const axisDate = (at: string) => axisFormats[chart.dateUnit](at, i18n.locale);
  const current = chart.points.find((point) => point.current);
  const currentText = current ? money(current.price) : null;
  // The last time it was this cheap tells more than the first.
  const lastLowest = chart.points.findLast((point) => point.lowest);
  const lastLowestDate = lastLowest ? formatMediumDate(lastLowest.at, i18n.locale) : null;

  const lowestText = money(chart.lowest.price);
  const highestText = money(chart.highest);
  const count = sorted.length;
  const summary = t`Price history: from ${lowestText} to ${highestText}, ${plural(count, { one: '# price', other: '# prices' })}`;
  // A note said again on every row of a run ("this deal, earlier price" five times) is said once.
  const notes = chart.points.map((point) =>
    [point.current ? t`This deal` : point.ofThisDeal ? t`This deal, earlier price` : null, point.lowest ? t`Lowest` : null]
      .filter((note) => note !== null)
      .join(', '),
  );

  return (
    <div className={styles.body}>
      <div ref={plotRef} className={styles.plot}>
        {width > 0 && (
          <svg
            className={styles.svg}
            role="img"
            aria-label={summary}
            width="100%"
            height={CHART_HEIGHT}
            viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
          >
            {chart.gridLines.map((line) => (
              <g key={line.price}>
                <line className={styles.gridLine} x1={0} x2={width} y1={line.y} y2={line.y} />
                <text className={styles.gridLabel} x={PADDING.left} y={line.y - 4}>
                  {money(line.price)}
                </text>
              </g>
            ))}
            <path className={styles.area} d={chart.area} />
            <line className={styles.lowestLine} x1={PADDING.left} x2={width - PADDING.right} y1={chart.lowest.y} y2={chart.lowest.y} />
            <path className={styles.line} d={chart.line} />
            {chart.points.map((point, index) => (
              <g key={`${point.at}-${point.deal_id}-${index}`}>
                {point.current && <circle className={styles.currentHalo} cx={point.x} cy={point.y} r={11} />}
                <circle
                  className={
                    point.current ? styles.current : point.lowest ? styles.lowest : point.ofThisDeal ? styles.ofThisDeal : styles.point
                  }
                  cx={point.x}
                  cy={point.y}
                  r={point.current ? 6 : point.lowest ? 4.5 : 3.5}
                >
                  <title>{`${formatMediumDate(point.at, i18n.locale)}: ${money(point.price)}`}</title>
                </circle>
              </g>
            ))}
            {chart.dateTicks.map((tick) => (
              <text key={tick.at} className={styles.dateLabel} x={tick.x} y={CHART_HEIGHT - 6} textAnchor={tick.anchor}>
                {axisDate(tick.at)}
              </text>
            ))}
          </svg>
        )}
      </div>

      <ul className={styles.legend}>
        {currentText !== null && (
          <li>
            <span className={styles.keyCurrent} aria-hidden="true" />
            <Trans>This deal: {currentText}</Trans>
          </li>
        )}
        {lastLowestDate !== null && (
          <li>
            <span className={styles.keyLowest} aria-hidden="true" />
            <Trans>
              Lowest: {lowestText}, {lastLowestDate}
            </Trans>
          </li>
        )}
      </ul>

      <details className={styles.details}>
        <summary className={styles.summary}>
          <Trans>Show as a table</Trans>
        </summary>
        <table className={styles.table}>
          <caption className="visually-hidden">{summary}</caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Date</Trans>
              </th>
              <th scope="col">
                <Trans>Price</Trans>
              </th>
              <th scope="col">
                <Trans>Note</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {chart.points.map((point, index) => {
              const note = notes[index] ?? '';
              return (
                <tr
                  key={`${point.at}-${point.deal_id}-${index}`}
                  aria-current={point.current || undefined}
                  className={point.current ? styles.currentRow : undefined}
                >
                  <td className={styles.dateCell}>
                    <time dateTime={point.at}>{formatMediumDate(point.at, i18n.locale)}</time>
                  </td>
                  <td className={styles.priceCell}>{money(point.price)}</td>
                  <td>{index > 0 && note === notes[index - 1] ? '' : note}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </details>
    </div>
  );
}
