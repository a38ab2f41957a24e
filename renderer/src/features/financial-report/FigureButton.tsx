import { createContext, useContext, useId } from 'react';
import type { ReportFigure } from '../../../../shared/api/financial-report-orders.js';
import type { FinancialReport } from '../../../../shared/api/financial-report.js';
import { Money } from '../../components/value/Money.js';
import { useT } from '../../i18n/index.js';
import { figureTitle } from './drill-figure.js';

/** The report on screen and how to open a figure's orders; absent: figures are plain text. */
interface Drill {
  report: FinancialReport;
  open: (figure: ReportFigure) => void;
}

export const DrillContext = createContext<Drill | null>(null);

/**
 * A figure of the report that sums orders: a button that opens the orders behind it. It looks
 * like the amount it is (a dotted underline on hover and focus says it can be opened), so the
 * table and its print stay as they were. Its name is the amount it shows (read as a Dutch
 * amount, Money.tsx); what it opens is its description.
 */
export function FigureButton({ figure, value }: { figure: ReportFigure; value: number }) {
  const t = useT();
  const drill = useContext(DrillContext);
  const descriptionId = useId();
  if (!drill) return <Money value={value} />;
  return (
    <>
      <button
        type="button"
        className="figure-link"
        aria-describedby={descriptionId}
        onClick={() => drill.open(figure)}
      >
        <Money value={value} />
      </button>
      <span id={descriptionId} hidden>
        {t('drill.open', { figure: figureTitle(t, drill.report, figure) })}
      </span>
    </>
  );
}
