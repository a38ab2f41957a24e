import type { Locator, Page } from '@playwright/test';
import { label } from './labels.js';

/** `2026-10-01` → `01-10-2026`, as a clerk types it. */
export const dutchDay = (isoDate: string): string => isoDate.split('-').reverse().join('-');

export class DateRangeControl {
  readonly presets: Locator;
  readonly from: Locator;
  readonly to: Locator;

  constructor(private readonly page: Page) {
    this.presets = page.getByRole('combobox', { name: label('range.label'), exact: true });
    this.from = page.getByLabel(label('range.from'), { exact: true });
    this.to = page.getByLabel(label('range.to'), { exact: true });
  }

  async choose(preset: string): Promise<void> {
    await this.presets.selectOption(preset);
  }

  calendarButton(field: 'from' | 'to'): Locator {
    const name = label(field === 'from' ? 'range.from' : 'range.to');
    return this.page.getByRole('button', { name: label('calendar.open', { field: name }) });
  }

  /** Types both dates (ISO in, dd-mm-jjjj typed) the way a person does: field by field. */
  async setCustom(from: string, to: string): Promise<void> {
    await this.from.fill(dutchDay(from));
    await this.to.fill(dutchDay(to));
    await this.to.press('Tab');
  }
}
