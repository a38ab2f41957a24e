import type { ReactNode } from 'react';
import type { ReportFigure } from '../../../../shared/api/financial-report-orders.js';
import type { FinancialReport } from '../../../../shared/api/financial-report.js';
import type { ResolvedRange } from '../../lib/date-presets.js';
import { useT } from '../../i18n/index.js';
import { figureTitle } from './drill-figure.js';
import { DrillContext } from './FigureButton.js';
import { FigureOrders } from './FigureOrders.js';
import type { ReportFilter } from './queries.js';

/**
 * Makes the report's figures open their orders (FigureButton), and shows the open figure's
 * orders in a drawer. The figure lives in the address, so closing it is a step of its own.
 */
export function ReportDrill({
  report,
  filter,
  period,
  figure,
  onDrill,
  children,
}: {
  report: FinancialReport;
  filter: ReportFilter;
  period: ResolvedRange;
  figure: ReportFigure | null;
  onDrill: (figure: ReportFigure | null) => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <DrillContext.Provider value={{ report, open: onDrill }}>
      {children}
      {figure ? (
        <FigureOrders
          title={figureTitle(t, report, figure)}
          filter={filter}
          period={period}
          figure={figure}
          onClose={() => onDrill(null)}
        />
      ) : null}
    </DrillContext.Provider>
  );
}
