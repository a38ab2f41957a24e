import type { HourSales } from '../../../../shared/api/dashboard.js';
import { ChartFigure, ChartSvg } from '../../components/chart/ChartFrame.js';
import { useT } from '../../i18n/index.js';
import { formatMoney } from '../../lib/format.js';
import { useElementWidth } from '../../lib/use-element-width.js';

const HEIGHT = 180;
/** Room under the bars for the hours. */
const AXIS = 18;
/** Room above the bars for the highest amount, which the top line marks. */
const TOP = 20;

const clock = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

/**
 * Turnover incl. VAT per hour of the day as vertical bars, plain SVG at the container's width;
 * an hour with more refunds than sales goes below the zero line. Screen readers get the 24
 * hours as a table (ChartTable.tsx) instead of the drawing.
 */
export function HourBars({ hours }: { hours: readonly HourSales[] }) {
  const t = useT();
  const [ref, width] = useElementWidth<HTMLDivElement>(640);
  const slot = Math.max(120, width) / 24;
  const values = hours.map((hour) => hour.turnover_wt);
  const high = Math.max(0, ...values);
  const low = Math.min(0, ...values);
  const span = high - low || 1;
  const plotHeight = HEIGHT - AXIS - TOP;
  const y = (value: number) => TOP + ((high - value) / span) * plotHeight;
  const zero = y(0);
  // Every hour labelled where there is room, else every third.
  const labelEvery = slot >= 30 ? 1 : 3;
  const title = t('today.hours.chart');
  return (
    <ChartFigure
      title={title}
      testId="today-hour-chart"
      rows={hours.map((hour) => ({
        key: String(hour.hour),
        label: t('today.hours.hour', { from: clock(hour.hour), to: clock((hour.hour + 1) % 24) }),
        value: hour.turnover_wt,
      }))}
    >
      <ChartSvg boxRef={ref} width={width} height={HEIGHT}>
        <text x={0} y={12} className="chart__value">
          {formatMoney(high)}
        </text>
        <line x1={0} x2={width} y1={TOP} y2={TOP} className="chart__grid" />
        <line x1={0} x2={width} y1={zero} y2={zero} className="chart__axis" />
        {hours.map((hour) => {
          const x = hour.hour * slot;
          const top = y(Math.max(0, hour.turnover_wt));
          const bottom = y(Math.min(0, hour.turnover_wt));
          return (
            <g key={hour.hour}>
              <rect
                x={x + slot * 0.15}
                y={top}
                width={slot * 0.7}
                height={Math.max(hour.turnover_wt === 0 ? 0 : 1, bottom - top)}
                rx={2}
                className={hour.turnover_wt < 0 ? 'chart__bar chart__bar--negative' : 'chart__bar'}
              />
              {hour.hour % labelEvery === 0 ? (
                <text x={x + slot / 2} y={HEIGHT - 4} className="chart__label" textAnchor="middle">
                  {String(hour.hour).padStart(2, '0')}
                </text>
              ) : null}
            </g>
          );
        })}
      </ChartSvg>
    </ChartFigure>
  );
}
