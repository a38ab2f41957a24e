import { useQuery } from '@tanstack/react-query';
import type { FeatureKey } from '../../../shared/api/capabilities.js';
import { useT, type MessageKey } from '../i18n/index.js';
import { UNSEEN_WINDOW_DAYS, useUnseenExceptions } from '../features/exceptions/index.js';
import { capabilityOf, sessionQueries } from './session-queries.js';
import { LanguageSwitch } from '../components/layout/LanguageSwitch.js';
import { ROUTES, hrefOf, type Route } from './router.js';

/** Screens that need a feature the account's platform may lack (GET /api/capabilities). */
export const ROUTE_FEATURES: Partial<Record<Route, FeatureKey>> = {
  today: 'financial_report',
  'discount-orders': 'orders',
  'financial-report': 'financial_report',
  'vat-return': 'financial_report',
  'day-closings': 'financial_report',
  journal: 'financial_report',
  'month-pack': 'financial_report',
  bookkeeping: 'financial_report',
  'product-sales': 'financial_report',
  exceptions: 'financial_report',
};

export const ROUTE_LABELS: Record<Route, MessageKey> = {
  today: 'nav.today',
  catalog: 'nav.catalog',
  'discount-orders': 'nav.discountOrders',
  'financial-report': 'nav.financialReport',
  'vat-return': 'nav.vatReturn',
  'day-closings': 'nav.dayClosings',
  journal: 'nav.journal',
  'month-pack': 'nav.monthPack',
  'stock-value': 'nav.stockValue',
  bookkeeping: 'nav.bookkeeping',
  reference: 'nav.reference',
  'ledger-mapping': 'nav.ledgerMapping',
  settings: 'nav.settings',
  'product-sales': 'nav.productSales',
  exceptions: 'nav.exceptions',
  'api-keys': 'nav.apiKeys',
};

const ICONS: Record<Route, string> = {
  today: 'M10 3a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM10 6v4l3 2',
  catalog: 'M4 5h12M4 10h12M4 15h8',
  'discount-orders': 'M5 15 15 5M6.5 6.5h.01M13.5 13.5h.01',
  'financial-report': 'M4 16V9m4 7V5m4 11v-5m4 5V7',
  'vat-return': 'M5 3h10v14H5zM8 7h4M8 10h4M8 13h2',
  'day-closings': 'M3 7h14v9H3zM6 7V4h8v3M7 11h.01M10 11h.01M13 11h.01',
  journal: 'M5 3h10v14H5zM8 3v14M10.5 7h2.5M10.5 10h2.5M10.5 13h2.5',
  'month-pack': 'M3 6h5l2 2h7v8H3zM10 10v4m0 0-2-2m2 2 2-2',
  bookkeeping: 'M4 4h12v13H4zM4 8h12M8 4v4m4-4v4M7 12l2 2 4-4',
  'stock-value': 'M3 8l7-4 7 4v8H3zM7 16v-4h6v4',
  reference: 'M4 4h5v5H4zM11 4h5v5h-5zM4 11h5v5H4zM11 11h5v5h-5z',
  'ledger-mapping': 'M4 4h12v12H4zM4 8h12M9 8v8M11.5 12h2',
  settings: 'M10 7a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM10 2v2m0 12v2M2 10h2m12 0h2',
  'product-sales': 'M3 17h14M5 14V9m4 5V4m4 10V7m4 7v-3',
  exceptions: 'M10 3 2.5 16.5h15zM10 8v4m0 2.5h.01',
  'api-keys': 'M9.5 13.5a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM8.6 11.4 16 4m-2.5 2.5 2 2M11.5 8.5l1.5 1.5',
};

export function Sidebar({ current }: { current: Route }) {
  const t = useT();
  const capabilities = useQuery(sessionQueries.capabilities());
  const unavailable = (route: Route): boolean => {
    const feature = ROUTE_FEATURES[route];
    return (
      feature !== undefined && capabilityOf(capabilities.data, feature)?.status === 'unavailable'
    );
  };
  // Asked once the platform is known to have what exceptions need.
  const unseen = useUnseenExceptions(capabilities.isSuccess && !unavailable('exceptions'));
  /** The words a route's badge adds to its name ("232 niet gezien"); null: no badge. */
  const unseenText = (route: Route): string | null =>
    route === 'exceptions' && unseen !== null && unseen > 0
      ? t('nav.unseen', { count: unseen, days: UNSEEN_WINDOW_DAYS })
      : null;
  const nameOf = (route: Route): string => {
    const badge = unseenText(route);
    return badge === null ? t(ROUTE_LABELS[route]) : `${t(ROUTE_LABELS[route])} (${badge})`;
  };
  return (
    <aside className="sidebar">
      <div className="sidebar__brand">
        <span className="brand-mark" aria-hidden="true">
          B
        </span>
        <span className="sidebar__brand-name">{t('app.name')}</span>
      </div>
      <nav aria-label={t('nav.label')}>
        <ul className="sidebar__list">
          {ROUTES.map((route) => {
            const badge = unseenText(route);
            return (
              <li key={route}>
                <a
                  href={hrefOf(route)}
                  className={`sidebar__link${unavailable(route) ? ' sidebar__link--unavailable' : ''}`}
                  aria-current={route === current ? 'page' : undefined}
                  title={nameOf(route)}
                >
                  <svg className="sidebar__icon" viewBox="0 0 20 20" aria-hidden="true">
                    <path
                      d={ICONS[route]}
                      fill="none"
                      strokeWidth="1.7"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                  <span className="sidebar__label">
                    {t(ROUTE_LABELS[route])}
                    {badge !== null ? <span className="visually-hidden"> ({badge})</span> : null}
                    {unavailable(route) ? (
                      <span className="sidebar__tag">{t('capability.tag')}</span>
                    ) : null}
                  </span>
                  {badge !== null && unseen !== null ? (
                    // The exact number is in the link's name (above); this is how it looks.
                    <span className="sidebar__badge" aria-hidden="true">
                      {unseen > 99 ? '99+' : unseen}
                    </span>
                  ) : null}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="sidebar__footer">
        <LanguageSwitch />
      </div>
    </aside>
  );
}
