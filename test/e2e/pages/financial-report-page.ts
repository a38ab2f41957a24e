import type { Locator, Page } from '@playwright/test';
import type { AppShell } from './app-shell.js';
import { DateRangeControl } from './date-range.js';
import { ExportControl } from './export-control.js';
import { label } from './labels.js';

export class FinancialReportPage {
  readonly range: DateRangeControl;
  readonly location: Locator;
  readonly revenueCards: Locator;
  readonly balanceCheck: Locator;
  readonly matrix: Locator;
  readonly groupChart: Locator;
  readonly export: ExportControl;

  constructor(private readonly page: Page) {
    this.range = new DateRangeControl(page);
    this.location = page.getByLabel(label('report.location'));
    this.revenueCards = page.getByRole('group', { name: label('report.revenue') });
    this.balanceCheck = page.getByTestId('balance-check');
    this.matrix = page
      .getByRole('region', { name: label('report.turnoverByGroup'), exact: true })
      .getByRole('table');
    this.groupChart = page.getByRole('figure', { name: label('report.chartGroups') });
    this.export = new ExportControl(page);
  }

  /** Opens the report screen and types a period into it, as a clerk does. */
  static async open(
    page: Page,
    shell: AppShell,
    period: { from: string; to: string },
  ): Promise<FinancialReportPage> {
    await shell.open('financialReport');
    const report = new FinancialReportPage(page);
    await report.range.setCustom(period.from, period.to);
    return report;
  }

  card(name: 'sales' | 'returns' | 'differences' | 'turnover' | 'cost' | 'margin'): Locator {
    return this.revenueCards
      .locator('.stat')
      .filter({ has: this.page.getByText(label(`report.${name}`), { exact: true }) });
  }

  async scrollTo(locator: Locator): Promise<void> {
    await locator.scrollIntoViewIfNeeded();
  }
}
