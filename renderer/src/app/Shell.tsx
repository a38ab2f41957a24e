import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Capability } from '../../../shared/api/capabilities.js';
import { FeatureUnavailable } from '../components/state/FeatureUnavailable.js';
import { LoadingState } from '../components/state/LoadingState.js';
import { PageHeader } from '../components/layout/PageHeader.js';
import { RetryBanner } from '../components/state/RetryBanner.js';
import { CatalogPage } from '../features/catalog/index.js';
import { TodayPage } from '../features/today/index.js';
import { DiscountOrdersPage } from '../features/discount-orders/index.js';
import { FinancialReportPage } from '../features/financial-report/index.js';
import { VatReturnPage } from '../features/vat-return/index.js';
import { DayClosingsPage } from '../features/day-closings/index.js';
import { JournalPage } from '../features/journal/index.js';
import { MonthPackPage } from '../features/month-pack/index.js';
import { BookkeepingPage } from '../features/bookkeeping/index.js';
import { StockValuePage } from '../features/stock-value/index.js';
import { capabilityOf, sessionQueries } from './session-queries.js';
import { LedgerMappingPage } from '../features/ledger-mapping/index.js';
import { ReferencePage } from '../features/reference/index.js';
import { SettingsPage } from '../features/settings/index.js';
import { ApiKeysPage } from '../features/api-keys/index.js';
import { ProductSalesPage } from '../features/product-sales/index.js';
import { ExceptionsPage } from '../features/exceptions/index.js';
import { UpdateNotice } from '../features/updates/index.js';
import { useT } from '../i18n/index.js';
import { routeFromHash, useRoute, type Route } from './router.js';
import { firstScreenAfterLogin, focusScreen } from './screen-focus.js';
import { SessionBar } from './SessionBar.js';
import { ShortcutsHelp } from './ShortcutsHelp.js';
import { useShortcuts } from './use-shortcuts.js';
import { WarmUpLine } from './WarmUpLine.js';
import { ROUTE_FEATURES, ROUTE_LABELS, Sidebar } from './Sidebar.js';

function UnavailableScreen({ route, capability }: { route: Route; capability: Capability }) {
  const t = useT();
  return (
    <section className="page">
      <PageHeader title={t(ROUTE_LABELS[route])} />
      <FeatureUnavailable capability={capability} />
    </section>
  );
}

function Screen({ route }: { route: Route }) {
  const capabilities = useQuery(sessionQueries.capabilities());
  const feature = ROUTE_FEATURES[route];
  // A screen that needs a feature waits for the answer rather than asking for data the
  // platform may not have; if capabilities cannot be read, the screen tries anyway.
  if (feature !== undefined && capabilities.isPending) return <LoadingState />;
  const capability = feature === undefined ? undefined : capabilityOf(capabilities.data, feature);
  if (capability?.status === 'unavailable') {
    return <UnavailableScreen route={route} capability={capability} />;
  }
  switch (route) {
    case 'today':
      return <TodayPage />;
    case 'catalog':
      return <CatalogPage />;
    case 'discount-orders':
      return <DiscountOrdersPage />;
    case 'financial-report':
      return <FinancialReportPage />;
    case 'vat-return':
      return <VatReturnPage />;
    case 'day-closings':
      return <DayClosingsPage />;
    case 'journal':
      return <JournalPage />;
    case 'month-pack':
      return <MonthPackPage />;
    case 'bookkeeping':
      return <BookkeepingPage />;
    case 'stock-value':
      return <StockValuePage />;
    case 'reference':
      return <ReferencePage />;
    case 'ledger-mapping':
      return <LedgerMappingPage />;
    case 'settings':
      return <SettingsPage />;
    case 'product-sales':
      return <ProductSalesPage />;
    case 'exceptions':
      return <ExceptionsPage />;
    case 'api-keys':
      return <ApiKeysPage />;
  }
}

/** The signed-in window: navigation, who is logged in, and the current screen. */
export function Shell() {
  const t = useT();
  const route = useRoute();
  const mainRef = useRef<HTMLElement>(null);
  // The screen the help was opened on: moving to another screen closes it.
  const [helpOn, setHelpOn] = useState<Route | null>(null);
  const openHelp = useCallback(() => setHelpOn(routeFromHash(window.location.hash)), []);

  useShortcuts(mainRef, openHelp);

  // Moving to another screen moves focus to its heading, as a page load would; so does the
  // first screen after logging in (the login form is gone: focus would be on nothing and the
  // first figure 13 Tabs away). A reload starts at the top, at the skip link, as a page does.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      if (!firstScreenAfterLogin()) return;
    }
    if (mainRef.current) focusScreen(mainRef.current);
  }, [route]);

  return (
    <div className="shell">
      {/* The address is the router's: the link moves the focus, not to a screen "#main". */}
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        {t('app.skipToContent')}
      </a>
      <Sidebar current={route} />
      <div className="shell__body">
        <header className="topbar">
          <button
            type="button"
            className="button button--quiet topbar__help"
            aria-keyshortcuts="?"
            title={t('shortcuts.title')}
            onClick={openHelp}
          >
            {/* Below 1200 px only the key shows (the name stays for screen readers), so the
                top bar keeps the warm-up line and the session on one line at 1024 px. */}
            <span className="topbar__help-label">{t('shortcuts.title')}</span>
            <kbd aria-hidden="true">?</kbd>
          </button>
          <WarmUpLine />
          <SessionBar />
        </header>
        <RetryBanner />
        <UpdateNotice />
        <main id="main" className="shell__main" ref={mainRef} tabIndex={-1}>
          <Screen route={route} />
        </main>
      </div>
      {helpOn === route ? <ShortcutsHelp onClose={() => setHelpOn(null)} /> : null}
    </div>
  );
}
