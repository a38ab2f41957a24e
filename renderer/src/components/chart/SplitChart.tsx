import { formatMoney, formatPercent } from '../../lib/format.js';
import { ChartFigure } from './ChartFrame.js';

interface SplitDatum {
  key: string;
  label: string;
  value: number;
}

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
const PALETTE_SIZE = 8;

/**
 * A donut of shares with a legend of amounts and percentages. The shares are only for
 * drawing; the amounts shown are the service's own. Screen readers get the legend's figures
 * as a table (ChartTable.tsx) instead of the drawing and its legend.
 */
export function SplitChart({ title, data }: { title: string; data: readonly SplitDatum[] }) {
  const positive = data.filter((datum) => datum.value > 0);
  const whole = positive.reduce((total, datum) => total + datum.value, 0);
  // Where each slice starts along the circle: the lengths of the slices before it.
  const lengths = positive.map((datum) => (whole > 0 ? (datum.value / whole) * CIRCUMFERENCE : 0));
  const starts = lengths.map((_, index) =>
    lengths.slice(0, index).reduce((total, length) => total + length, 0),
  );

  return (
    <ChartFigure
      title={title}
      className="chart--split"
      rows={data.map((datum) => ({
        ...datum,
        share: whole > 0 && datum.value > 0 ? (datum.value / whole) * 100 : undefined,
      }))}
    >
      <div className="chart__split">
        <svg className="chart__donut" viewBox="0 0 140 140" aria-hidden="true">
          <circle cx={70} cy={70} r={RADIUS} className="chart__track" />
          {positive.map((datum, index) => {
            const length = lengths[index] ?? 0;
            return (
              <circle
                key={datum.key}
                cx={70}
                cy={70}
                r={RADIUS}
                className={`chart__slice chart__slice--${index % PALETTE_SIZE}`}
                strokeDasharray={`${length} ${CIRCUMFERENCE - length}`}
                strokeDashoffset={-(starts[index] ?? 0)}
                transform="rotate(-90 70 70)"
              />
            );
          })}
        </svg>
        <ul className="chart__legend" aria-hidden="true">
          {data.map((datum) => {
            const slot = positive.indexOf(datum);
            return (
              <li key={datum.key} className="chart__legend-item">
                <span
                  className={`chart__swatch chart__slice--${slot >= 0 ? slot % PALETTE_SIZE : 'none'}`}
                  aria-hidden="true"
                />
                <span className="chart__legend-label">{datum.label}</span>
                <span className="chart__legend-value" lang="nl">
                  {formatMoney(datum.value)}
                </span>
                <span className="chart__legend-share">
                  {whole > 0 && datum.value > 0
                    ? formatPercent((datum.value / whole) * 100, 'share')
                    : ''}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </ChartFigure>
  );
}
