/**
 * Which receivers a subscription may use: the guard against server-side request forgery.
 * A receiver URL must be https:// without credentials in it, and its host must not be this
 * machine, the local network, or an address no receiver may have (receiver-address.ts),
 * unless the operator allowed it:
 *
 * - `--allow-private-webhooks`: receivers on loopback and the local network, over https;
 * - `--allow-insecure-webhooks` (development and tests): receivers on loopback, also over
 *   plain http.
 *
 * Checked here on the URL as given (its host canonical: the URL parser reads every spelling
 * of an IPv4 address), and again on every connection on the address the name resolved to
 * (receiver-post.ts), so a name that later resolves elsewhere (DNS rebinding) cannot pass.
 */
import { badRequest } from '../../core/errors.js';
import { addressKind, type AddressKind } from './receiver-address.js';

export interface ReceiverPolicy {
  allowPrivate: boolean;
  allowInsecure: boolean;
}

export const receiverPolicy = (config: {
  allowPrivateWebhooks: boolean;
  allowInsecureWebhooks: boolean;
}): ReceiverPolicy => ({
  allowPrivate: config.allowPrivateWebhooks,
  allowInsecure: config.allowInsecureWebhooks,
});

/** Whether the policy lets a receiver have an address of this kind. */
export function kindAllowed(kind: AddressKind, policy: ReceiverPolicy): boolean {
  switch (kind) {
    case 'public':
      return true;
    case 'loopback':
      return policy.allowPrivate || policy.allowInsecure;
    case 'private':
      return policy.allowPrivate;
    case 'forbidden':
      return false;
  }
}

/** The kind of a URL's host: an IP address's, loopback for `localhost` names, else null. */
function hostKind(hostname: string): AddressKind | null {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return 'loopback'; // RFC 6761
  return addressKind(name);
}

const REFUSED: Record<Exclude<AddressKind, 'public'>, string> = {
  loopback:
    "field 'url' is on this machine (loopback); receivers there need --allow-private-webhooks",
  private:
    "field 'url' is on a local network (a private, CGNAT or unique-local address); receivers " +
    'there need --allow-private-webhooks',
  forbidden:
    "field 'url' is an address no receiver may have (link-local, cloud metadata, unspecified, " +
    'multicast, broadcast, documentation or another special-purpose range)',
};

/** The receiver URL, normalised; 400 naming `url` when it may not be used. */
export function checkReceiverUrl(text: string, policy: ReceiverPolicy): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw badRequest("field 'url' is not an absolute URL");
  }
  if (url.username !== '' || url.password !== '') {
    throw badRequest("field 'url' must not carry a user name or password");
  }
  const kind = hostKind(url.hostname);
  if (url.protocol === 'http:' && !(policy.allowInsecure && kind === 'loopback')) {
    throw badRequest(
      policy.allowInsecure
        ? "field 'url' may use plain http only for a loopback address (127.0.0.1, ::1, localhost)"
        : "field 'url' must be https:// (plain http is off; see --allow-insecure-webhooks)",
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw badRequest("field 'url' must be an https:// URL");
  }
  if (kind !== null && kind !== 'public' && !kindAllowed(kind, policy)) {
    throw badRequest(REFUSED[kind]);
  }
  return url.toString();
}
