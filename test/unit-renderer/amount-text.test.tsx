/**
 * A sentence's amounts are marked as Dutch notation (lang="nl") and the rest of the sentence
 * is the translation as it is: in jsdom, the English "incl. VAT" line and a two-amount one.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AmountText } from '../../renderer/src/components/value/AmountText.js';
import { translate } from '../../renderer/src/i18n/index.js';

describe('AmountText', () => {
  it('marks each amount as Dutch and keeps the sentence around it', () => {
    const html = renderToStaticMarkup(
      <AmountText
        text={(marked) => translate('en', 'report.inclVat', marked)}
        amounts={{ amount: '€ 1.234,56' }}
      />,
    );
    expect(html).toBe(
      translate('en', 'report.inclVat', { amount: '<span lang="nl">€ 1.234,56</span>' }),
    );
  });

  it('marks every amount of a sentence, in its place', () => {
    const html = renderToStaticMarkup(
      <AmountText
        text={(marked) => `paid ${marked.paid ?? ''} of ${marked.due ?? ''}.`}
        amounts={{ paid: '€ 5,00', due: '€ 7,50' }}
      />,
    );
    expect(html).toBe('paid <span lang="nl">€ 5,00</span> of <span lang="nl">€ 7,50</span>.');
  });
});
