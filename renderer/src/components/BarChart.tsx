import { formatMoney } from '../lib/format.js';

export interface BarDatum {
  key: string;
  label: string;
  value: number;
}

const ROW = 30;
const LABEL_WIDTH = 190;
const VALUE_WIDTH = 110;
const WIDTH = 640;

/**
 * Horizontal bars for euro amounts, drawn as plain SVG. Negative values (more returns than
 * sales) grow left of the zero line.
 */
export function BarChart({ title, data }: { title: string; data: readonly BarDatum[] }) {
  const plotWidth = WIDTH - LABEL_WIDTH - VALUE_WIDTH;
  const low = Math.min(0, ...data.map((datum) => datum.value));
  const high = Math.max(0, ...data.map((datum) => datum.value));
  const span = high - low || 1;
  const x = (value: number) => LABEL_WIDTH + ((value - low) / span) * plotWidth;
  const zero = x(0);
  const height = data.length * ROW + 8;

  return (
    <figure className="chart">
      <figcaption className="chart__title">{title}</figcaption>
      <svg
        className="chart__svg"
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-label={`${title}: ${data.map((datum) => `${datum.label} ${formatMoney(datum.value)}`).join('; ')}`}
      >
        <line x1={zero} x2={zero} y1={0} y2={height} className="chart__axis" />
        {data.map((datum, index) => {
          const y = index * ROW + 4;
          const start = Math.min(zero, x(datum.value));
          const width = Math.max(1, Math.abs(x(datum.value) - zero));
          return (
            <g key={datum.key}>
              <text
                x={LABEL_WIDTH - 10}
                y={y + ROW / 2}
                className="chart__label"
                textAnchor="end"
                dominantBaseline="middle"
              >
                {datum.label.length > 26 ? `${datum.label.slice(0, 25)}…` : datum.label}
              </text>
              <rect
                x={start}
                y={y + 5}
                width={width}
                height={ROW - 10}
                rx={3}
                className={datum.value < 0 ? 'chart__bar chart__bar--negative' : 'chart__bar'}
              />
              <text
                x={WIDTH - 4}
                y={y + ROW / 2}
                className="chart__value"
                textAnchor="end"
                dominantBaseline="middle"
              >
                {formatMoney(datum.value)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
