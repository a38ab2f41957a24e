import type { Locator } from '@playwright/test';

/** The generic virtualised grid: rows in view, header sort buttons, the totals row. */
export class DataTableObject {
  constructor(readonly grid: Locator) {}

  /** Body rows currently rendered (the header row has aria-rowindex 1). */
  get bodyRows(): Locator {
    return this.grid.locator('tbody [role="row"]');
  }

  row(index: number): Locator {
    return this.bodyRows.nth(index);
  }

  rowContaining(text: string): Locator {
    return this.bodyRows.filter({ hasText: text });
  }

  header(name: string): Locator {
    return this.grid.getByRole('columnheader', { name });
  }

  async sortBy(name: string): Promise<void> {
    await this.header(name).getByRole('button').click();
  }

  get totals(): Locator {
    return this.grid.locator('tfoot [role="row"]');
  }

  async cellTexts(row: Locator): Promise<string[]> {
    return row.getByRole('gridcell').allInnerTexts();
  }
}
