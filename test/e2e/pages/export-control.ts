import type { Download, Locator, Page } from '@playwright/test';
import { label } from './labels.js';

/** The one-click CSV and Excel (.xlsx) exports of a screen. */
export class ExportControl {
  readonly button: Locator;
  /** The CSV button's note: the dialect the file will be written in (Excel NL or CSV). */
  readonly note: Locator;
  /** The line under a report's CSV button: the zip's count of files. */
  readonly files: Locator;
  readonly xlsxButton: Locator;
  readonly cancel: Locator;

  constructor(private readonly page: Page) {
    // Either language: the settings test exports after switching to English.
    this.button = page.getByRole('button', {
      name: new RegExp(`${label('export.button')}|Export CSV`),
    });
    this.note = this.button.locator('.button__note');
    this.files = page.locator('.export__caption');
    this.xlsxButton = page.getByRole('button', {
      name: new RegExp(`${label('export.xlsxButton')}|Export Excel`),
    });
    this.cancel = page.getByRole('button', { name: label('export.cancel') });
  }

  async download(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.button.click();
    return download;
  }

  async downloadXlsx(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.xlsxButton.click();
    return download;
  }
}
