import type { Locator, Page } from '@playwright/test';
import { label } from './labels.js';

export class DateRangeControl {
  readonly from: Locator;
  readonly to: Locator;

  constructor(private readonly page: Page) {
    this.from = page.getByLabel(label('range.from'), { exact: true });
    this.to = page.getByLabel(label('range.to'), { exact: true });
  }

  preset(name: 'today' | 'yesterday' | 'thisWeek' | 'lastMonth' | 'custom'): Locator {
    return this.page.getByRole('button', { name: label(`range.${name}`), exact: true });
  }

  async setCustom(from: string, to: string): Promise<void> {
    await this.preset('custom').click();
    await this.from.fill(from);
    await this.to.fill(to);
  }
}
