/**
 * What every chart is made of: a figure with its title, the drawing (hidden from screen
 * readers), and the same figures as a table for them (ChartTable.tsx).
 */
import type { ComponentProps, ReactNode, RefObject } from 'react';
import { ChartTable } from './ChartTable.js';

export function ChartFigure({
  title,
  rows,
  className,
  testId,
  children,
}: {
  title: string;
  /** The figures the drawing shows, for the table screen readers read. */
  rows: ComponentProps<typeof ChartTable>['rows'];
  /** Classes besides `chart`. */
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <figure className={className ? `chart ${className}` : 'chart'} data-testid={testId}>
      <figcaption className="chart__title">{title}</figcaption>
      {children}
      <ChartTable title={title} rows={rows} />
    </figure>
  );
}

/** A drawing as wide as its box, whose width `boxRef` measures (useElementWidth). */
export function ChartSvg({
  boxRef,
  width,
  height,
  children,
}: {
  boxRef: RefObject<HTMLDivElement | null>;
  width: number;
  height: number;
  children: ReactNode;
}) {
  return (
    <div ref={boxRef}>
      <svg
        className="chart__svg"
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        aria-hidden="true"
      >
        {children}
      </svg>
    </div>
  );
}
