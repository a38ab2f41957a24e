import type { Locator, Page } from '@playwright/test';
import { label } from './labels.js';
import { shoot } from '../matrix.js';

export type Screen =
  | 'today'
  | 'catalog'
  | 'discountOrders'
  | 'financialReport'
  | 'reference'
  | 'settings';

/** The signed-in frame: navigation, the session bar, the retry banner. */
export class AppShell {
  readonly navigation: Locator;
  readonly sessionBar: Locator;
  readonly logoutButton: Locator;
  readonly retryBanner: Locator;

  constructor(private readonly page: Page) {
    this.navigation = page.getByRole('navigation', { name: label('nav.label') });
    this.sessionBar = page.getByRole('banner');
    this.logoutButton = page.getByRole('button', { name: label('session.logout') });
    this.retryBanner = page.getByText(/Het platform antwoordt niet\. Nieuwe poging/);
  }

  link(screen: Screen): Locator {
    return this.navigation.getByRole('link', { name: label(`nav.${screen}`) });
  }

  async open(screen: Screen): Promise<void> {
    await this.link(screen).click();
  }

  heading(text: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: text });
  }

  async screenshot(name: string): Promise<void> {
    await shoot(this.page, { path: `test/artifacts/screenshots/${name}.png` });
  }
}
