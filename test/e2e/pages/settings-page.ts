import type { Locator, Page } from '@playwright/test';

export class SettingsPage {
  readonly english: Locator;
  readonly dutch: Locator;
  readonly followLanguage: Locator;
  readonly excelDialect: Locator;
  readonly commaDialect: Locator;

  constructor(page: Page) {
    this.english = page.getByRole('radio', { name: 'English', exact: true });
    this.dutch = page.getByRole('radio', { name: 'Nederlands', exact: true });
    this.followLanguage = page.getByRole('radio', {
      name: /^(Volgt de taal|Follows the language)/,
    });
    this.excelDialect = page.getByRole('radio', { name: /^Excel NL/ });
    this.commaDialect = page.getByRole('radio', { name: /^(Standaard CSV|Standard CSV)/ });
  }
}
