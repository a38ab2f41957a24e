/**
 * One POST of a batch to a receiver, over `node:http(s)` with the address checked when the
 * connection is made: the receiver's name is resolved by our own `lookup`, which refuses the
 * connection when any address the name resolves to is one the policy does not allow, and an
 * IP literal (which Node connects to without a lookup) is checked before. So a name that
 * resolved to a public address when the subscription was made and to 127.0.0.1 now (DNS
 * rebinding) is never connected to. Its own agents keep the receivers' connections apart from
 * the platform's, and every delivery connects afresh (deliveries are few; a kept socket would
 * only add a race with a receiver closing it). Redirects are not followed.
 *
 * The outcome is a status code or one message for every receiver that gave no HTTP answer,
 * whatever the reason (refused, reset, not HTTP, timed out, address not allowed): a
 * subscriber's ping must not tell an open port from a closed one. The reason is logged.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { addressKind } from './receiver-address.js';
import { kindAllowed, type ReceiverPolicy } from './receiver-url.js';
import { fieldOf } from '../../../../shared/guards.js';

export const UNREACHABLE = 'the receiver could not be reached';

type ReceiverOutcome =
  | { statusCode: number; unreachable: null }
  | { statusCode: null; unreachable: string };

/** How a name is resolved: `dns.lookup` with `all: true`, or a test's stand-in. */
export type ResolveAll = (
  hostname: string,
  options: LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

const addressRefused = (address: string): NodeJS.ErrnoException =>
  Object.assign(new Error(`address ${address} is not allowed for a receiver`), {
    code: 'ERECEIVERADDRESS',
  });

const allowed = (address: string, policy: ReceiverPolicy): boolean => {
  const kind = addressKind(address);
  return kind !== null && kindAllowed(kind, policy);
};

/** A `lookup` for sockets that refuses every name resolving to an address not allowed. */
function guardedLookup(policy: ReceiverPolicy, resolve: ResolveAll = dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find(({ address }) => !allowed(address, policy));
      if (refused) return callback(addressRefused(refused.address), '', 0);
      if (options.all === true) return callback(null, addresses);
      const [first] = addresses;
      if (!first)
        return callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), '', 0);
      callback(null, first.address, first.family);
    });
  };
}

interface ReceiverRequest {
  headers: Record<string, string>;
  body: string;
  signal: AbortSignal;
}

export class ReceiverClient {
  private readonly agents: { http: http.Agent; https: https.Agent };

  constructor(
    private readonly policy: ReceiverPolicy,
    resolve: ResolveAll = dnsLookup,
  ) {
    const lookup = guardedLookup(policy, resolve);
    this.agents = {
      http: new http.Agent({ keepAlive: false, lookup }),
      https: new https.Agent({ keepAlive: false, lookup }),
    };
  }

  /** POSTs the body; the receiver's status, or why it gave none (for the log). */
  async post(url: string, request: ReceiverRequest): Promise<ReceiverOutcome> {
    try {
      return { statusCode: await this.send(new URL(url), request), unreachable: null };
    } catch (error) {
      return { statusCode: null, unreachable: reasonOf(error) };
    }
  }

  close(): void {
    this.agents.http.destroy();
    this.agents.https.destroy();
  }

  private send(target: URL, { headers, body, signal }: ReceiverRequest): Promise<number> {
    const host = target.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) !== 0 && !allowed(host, this.policy)) {
      return Promise.reject(addressRefused(host));
    }
    const secure = target.protocol === 'https:';
    const client = secure ? https : http;
    return new Promise((resolve, reject) => {
      const outgoing = client.request(
        target,
        {
          method: 'POST',
          agent: secure ? this.agents.https : this.agents.http,
          headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
          signal,
        },
        (response) => {
          // Only the status counts; the body is read and dropped.
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }
}

function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = fieldOf(error, 'code');
  return typeof code === 'string' && code !== ''
    ? `${code}: ${error.message}`
    : `${error.name}: ${error.message}`;
}
