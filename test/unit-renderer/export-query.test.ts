/** Turning the table's visible columns and sort into an export's query parameters. */
import { describe, expect, it } from 'vitest';
import {
  columnsParamOf,
  exportQuery,
  sortParamOf,
} from '../../renderer/src/components/export/export-query.js';
import {
  discountOrderExport,
  locationExport,
  shopExport,
} from '../../shared/api/export-columns.js';

describe('sortParamOf', () => {
  it('is the first sorted column, with a minus when descending', () => {
    expect(sortParamOf([{ id: 'date', desc: true }], discountOrderExport)).toBe('-date');
    expect(sortParamOf([{ id: 'value_wt', desc: false }], discountOrderExport)).toBe('value_wt');
  });

  it('skips a UI-only column and is undefined without a sort', () => {
    expect(
      sortParamOf(
        [
          { id: 'location', desc: false },
          { id: 'name', desc: true },
        ],
        shopExport,
      ),
    ).toBe('-name');
    expect(sortParamOf([{ id: 'location', desc: false }], shopExport)).toBeUndefined();
    expect(sortParamOf([], discountOrderExport)).toBeUndefined();
    expect(sortParamOf(undefined, discountOrderExport)).toBeUndefined();
  });
});

describe('columnsParamOf', () => {
  it('keeps the on-screen order and leaves out repeats', () => {
    expect(columnsParamOf(['value_wt', 'date', 'shop'], discountOrderExport)).toBe(
      'value_wt,date,shop',
    );
    expect(columnsParamOf(['name', 'id', 'name'], shopExport)).toBe('name,id');
  });

  it('writes the export columns a table column stands for in its place', () => {
    expect(columnsParamOf(['customer', 'number', 'value_wt'], discountOrderExport)).toBe(
      'customer,email,number,link,value_wt',
    );
    expect(columnsParamOf(['name', 'location'], shopExport)).toBe('name,location_id');
    expect(columnsParamOf(['address', 'name'], locationExport)).toBe(
      'street,street_number,zipcode,city,country,name',
    );
  });

  it('is undefined when no columns are given or none is exportable', () => {
    expect(columnsParamOf(undefined, shopExport)).toBeUndefined();
    expect(columnsParamOf(['no-such-column'], shopExport)).toBeUndefined();
  });
});

describe('exportQuery', () => {
  const filters = { from: '2026-03-01', to: '2026-03-31' };

  it('adds format, delimiter, lang, columns and sort to the screen filters for CSV', () => {
    expect(
      exportQuery(filters, {
        format: 'csv',
        lang: 'nl',
        csvDialect: 'excel-nl',
        view: {
          table: discountOrderExport,
          columns: ['date', 'value_wt'],
          sorting: [{ id: 'value_wt', desc: true }],
        },
      }),
    ).toEqual({
      ...filters,
      format: 'csv',
      delimiter: ';',
      lang: 'nl',
      columns: 'date,value_wt',
      sort: '-value_wt',
    });
  });

  it('sends no delimiter for a workbook and no columns or sort without a table', () => {
    expect(
      exportQuery(filters, {
        format: 'xlsx',
        lang: 'en',
        csvDialect: 'excel-nl',
        view: { sorting: [{ id: 'date', desc: false }] },
      }),
    ).toEqual({
      ...filters,
      format: 'xlsx',
      delimiter: undefined,
      lang: 'en',
      columns: undefined,
      sort: undefined,
    });
  });

  // The CSV setting's default sends no delimiter in either language, so the service writes the
  // language's convention (Dutch `;`, English `,`: decisions/0083); an explicit choice is sent.
  it.each([
    ['nl', 'follow-language', undefined],
    ['en', 'follow-language', undefined],
    ['nl', 'comma', ','],
    ['en', 'excel-nl', ';'],
  ] as const)('in %s with the setting %s sends the delimiter %j', (lang, csvDialect, delimiter) => {
    const query = exportQuery(filters, { format: 'csv', lang, csvDialect, view: {} });
    expect(query).toMatchObject({ format: 'csv', lang });
    expect(query.delimiter).toBe(delimiter);
  });
});
