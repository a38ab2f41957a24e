import { formatMoney } from '../../lib/format.js';
import type { ReactNode } from 'react';
import { ChartFigure, ChartSvg } from './ChartFrame.js';
import { useElementWidth } from '../../lib/use-element-width.js';

interface BarDatum {
  key: string;
  label: string;
  value: number;
}

const ROW = 30;
/** Room for "€ -12.345.678,90" at the chart's value size. */
const VALUE_WIDTH = 118;
/** About one character of a label at the chart's label size, to shorten what cannot fit. */
const LABEL_CHAR_WIDTH = 7;

/** A label cut to the room it has, with an ellipsis; the whole label stays in its title. */
function fitLabel(label: string, width: number): string {
  const room = Math.max(4, Math.floor((width - 10) / LABEL_CHAR_WIDTH));
  return label.length > room ? `${label.slice(0, room - 1)}…` : label;
}

/** A row's words, ending at `x` and centred on the row that starts at `y`. */
function RowText({
  x,
  y,
  className,
  children,
}: {
  x: number;
  y: number;
  className: string;
  children: ReactNode;
}) {
  return (
    <text x={x} y={y + ROW / 2} className={className} textAnchor="end" dominantBaseline="middle">
      {children}
    </text>
  );
}

/**
 * Horizontal bars for euro amounts, drawn as plain SVG at the container's real width.
 * Negative values (more returns than sales) grow left of the zero line. Screen readers get
 * the amounts as a table (ChartTable.tsx) instead of the drawing.
 */
export function BarChart({ title, data }: { title: string; data: readonly BarDatum[] }) {
  const [ref, width] = useElementWidth<HTMLDivElement>(480);
  const labelWidth = Math.min(180, Math.round(width * 0.34));
  const plotWidth = Math.max(40, width - labelWidth - VALUE_WIDTH - 8);
  const low = Math.min(0, ...data.map((datum) => datum.value));
  const high = Math.max(0, ...data.map((datum) => datum.value));
  const span = high - low || 1;
  const x = (value: number) => labelWidth + ((value - low) / span) * plotWidth;
  const zero = x(0);
  const height = data.length * ROW + 4;

  return (
    <ChartFigure title={title} rows={data}>
      <ChartSvg boxRef={ref} width={width} height={height}>
        <line x1={zero} x2={zero} y1={0} y2={height} className="chart__axis" />
        {data.map((datum, index) => {
          const y = index * ROW + 2;
          const end = x(datum.value);
          return (
            <g key={datum.key}>
              <RowText x={labelWidth - 10} y={y} className="chart__label">
                <title>{datum.label}</title>
                {fitLabel(datum.label, labelWidth)}
              </RowText>
              <rect
                x={Math.min(zero, end)}
                y={y + 6}
                width={Math.max(1, Math.abs(end - zero))}
                height={ROW - 12}
                rx={3}
                className={datum.value < 0 ? 'chart__bar chart__bar--negative' : 'chart__bar'}
              />
              <RowText x={width - 2} y={y} className="chart__value">
                {formatMoney(datum.value)}
              </RowText>
            </g>
          );
        })}
      </ChartSvg>
    </ChartFigure>
  );
}
