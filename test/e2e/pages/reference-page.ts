import type { Locator, Page } from '@playwright/test';
import { DataTableObject } from './data-table.js';
import { label } from './labels.js';

export type ReferenceTab = 'shops' | 'locations' | 'taxRates' | 'turnoverGroups' | 'paymentMethods';

export class ReferencePage {
  constructor(private readonly page: Page) {}

  tab(name: ReferenceTab): Locator {
    return this.page.getByRole('tab', { name: label(`reference.${name}`) });
  }

  table(name: ReferenceTab): DataTableObject {
    return new DataTableObject(this.page.getByRole('grid', { name: label(`reference.${name}`) }));
  }
}
