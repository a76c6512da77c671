import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { freePort } from './free-port';

/**
 * How the server behaves while it listens:
 * - `serve`: an ordinary static server (a CDN or a section's own nginx);
 * - `hang`: accepts every TCP connection and never writes a byte (a stuck server or proxy);
 * - `hang-entry`: answers everything but the remote entry script, whose request is held open
 *   forever (the manifest loads, the script never does);
 * - `hang-chunks`: answers the manifest and the entry script, and holds every other script open
 *   forever (the section starts, its pages' code never comes).
 */
export type RemoteServerMode = 'serve' | 'hang' | 'hang-entry' | 'hang-chunks';

/** A section's build served from its own origin on loopback, which a test can stop and hang. */
export interface RemoteServer {
  origin: string;
  /** What REMOTES points the section at. */
  manifestUrl: string;
  /** Listens (again) on the same port, in `mode`. */
  up(mode?: RemoteServerMode): Promise<void>;
  /** Nothing listens on the port any more (connections refused); open connections are cut. */
  down(): Promise<void>;
  /** Changes the behaviour for new connections and requests; held ones stay held. */
  setMode(mode: RemoteServerMode): void;
  /** Paths of the requests answered, in order (query strings kept). */
  served: string[];
  /** Connections or requests held open without an answer right now. */
  held(): number;
  stop(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};

const REMOTE_ENTRY = /^\/remoteEntry[^/]*\.js$/;

/**
 * Serves `distDir` (a built section) on a free loopback port, not listening until `up()`. A
 * net.Server owns the port so that `hang` can hold raw connections; the others are handed to an
 * http.Server. Manifests are fetched cross-origin by the shell, so every answer allows any
 * origin, as a CDN serving public builds would.
 */
export async function createRemoteServer(distDir: string): Promise<RemoteServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const root = path.resolve(distDir);
  let mode: RemoteServerMode = 'serve';
  let listener: net.Server | undefined;
  const sockets = new Set<net.Socket>();
  const heldSockets = new Set<net.Socket>();
  const heldRequests = new Set<http.ServerResponse>();
  const served: string[] = [];

  const web = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin);
    const held =
      mode === 'hang-entry'
        ? REMOTE_ENTRY.test(url.pathname)
        : mode === 'hang-chunks' &&
          url.pathname.endsWith('.js') &&
          !REMOTE_ENTRY.test(url.pathname);
    if (held) {
      heldRequests.add(res);
      res.once('close', () => heldRequests.delete(res));
      return;
    }
    const file = path.join(root, path.normalize(decodeURIComponent(url.pathname)));
    const type = CONTENT_TYPES[path.extname(file)];
    const inside = file.startsWith(root + path.sep);
    if (!inside || !type || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'Not found' }));
      return;
    }
    served.push(`${url.pathname}${url.search}`);
    res.writeHead(200, {
      'content-type': type,
      'access-control-allow-origin': '*',
      // Each test decides what the browser sees: nothing is kept between attempts.
      'cache-control': 'no-store',
    });
    fs.createReadStream(file).pipe(res);
  });

  const onConnection = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      heldSockets.delete(socket);
    });
    socket.on('error', () => undefined);
    if (mode === 'hang') heldSockets.add(socket);
    else web.emit('connection', socket);
  };

  const down = async () => {
    const closing = listener;
    listener = undefined;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };

  return {
    origin,
    manifestUrl: `${origin}/mf-manifest.json`,
    served,
    held: () => heldSockets.size + heldRequests.size,
    setMode(next) {
      mode = next;
    },
    async up(next = 'serve') {
      mode = next;
      if (listener) return;
      const server = net.createServer(onConnection);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      });
      listener = server;
    },
    down,
    async stop() {
      await down();
      web.close();
    },
  };
}
