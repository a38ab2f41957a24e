/**
 * The accounts docs/journal.md recommends sharing (cash, debtors, gift cards) get their own RGS
 * code when payment types that are otherwise money on its way are cleared on them; they got
 * none (issue 67). Accounts whose uses really disagree still get none.
 */
import { describe, expect, it } from 'vitest';
import {
  RGS,
  suggestedRgsForUses,
  type RgsUse,
} from '../../../electron/service/domain/ledger/rgs-suggestions.js';

const cleared = (...types: string[]): RgsUse[] =>
  types.map((typeAlias) => ({ role: 'clearing', typeAlias }));

describe('the RGS suggestion of a shared account', () => {
  it('1000: cash with the returns and balance paid out of the till is Kas', () => {
    expect(suggestedRgsForUses(cleared('Cash', 'Returns', 'PaymentBalance'))).toBe(RGS.cash);
  });

  it('1300: debtors with "Op rekening" and the bank transfers that settle them', () => {
    const uses: RgsUse[] = [{ role: 'debtors' }, ...cleared('OnAccount', 'BankTransfer')];
    expect(suggestedRgsForUses(uses)).toBe(RGS.debtors);
  });

  it('1610: the gift-card liability with its own and another issuer’s cards', () => {
    const uses: RgsUse[] = [
      { role: 'gift_cards' },
      ...cleared('OnlineGiftCard', 'ExternalGiftCard'),
    ];
    expect(suggestedRgsForUses(uses)).toBe(RGS.vouchers);
  });

  it('stays without one where the account’s own uses disagree', () => {
    expect(suggestedRgsForUses([{ role: 'debtors' }, ...cleared('Cash')])).toBeNull();
    expect(suggestedRgsForUses([{ role: 'gift_cards' }, { role: 'debtors' }])).toBeNull();
    expect(suggestedRgsForUses(cleared('Pin', 'Web'))).toBe(RGS.inTransit);
  });
});
