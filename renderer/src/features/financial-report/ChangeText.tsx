import { AmountText } from '../../components/value/AmountText.js';
import { useT } from '../../i18n/index.js';
import type { Change } from '../../lib/compare-period.js';
import { formatMoney, formatPercent } from '../../lib/format.js';

const signed = (text: string, value: number): string => (value > 0 ? `+${text}` : text);

/** "+€ 1.234,56". */
export const changeAmountText = (change: Change): string =>
  signed(formatMoney(change.amount), change.amount);

/** "+5,12%"; empty when there is no base to compare with. */
export const changePercentText = (change: Change): string =>
  change.percent === null ? '' : signed(formatPercent(change.percent, 'share'), change.percent);

/** "+€ 1.234,56 (+5,12%)": a change with its sign, and its share of the base when there is one. */
function changeText(change: Change): string {
  const percent = changePercentText(change);
  return percent ? `${changeAmountText(change)} (${percent})` : changeAmountText(change);
}

/** The class that marks a change as up, down or the same (neutral colours: up is not "good"). */
export const changeClass = (change: Change): string =>
  `change change--${change.amount > 0 ? 'up' : change.amount < 0 ? 'down' : 'same'}`;

/** A figure's change against the compared period, on a card. */
export function ChangeText({ change, against }: { change: Change; against: string }) {
  const t = useT();
  return (
    <span className={changeClass(change)}>
      <AmountText
        text={(marked) => t('report.compare.change', { ...marked, against })}
        amounts={{ change: changeText(change) }}
      />
    </span>
  );
}
