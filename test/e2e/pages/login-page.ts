import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { tokenSchema, type Token } from '../../../shared/api/auth.js';
import { label } from './labels.js';

export const DEMO_MANAGER = { account: 'demo', email: 'manager@demo.test', password: 'demo' };
/** The demo account's staff member, whom the platform limits to one location. */
export const DEMO_STAFF = { account: 'demo', email: 'staff@demo.test', password: 'demo' };
/** The manager of the demo platform's second account, whose data no other user shares. */
export const OTHER_ACCOUNT_MANAGER = {
  account: 'demo2',
  email: 'manager@demo2.test',
  password: 'demo',
};

/** A login through the service's API (no page): its token, checked by the answer's schema. */
export async function loginThroughApi(
  request: APIRequestContext,
  credentials = DEMO_MANAGER,
): Promise<Token> {
  const response = await request.post('/api/auth/login', { data: credentials });
  expect(response.ok(), 'the login through the API').toBe(true);
  return tokenSchema.parse(await response.json());
}

export class LoginPage {
  readonly account: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly expiredNotice: Locator;
  readonly error: Locator;

  constructor(private readonly page: Page) {
    this.account = page.getByLabel(label('login.account'), { exact: true });
    this.email = page.getByLabel(label('login.email'));
    this.password = page.getByLabel(label('login.password'));
    this.submit = page.getByRole('button', { name: label('login.submit'), exact: true });
    this.expiredNotice = page.getByText(label('login.expired'));
    this.error = page.getByRole('alert');
  }

  async goto(route = 'catalog'): Promise<void> {
    await this.page.goto(`/#/${route}`);
  }

  async login(credentials = DEMO_MANAGER): Promise<void> {
    await this.account.fill(credentials.account);
    await this.email.fill(credentials.email);
    await this.password.fill(credentials.password);
    await this.submit.click();
  }
}
