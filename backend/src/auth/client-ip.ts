import type { Request } from 'express';
import ipaddr from 'ipaddr.js';

/** IPv6 bits that name one network: a home, a phone or a rented server is given a whole /64. */
const IPV6_NETWORK_BITS = 64;

/**
 * The visitor's address as per-address limits count it (TRUST_PROXY decides whether proxies are
 * believed). An IPv6 visitor holds a whole /64 and can pick any of its 2^64 addresses, so each
 * would otherwise be a fresh budget: the limits count the network. An IPv4 address written as
 * IPv6 (::ffff:1.2.3.4) counts as the IPv4 address it is.
 */
export function clientIp(req: Request): string {
  const address = req.ip ?? req.socket.remoteAddress;
  // One budget for everything that is no address (a forwarded header's junk, when trusted).
  if (address === undefined || !ipaddr.isValid(address)) return 'unknown';
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/${IPV6_NETWORK_BITS}`);
  return `${network.toString()}/${IPV6_NETWORK_BITS}`;
}
