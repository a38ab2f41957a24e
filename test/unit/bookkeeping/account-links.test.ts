/**
 * Accounts chosen, not numbered: posting uses the package account linked to a code of ours
 * before the one of the same code, and only one that takes memorial entries; the accounts
 * screen's suggestion is the same code, else the RGS code both sides have once, else the name
 * of what the mapping uses the account for, never an account that takes no memorial entries.
 */
import { describe, expect, it } from 'vitest';
import type { PackageLedger } from '../../../electron/service/data/bookkeeping/package-client.js';
import { suggestionsOf } from '../../../electron/service/domain/bookkeeping/account-suggestions.js';
import { packageMapOf } from '../../../electron/service/domain/bookkeeping/package-map.js';

const ledger = (
  id: string,
  code: string | null,
  name: string,
  takesJournalEntries = true,
  rgsCode: string | null = null,
): PackageLedger => ({ id, code, name, takesJournalEntries, rgsCode });

describe('links', () => {
  const ledgers = [
    ledger('1', '8010', 'Omzet'),
    ledger('2', null, 'Omzet kleding'),
    ledger('3', '13000.01', 'Debiteuren (facturen)', false),
  ];

  it('a link counts before the same code; a code of ours without either is a gap', () => {
    expect(packageMapOf(ledgers, null, ['8010'], []).ledgers.get('8010')?.id).toBe('1');
    const map = packageMapOf(ledgers, null, ['8010', '1300'], [], { '8010': '2' });
    expect(map.ledgers.get('8010')?.id).toBe('2');
    expect(map.gaps).toEqual([{ kind: 'account', code: '1300' }]);
  });

  it('an account that takes no memorial entries is no link, nor one the package lacks', () => {
    const map = packageMapOf(ledgers, null, ['1300', '8020'], [], { '1300': '3', '8020': '9' });
    expect(map.ledgers.size).toBe(0);
    expect(map.gaps.map((gap) => gap.code)).toEqual(['1300', '8020']);
  });
});

describe('suggestions', () => {
  it('the same code, else an RGS code both sides have once, else the name; never one that takes no entries', () => {
    const suggestions = suggestionsOf(
      [
        { account: '1000', rgs: 'BLimKasKas', uses: ['Kas'] },
        { account: '8010', rgs: 'WOmzNopOlh', uses: ['Omzet kleding'] },
        { account: '8020', rgs: 'WOmzNopOlh', uses: ['Omzet schoenen'] },
        { account: '1300', rgs: null, uses: ['Debiteuren (facturen)'] },
        { account: '1520', rgs: 'BSchBepBtwAfo', uses: ['Af te dragen btw hoog'] },
      ],
      [
        ledger('10', '1000', 'Kasboek'),
        ledger('11', '10000.01', 'Kas', true, 'BLimKasKas'),
        ledger('12', null, 'Omzet', true, 'WOmzNopOlh'),
        ledger('13', null, 'omzet  Kleding'),
        ledger('14', null, 'Omzet schoenen'),
        ledger('15', '13000.01', 'Debiteuren (facturen)', false),
        ledger('16', '16221.01', 'Btw', true, 'BSchBepBtwAfo'),
      ],
    );
    expect(Object.fromEntries(suggestions)).toEqual({
      '1000': { id: '10', by: 'code' },
      // Two of ours share the revenue code: by name, as the bookkeeper named them.
      '8010': { id: '13', by: 'name' },
      '8020': { id: '14', by: 'name' },
      '1520': { id: '16', by: 'rgs' },
    });
  });
});
