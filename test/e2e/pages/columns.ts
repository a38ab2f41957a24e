import type { Locator, Page } from '@playwright/test';
import { label } from './labels.js';

/** The "Kolommen" popover of a table screen, and the table's headers as the user arranged them. */
export class ColumnsControl {
  readonly button: Locator;
  readonly panel: Locator;
  readonly reset: Locator;

  constructor(
    page: Page,
    private readonly grid: Locator,
  ) {
    this.button = page.getByRole('button', { name: label('columns.button'), exact: true });
    this.panel = page.getByRole('dialog', { name: label('columns.title') });
    this.reset = this.panel.getByRole('button', { name: label('columns.reset') });
  }

  async open(): Promise<void> {
    if ((await this.button.getAttribute('aria-expanded')) !== 'true') await this.button.click();
  }

  checkbox(column: string): Locator {
    return this.panel.getByRole('checkbox', { name: column, exact: true });
  }

  moveUp(column: string): Locator {
    return this.panel.getByRole('button', { name: label('columns.moveUp', { column }) });
  }

  moveDown(column: string): Locator {
    return this.panel.getByRole('button', { name: label('columns.moveDown', { column }) });
  }

  header(column: string): Locator {
    return this.grid.getByRole('columnheader', { name: column, exact: true });
  }

  /** The header's right edge, for the mouse (hidden from the keyboard and screen readers). */
  resizeHandle(column: string): Locator {
    return this.header(column).locator('.data-table__resizer');
  }

  /** Where the keyboard resizes a column: its header's sort button (the header's tab stop). */
  sortButton(column: string): Locator {
    return this.header(column).getByRole('button', { name: column, exact: true });
  }

  /** The column ids the header shows, left to right (each title's id ends in its column id). */
  async shownIds(): Promise<string[]> {
    const cells = await this.grid.locator('thead [role="columnheader"]').all();
    const ids = await Promise.all(cells.map((cell) => cell.getAttribute('aria-labelledby')));
    return ids.map((id) => (id ?? '').replace(/^.*-col-/, ''));
  }

  async width(locator: Locator): Promise<number> {
    const box = await locator.boundingBox();
    if (!box) throw new Error('not on screen');
    return box.width;
  }

  /** The header cell and the first body cell of one column: left edge and width. */
  async columnBoxes(column: string, index: number) {
    const head = await this.header(column).boundingBox();
    const cell = await this.grid
      .locator('tbody [role="row"]')
      .first()
      .getByRole('gridcell')
      .nth(index)
      .boundingBox();
    return { head, cell };
  }
}
