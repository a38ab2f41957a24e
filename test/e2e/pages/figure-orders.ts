import type { Locator, Page } from '@playwright/test';

/**
 * The report's figures that open their orders, and the drawer that shows them. Found by the
 * report's structure (section ids, table order), so the same page object serves both languages.
 */
export class ReportFigures {
  readonly drawer: Locator;

  constructor(private readonly page: Page) {
    this.drawer = page.getByRole('dialog');
  }

  private section(id: string): Locator {
    return this.page.locator(`section[aria-labelledby="${id}"]`);
  }

  /** A matrix amount: `cell` (first group, first shop), a group's total, a shop's, the grand one. */
  matrix(which: 'cell' | 'groupTotal' | 'shopTotal' | 'total'): Locator {
    const table = this.section('report-matrix').locator('table');
    const firstRow = table.locator('tbody tr').first();
    const foot = table.locator('tfoot tr');
    switch (which) {
      case 'cell':
        return firstRow.locator('td').first().getByRole('button');
      case 'groupTotal':
        return firstRow.locator('td.strong').getByRole('button');
      case 'shopTotal':
        return foot.locator('td').first().getByRole('button');
      case 'total':
        // The last figure of the totals row (a comparison adds plain columns after it).
        return foot.getByRole('button').last();
    }
  }

  /** A VAT table's first rate row (its `column`: 0 net, 1 VAT, 2 gross) or its total. */
  vat(section: 'direct' | 'notPaid', row: 'first' | 'total', column: 0 | 1 | 2): Locator {
    const table = this.section(section === 'direct' ? 'report-direct' : 'report-not-paid')
      .locator('table')
      .first();
    const tr = row === 'first' ? table.locator('tbody tr').first() : table.locator('tfoot tr');
    return tr.locator('td').nth(column).getByRole('button');
  }

  /** The payment methods' first row, or their total. */
  payment(row: 'first' | 'total'): Locator {
    const table = this.section('report-direct').locator('table').nth(1);
    const tr = row === 'first' ? table.locator('tbody tr').first() : table.locator('tfoot tr');
    return tr.locator('td').first().getByRole('button');
  }

  /** The drawer's totals row, in one measure's column. */
  total(measure: string): Locator {
    return this.drawer.locator(`tfoot td[data-measure="${measure}"]`);
  }
}
