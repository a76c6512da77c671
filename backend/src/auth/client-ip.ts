import type { Request } from 'express';

/** The visitor's address as Express sees it (TRUST_PROXY decides whether proxies are believed). */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
