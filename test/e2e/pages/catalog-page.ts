import type { Locator, Page } from '@playwright/test';
import { DataTableObject } from './data-table.js';
import { ExportControl } from './export-control.js';
import { label } from './labels.js';

export class CatalogPage {
  readonly table: DataTableObject;
  readonly search: Locator;
  readonly neverPriced: Locator;
  readonly count: Locator;
  readonly drawer: Locator;
  readonly export: ExportControl;

  constructor(private readonly page: Page) {
    this.table = new DataTableObject(page.getByRole('grid', { name: label('catalog.tableLabel') }));
    this.search = page.getByRole('searchbox', { name: label('catalog.search') });
    this.neverPriced = page.getByRole('checkbox', { name: label('catalog.neverPriced') });
    // The whole catalog ("1.900 producten") or what a search found of it ("53 gevonden van 1.900").
    this.count = page.getByText(/^[\d.]+ (producten|gevonden van [\d.]+)$/);
    this.drawer = page.getByRole('dialog');
    this.export = new ExportControl(page);
  }

  drawerPriceRows(): Locator {
    return this.drawer.getByRole('table').locator('tbody tr');
  }

  async closeDrawer(): Promise<void> {
    await this.drawer.getByRole('button', { name: label('drawer.close') }).click();
  }
}
