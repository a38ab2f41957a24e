import type { FinancialReportDirectPaid } from '../../../../shared/api/financial-report.js';
import { AmountText } from '../../components/value/AmountText.js';
import { useT } from '../../i18n/index.js';
import { formatMoney } from '../../lib/format.js';

/** Green when the payments equal the directly-paid total; otherwise the difference, plainly. */
export function BalanceCheck({ check }: { check: FinancialReportDirectPaid['balance_check'] }) {
  const t = useT();
  const values = {
    payments: formatMoney(check.payments_total),
    expected: formatMoney(check.expected_total),
    difference: formatMoney(check.difference),
  };
  return (
    <p
      className={`balance ${check.ok ? 'balance--ok' : 'balance--off'}`}
      role="status"
      data-testid="balance-check"
    >
      <span className="balance__mark" aria-hidden="true">
        {check.ok ? '✓' : '!'}
      </span>
      <AmountText
        text={(marked) => t(check.ok ? 'report.balanceOk' : 'report.balanceOff', marked)}
        amounts={values}
      />
    </p>
  );
}
