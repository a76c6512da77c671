import getPort from 'get-port';
import net from 'node:net';

const LOOPBACK = '127.0.0.1';

/**
 * Whether nothing listens on 127.0.0.1:`port` right now. A probe of its own: get-port cannot say
 * it of a port this process reserved with it (it answers another one).
 */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, LOOPBACK, () => server.close(() => resolve(true)));
  });
}

/**
 * A port on 127.0.0.1 that nothing listens on right now, never one this process handed out
 * before: a port is free once its probe closes, so the system may hand the same one to the next
 * probe before the first taker binds it (get-port's `reserve`).
 */
export function freePort(): Promise<number> {
  return getPort({ host: LOOPBACK, reserve: true });
}

/** `preferred` when nothing listens on it on 127.0.0.1, or else another free port. */
export function portPreferring(preferred: number): Promise<number> {
  return getPort({ host: LOOPBACK, port: preferred });
}
