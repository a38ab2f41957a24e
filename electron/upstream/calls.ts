/**
 * The one table of upstream module/function names. Calls marked [ours] are our best guess at
 * the real platform's non-public names; when the real name is known it is a one-line change
 * here. The demo platform dispatches on the same table, so both sides always agree.
 *
 * `args` lists the positional parameters in order; list calls end in start, limit, order,
 * filters.
 */
export const UPSTREAM_CALLS = {
  login: {
    module: 'RelationsModule',
    function: 'startSessionByEmail',
    args: ['email', 'password', 'account'],
    public: true,
  },
  sessionInfo: { module: 'RelationsModule', function: 'getSessionInfo', args: [], public: false },
  searchProducts: {
    module: 'ShopModule',
    function: 'naturalSearchShopFlatProducts',
    args: ['query', 'lang', 'start', 'limit', 'order', 'filters'],
    public: true,
  },
  listProductPrices: {
    module: 'ProductsModule',
    function: 'listProductPrices',
    args: ['start', 'limit', 'order', 'filters'],
    public: false,
  },
  listTaxRates: {
    module: 'ProductsModule',
    function: 'listTaxRates',
    args: ['start', 'limit', 'order', 'filters'],
    public: true,
  },
  listPaymentMethods: {
    module: 'ShopModule',
    function: 'listTranslatedPaymentMethodForHooks',
    args: ['lang', 'start', 'limit', 'order', 'filters'],
    public: true,
  },
  listShops: {
    module: 'ShopModule',
    function: 'listShops',
    args: ['start', 'limit', 'order', 'filters'],
    public: false,
  },
  listLocations: {
    module: 'ShopModule',
    function: 'listLocations',
    args: ['start', 'limit', 'order', 'filters'],
    public: false,
  },
  listProductGroups: {
    module: 'ProductsModule',
    function: 'listProductGroups',
    args: ['start', 'limit', 'order', 'filters'],
    public: false,
  },
  listOrders: {
    module: 'ShopModule',
    function: 'listOrders',
    args: ['start', 'limit', 'order', 'filters'],
    public: false,
  },
  getOrder: { module: 'ShopModule', function: 'getOrder', args: ['id'], public: true },
  listPayments: {
    module: 'PaymentModule',
    function: 'listPayments',
    args: ['start', 'limit', 'order', 'filters'],
    public: false,
  },
  listDayClosings: {
    module: 'PosModule',
    function: 'listDayClosings',
    args: ['start', 'limit', 'order', 'filters'],
    public: false,
  },
} as const satisfies Record<
  string,
  { module: string; function: string; args: readonly string[]; public: boolean }
>;

export type UpstreamCallName = keyof typeof UPSTREAM_CALLS;

/** Largest `limit` the upstream accepts per list call; a larger one is an error there. */
export const UPSTREAM_LIST_LIMIT = 1000;
export const UPSTREAM_ORDER_LIST_LIMIT = 100;

export const listLimitOf = (call: UpstreamCallName): number =>
  call === 'listOrders' ? UPSTREAM_ORDER_LIST_LIMIT : UPSTREAM_LIST_LIMIT;
