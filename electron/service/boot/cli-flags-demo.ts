/** The embedded demo platform's flags of `npm run serve` (cli-flags.ts lists every flag). */
import { DEMO_DEFAULTS } from './server.js';

const count = (value: number): string => value.toLocaleString('en-US');

export const DEMO_FLAGS = [
  {
    name: 'demo-seed',
    value: 'N',
    default: String(DEMO_DEFAULTS.seed),
    meaning: "seed of the demo platform's data: the same seed, the same data",
  },
  {
    name: 'demo-end-date',
    value: 'YYYY-MM-DD',
    default: 'today in Amsterdam',
    meaning: "last day of the demo platform's history; pin it for reproducible figures",
  },
  {
    name: 'demo-products',
    value: 'N',
    default: count(DEMO_DEFAULTS.productsPerAccount),
    meaning: 'products per demo account',
  },
  {
    name: 'demo-orders-per-day',
    value: 'N',
    default: count(DEMO_DEFAULTS.ordersPerDay),
    meaning: 'average orders per day per demo account (0: none)',
  },
  {
    name: 'demo-history-days',
    value: 'N',
    default: count(DEMO_DEFAULTS.historyDays),
    meaning: 'days of demo history, ending on the end date',
  },
  {
    name: 'demo-locations',
    value: 'N',
    default: String(DEMO_DEFAULTS.locations),
    meaning:
      'locations of each demo account, each with a till; from the third on each with a ' +
      'webshop of its own too, the orders a day spread over them (10 with 3,000 orders a day: a chain)',
  },
  {
    name: 'demo-strict-public',
    default: 'off',
    meaning:
      'the demo platform answers only the calls the real platform is publicly known to ' +
      'offer, in their recorded fields',
    see: 'docs/upstream.md',
  },
  {
    name: 'demo-port',
    value: 'N',
    default: 'the one it had last time (kept in `--data-dir`), else any free port',
    meaning: 'port of the embedded demo platform (its order links carry it)',
  },
] as const;
