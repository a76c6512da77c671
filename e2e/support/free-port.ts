import net from 'node:net';

/**
 * Ports this process has handed out. A port is free once its probe closes, so the system may
 * hand the same one to the next probe before the first taker binds it: a site's HTTP port and
 * its embedded PostgreSQL's came out equal once, and the site failed with EADDRINUSE.
 */
const handedOut = new Set<number>();

function probe(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

/** A TCP port on loopback that nothing listens on right now, never one this process gave before. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await probe();
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    return port;
  }
}
