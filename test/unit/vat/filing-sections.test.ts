/**
 * The VAT return's export sections of earlier filed periods' corrections: a filed period's
 * are those it declared ("Declared corrections" / "Aangegeven correcties"), an open period's
 * those still to declare ("Corrections of filed period" / "Correcties aangegeven periode"),
 * each row under the filed period it corrects.
 */
import { describe, expect, it } from 'vitest';
import type { VatFiling } from '../../../shared/api/vat-filings.js';
import type { VatReturn } from '../../../shared/api/vat-return.js';
import { vatFilingSections } from '../../../electron/service/domain/vat/vat-filing-sections.js';
import { localDate } from '../../../shared/api/common.js';

const corrections = [
  { rubriek: '1a' as const, country_iso2: null, turnover: -10, vat: -2.1, orders: [] },
];
const fromFiled = [
  {
    filing_id: 'vfp_q3',
    from: localDate.parse('2026-07-01'),
    to: localDate.parse('2026-09-30'),
    corrections,
  },
];
const filing: VatFiling = {
  id: 'vfp_q4',
  from: localDate.parse('2026-10-01'),
  to: localDate.parse('2026-12-31'),
  location_id: null,
  filed_at: '2027-01-20T10:00:00+01:00',
  filed_by: 'manager@demo.test',
  figures: { rubrieken: [], oss: [] },
  declared: fromFiled,
};
const overview = (filed: VatFiling | null) =>
  ({
    filed,
    as_filed: null,
    filing_history: [],
    corrections: [],
    corrections_from_filed: fromFiled,
  }) as unknown as VatReturn;

describe('the sections of earlier filed periods’ corrections', () => {
  it('names a filed period’s declared and an open period’s still to declare', () => {
    const last = (filed: VatFiling | null) => vatFilingSections(overview(filed), 'en').at(-1);
    expect(last(filing)?.title).toEqual({
      en: 'Declared corrections',
      nl: 'Aangegeven correcties',
    });
    expect(last(null)?.title).toEqual({
      en: 'Corrections of filed period',
      nl: 'Correcties aangegeven periode',
    });
    expect(last(filing)?.rows[0]?.slice(0, 3)).toEqual([
      '2026-07-01 – 2026-09-30',
      '1a',
      'Correction',
    ]);
  });
});
