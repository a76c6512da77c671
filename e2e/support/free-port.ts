import getPort from 'get-port';

/**
 * A TCP port on loopback that nothing listens on right now, never one this process handed out
 * before: the system may reissue a probed port before its first taker binds it, and a site's HTTP
 * port and its embedded PostgreSQL's once came out equal (EADDRINUSE).
 */
export function freePort(): Promise<number> {
  return getPort({ host: '127.0.0.1', reserve: true });
}
