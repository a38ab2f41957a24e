/**
 * What kind of address a webhook receiver's IP address is, so that a subscription cannot
 * point the service at itself, the retailer's network or a cloud metadata service (server-
 * side request forgery). Every spelling ends here as one canonical address: the URL parser
 * turns `2130706433`, `0177.0.0.1`, `0x7f.1` and `127.1` into `127.0.0.1`, and an IPv6
 * address that carries an IPv4 one (mapped, compatible, translated, NAT64, 6to4, Teredo) is
 * judged by the IPv4 address it reaches.
 *
 * - `public`: any other unicast address;
 * - `loopback`: this machine (127.0.0.0/8, ::1);
 * - `private`: the local network (RFC 1918, CGNAT 100.64.0.0/10, unique-local fc00::/7,
 *   the deprecated site-local fec0::/10);
 * - `forbidden`: never a receiver: cloud metadata and link-local (169.254.0.0/16, fe80::/10,
 *   where the metadata services live), unspecified, multicast, broadcast and reserved,
 *   documentation, benchmark and other special-purpose ranges (IANA's registries).
 */
import { BlockList, isIPv4, isIPv6 } from 'node:net';

export type AddressKind = 'public' | 'loopback' | 'private' | 'forbidden';

type Range = [network: string, prefix: number];

function blockList(ranges: Range[]): BlockList {
  const list = new BlockList();
  for (const [network, prefix] of ranges) {
    list.addSubnet(network, prefix, isIPv4(network) ? 'ipv4' : 'ipv6');
  }
  return list;
}

/** Cloud instance metadata and host services, also outside link-local. */
const METADATA = blockList([
  ['100.100.100.200', 32], // Alibaba Cloud
  ['168.63.129.16', 32], // Azure's host endpoint (a public address)
  ['fd00:ec2::254', 128], // AWS over IPv6
  ['fd00:ec2::23', 128], // AWS EKS pod identity over IPv6
]);

const LOOPBACK = blockList([
  ['127.0.0.0', 8],
  ['::1', 128],
]);

const PRIVATE = blockList([
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['fc00::', 7], // unique-local
  ['fec0::', 10], // site-local (deprecated)
]);

const FORBIDDEN = blockList([
  ['0.0.0.0', 8], // this network; 0.0.0.0 reaches this machine on most systems
  ['169.254.0.0', 16], // link-local: 169.254.169.254 and the other metadata services
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255 broadcast
  ['::', 128], // unspecified
  ['64:ff9b:1::', 48], // local-use NAT64: where it leads is the network's own choice
  ['100::', 64], // discard-only
  ['2001:2::', 48], // benchmarking
  ['2001:10::', 28], // ORCHID (deprecated)
  ['2001:20::', 28], // ORCHIDv2
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation (RFC 9637)
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
]);

/** The eight 16-bit groups of an IPv6 address (zone id dropped), or null. */
function ipv6Groups(address: string): number[] | null {
  const bare = address.replace(/%.*$/, '');
  if (!isIPv6(bare)) return null;
  let text = bare;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = [
      Number(dotted[1]),
      Number(dotted[2]),
      Number(dotted[3]),
      Number(dotted[4]),
    ];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/** The IPv4 address an IPv6 address carries and reaches, or null when it carries none. */
function embeddedIpv4(address: string): string | null {
  const groups = ipv6Groups(address);
  if (!groups) return null;
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups;
  const zeros = (...some: (number | undefined)[]) => some.every((group) => group === 0);
  const v4 = (high = 0, low = 0) => [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  // ::ffff:a.b.c.d (mapped), ::ffff:0:a.b.c.d (translated), ::a.b.c.d (compatible, but not
  // :: and ::1, which are IPv6's own), 64:ff9b::a.b.c.d (the well-known NAT64 prefix).
  if (zeros(g0, g1, g2, g3, g4) && g5 === 0xffff) return v4(g6, g7);
  if (zeros(g0, g1, g2, g3) && g4 === 0xffff && g5 === 0) return v4(g6, g7);
  if (zeros(g0, g1, g2, g3, g4, g5) && (g6 !== 0 || (g7 ?? 0) > 1)) return v4(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && zeros(g2, g3, g4, g5)) return v4(g6, g7);
  // 6to4 (2002:AABB:CCDD::/48) and Teredo (2001:0::/32, the client's address inverted).
  if (g0 === 0x2002) return v4(g1, g2);
  if (g0 === 0x2001 && g1 === 0) return v4(~(g6 ?? 0) & 0xffff, ~(g7 ?? 0) & 0xffff);
  return null;
}

/** The kind of an IP address (either family, any spelling `net` accepts); null if not one. */
export function addressKind(address: string): AddressKind | null {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIPv4(bare) ? 'ipv4' : isIPv6(bare) ? 'ipv6' : null;
  if (family === null) return null;
  if (family === 'ipv6') {
    const carried = embeddedIpv4(bare);
    if (carried !== null) return addressKind(carried);
  }
  if (METADATA.check(bare, family)) return 'forbidden';
  if (FORBIDDEN.check(bare, family)) return 'forbidden';
  if (LOOPBACK.check(bare, family)) return 'loopback';
  if (PRIVATE.check(bare, family)) return 'private';
  return 'public';
}
