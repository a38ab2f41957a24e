/**
 * The bookkeeping package's connection: GET, PUT and DELETE /api/bookkeeping/connection, its
 * check (POST …/connection/check), Moneybird's administrations a token may use (POST
 * …/administrations) and the package's accounts against the ledger mapping (GET
 * …/accounts). bookkeeping/connection.ts and accounts.ts decide; docs/api.md, "Posting into
 * the bookkeeping package".
 */
import type { FastifyInstance } from 'fastify';
import type { Bookkeeping } from '../../../domain/bookkeeping/service.js';
import { defineRoute } from '../../route.js';

const TAG = 'bookkeeping';

export function registerConnectionRoutes(app: FastifyInstance, bookkeeping: Bookkeeping): void {
  defineRoute(
    app,
    'GET /api/bookkeeping/connection',
    {
      summary: "The account's bookkeeping package: which one and which administration",
      description: 'Never the token. `connected: false` until one is connected.',
      tag: TAG,
    },
    ({ auth }) => bookkeeping.view(auth),
  );

  defineRoute(
    app,
    'PUT /api/bookkeeping/connection',
    {
      summary: 'Connect Moneybird or e-Boekhouden.nl, with its API token',
      description:
        'The token is tried first (e-Boekhouden: exchanged for a session, as its API requires; ' +
        'Moneybird: the administration must be among the token’s, and the token may read ' +
        'documents: a lookup of a reference that cannot exist) and kept sealed under the ' +
        'vault key. 400 `bookkeeping_token_refused`, `bookkeeping_token_permission` (naming ' +
        'the permission to tick) or `bookkeeping_administration_unknown` in the package’s ' +
        'words; 502 `bookkeeping_unreachable`, `bookkeeping_subscription` (the package’s ' +
        'subscription does not allow it) or `bookkeeping_session_refused` (e-Boekhouden ' +
        'refused a session for another reason than the token); 403 ' +
        '`bookkeeping_connection_whole_account` for a location-locked user, 403 ' +
        '`bookkeeping_not_allowed` for an API key made without `may_manage_bookkeeping`; 503 ' +
        '`vault_unavailable` without a vault key.',
      tag: TAG,
    },
    ({ auth, body }) => bookkeeping.connect(auth, body),
  );

  defineRoute(
    app,
    'DELETE /api/bookkeeping/connection',
    {
      summary: 'Disconnect the bookkeeping package (its token is forgotten)',
      description:
        'What was posted stays posted, in the package and here. 403 ' +
        '`bookkeeping_connection_whole_account` for a location-locked user, 403 ' +
        '`bookkeeping_not_allowed` for an API key made without `may_manage_bookkeeping`.',
      tag: TAG,
    },
    ({ auth }) => bookkeeping.disconnect(auth),
  );

  defineRoute(
    app,
    'POST /api/bookkeeping/connection/check',
    {
      summary: 'Test the connection: does the package take the token, is the administration there',
      description:
        '`ok`, or the `problem` (`token_refused`, `token_permission`: the token lacks a ' +
        'permission, Moneybird’s `documents`, checked with a lookup of a reference that cannot ' +
        'exist; `package_subscription`, `session_refused`, `administration_gone`, ' +
        '`unreachable`, `rate_limited`, `package_error`) with the package’s own words. 409 ' +
        '`bookkeeping_not_connected`.',
      tag: TAG,
    },
    ({ auth }) => bookkeeping.check(auth),
  );

  defineRoute(
    app,
    'POST /api/bookkeeping/administrations',
    {
      summary: 'The Moneybird administrations a token may use, to choose one to connect',
      description:
        'The token in the body (not in an address). 400 `bookkeeping_token_refused`; 502 ' +
        '`bookkeeping_unreachable`.',
      tag: TAG,
    },
    ({ body }) => bookkeeping.administrations(body.token),
  );

  defineRoute(
    app,
    'GET /api/bookkeeping/accounts',
    {
      summary: "The package's ledger accounts and VAT codes against the ledger mapping",
      description:
        'Every account code the mapping posts to with the package’s account of that code, ' +
        'every Dutch rate with the package’s tax rate (Moneybird, for general journal ' +
        'documents) or VAT code (e-Boekhouden) for a memorial entry, and `missing`: what the ' +
        'package lacks. 409 `bookkeeping_not_connected`; the package’s failures in its words: ' +
        '400 `bookkeeping_token_refused`, 502 `bookkeeping_unreachable` or ' +
        '`bookkeeping_package_error`, 503 `bookkeeping_rate_limited`.',
      tag: TAG,
    },
    ({ auth }) => bookkeeping.accounts(auth),
  );

  defineRoute(
    app,
    'PUT /api/bookkeeping/accounts',
    {
      summary: "Link the ledger mapping's accounts to the package's accounts",
      description:
        'For a package whose accounts have no code, or another (a Moneybird category): each ' +
        'account code of the mapping to the package account it posts to, kept for this ' +
        'connection and answered as GET does. 400 `bookkeeping_link_refused` naming an ' +
        'account the mapping does not use, one the package lacks or one that takes no memorial ' +
        'entries (nothing kept); 403 `bookkeeping_connection_whole_account` for a ' +
        'location-locked user, 403 `bookkeeping_not_allowed` for an API key made without ' +
        '`may_manage_bookkeeping`; 409 `bookkeeping_not_connected`; the package’s failures as GET.',
      tag: TAG,
    },
    ({ auth, body }) => bookkeeping.link(auth, body),
  );
}
