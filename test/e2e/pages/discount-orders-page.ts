import type { Locator, Page } from '@playwright/test';
import { DataTableObject } from './data-table.js';
import { DateRangeControl } from './date-range.js';
import { ExportControl } from './export-control.js';
import { label } from './labels.js';

export class DiscountOrdersPage {
  readonly table: DataTableObject;
  readonly range: DateRangeControl;
  readonly shop: Locator;
  readonly onlyFull: Locator;
  readonly includeNegative: Locator;
  readonly count: Locator;
  readonly export: ExportControl;
  readonly error: Locator;
  readonly retry: Locator;

  constructor(page: Page) {
    this.table = new DataTableObject(page.getByRole('grid', { name: label('orders.tableLabel') }));
    this.range = new DateRangeControl(page);
    // By role: the table's "Winkel" column header and its resize handle carry the word too.
    this.shop = page.getByRole('combobox', { name: label('orders.shop') });
    this.onlyFull = page.getByRole('checkbox', { name: label('orders.onlyFull') });
    this.includeNegative = page.getByRole('checkbox', { name: label('orders.includeNegative') });
    this.count = page.getByText(/^\d+ orders$/);
    this.export = new ExportControl(page);
    this.error = page.getByRole('alert').filter({ hasText: label('state.error.upstream') });
    this.retry = page.getByRole('button', { name: label('state.retry') });
  }
}
