// The API benchmark's baseline (bench/api.bench.mjs): a bare `node:http` server on 127.0.0.1
// answering GET /api/profiles/:id and GET /api/directory from the site's own PostgreSQL through
// `pg` alone — no Express, no Nest, no TypeORM, no session library. It is the ceiling for this
// stack (Node + pg + this schema on this machine), so it must do the work the answers require and
// nothing else:
//
//   every request  1. reads the `reunion.sid` cookie and checks its HMAC signature (as
//                     express-session does, with the same secret);
//                  2. reads the session row (connect-pg-simple's condition: this sid, not
//                     expired) and the user row it names, every column, in one statement, as
//                     the site's session store does (a deleted account is signed out at once);
//                     prepared, as the site's three reads here are (named pg statements);
//                  missing, forged or expired → 401 `{ "error": … }`. No session write.
//   profile        3. one SELECT of the row by id (the backend's readProfileRow; the
//                     ProfileIdPipe's id rules, 404 otherwise),
//                     a draft only for its owner (404 otherwise), mapped by the backend's own
//                     toProfileView, serialised, compressed when ≥ 1 KiB as the site's compression
//                     middleware does (brotli quality 4 if accepted, else gzip level 6).
//   directory      3. the backend's fingerprint query (readDirectoryVersion), shared by the
//                     requests that arrive while it runs; the list re-read and encoded (the
//                     backend's readDirectoryCards + encodeSnapshot) only when it changed; ETag
//                     and If-None-Match → 304; gzip or identity bytes as the client accepts.
//
// The SQL texts and mappings come from backend/dist, so the bodies are byte-for-byte the site's
// (the benchmark checks that before measuring). One pg pool of 10 connections, the size of the
// site's main pool. Env: DATABASE_URL, PORT, SESSION_SECRET. Ends on SIGTERM/SIGINT.
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress as brotliCallback, constants, gzip as gzipCallback } from 'node:zlib';
import pg from 'pg';
import {
  encodeSnapshot,
  etagMatches,
  readDirectoryCards,
  readDirectoryVersion,
  READ_SESSION_AND_USER,
  runPrepared,
  sessionClock,
  readProfileRow,
  toProfileView,
} from './lib/backend-reads.mjs';

const gzip = promisify(gzipCallback);
const brotli = promisify(brotliCallback);
// The site's compression middleware (compression 1.8): brotli at quality 4 when the client
// takes it, else gzip at zlib's default level, for bodies of 1 KiB or more.
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const SESSION_COOKIE = 'reunion.sid';
const SECRET = process.env.SESSION_SECRET ?? '';
const PORT = Number(process.env.PORT);
const COMPRESSION_THRESHOLD = 1024;
const NOT_SIGNED_IN = 'You are not signed in.';
const PROFILE_NOT_FOUND = 'Profile not found.';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => undefined);

/** The one method of TypeORM's DataSource the backend's read functions use. */
const dataSource = { query: async (sql, parameters) => (await pool.query(sql, parameters)).rows };

/** The session id from a signed `s:<sid>.<signature>` cookie (cookie-signature's scheme). */
function sessionIdFrom(cookieHeader) {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== SESSION_COOKIE) continue;
    let value;
    try {
      value = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return null;
    }
    if (!value.startsWith('s:')) return null;
    const signed = value.slice(2);
    const dot = signed.lastIndexOf('.');
    if (dot < 0) return null;
    const sid = signed.slice(0, dot);
    const expected = Buffer.from(
      `${sid}.${createHmac('sha256', SECRET).update(sid).digest('base64').replace(/=+$/, '')}`,
    );
    const given = Buffer.from(signed);
    return given.length === expected.length && timingSafeEqual(given, expected) ? sid : null;
  }
  return null;
}

async function signedInUser(req) {
  const sid = sessionIdFrom(req.headers.cookie);
  if (sid === null) return null;
  const rows = await runPrepared(pool, READ_SESSION_AND_USER, [sid, sessionClock()]);
  const row = rows[0];
  return row && row.id !== null && typeof row.sess?.passport?.user === 'number' ? row : null;
}

function accepts(req, encoding) {
  return new RegExp(`\\b${encoding}\\b`).test(req.headers['accept-encoding'] ?? '');
}

function sendError(res, status, error) {
  const body = JSON.stringify({ error });
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  res.end(body);
}

async function profile(req, res, user, rawId) {
  const id = /^[1-9]\d{0,9}$/.test(rawId) ? Number(rawId) : Number.NaN;
  if (!(id <= 2_147_483_647)) return sendError(res, 404, PROFILE_NOT_FOUND);
  const row = await readProfileRow(pool, id);
  if (!row || (row.status !== 'published' && row.userId !== user.id))
    return sendError(res, 404, PROFILE_NOT_FOUND);
  const json = Buffer.from(
    JSON.stringify(toProfileView(row, row.userId === user.id ? 'owner' : 'classmate')),
  );
  const big = json.length >= COMPRESSION_THRESHOLD;
  const encoding = !big ? null : accepts(req, 'br') ? 'br' : accepts(req, 'gzip') ? 'gzip' : null;
  const body =
    encoding === 'br' ? await brotli(json, BROTLI_OPTIONS) : encoding ? await gzip(json) : json;
  res.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-store',
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  res.end(body);
}

let latest;
let versionInFlight;
const building = new Map();

async function snapshot() {
  versionInFlight ??= readDirectoryVersion(pool).finally(() => (versionInFlight = undefined));
  const version = await versionInFlight;
  if (latest?.version === version) return latest;
  let build = building.get(version);
  if (!build) {
    build = readDirectoryCards(dataSource, 'classmate')
      .then((cards) => encodeSnapshot(version, cards))
      .then((made) => (latest = made))
      .finally(() => building.delete(version));
    building.set(version, build);
  }
  return build;
}

async function directory(req, res) {
  const list = await snapshot();
  const headers = {
    'Cache-Control': 'private, no-cache',
    ETag: list.etag,
    Vary: 'Cookie, Accept-Encoding',
  };
  if (etagMatches(req.headers['if-none-match'], list.etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const compress = accepts(req, 'gzip');
  const body = compress ? list.gzip : list.json;
  res.writeHead(200, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': body.length,
    ...(compress ? { 'Content-Encoding': 'gzip' } : {}),
  });
  res.end(body);
}

async function handle(req, res) {
  const pathname = (req.url ?? '/').split('?')[0];
  if (pathname === '/ready') {
    await pool.query('SELECT 1');
    res.end('ok');
    return;
  }
  const profileMatch = /^\/api\/profiles\/([^/]+)$/.exec(pathname);
  if (req.method !== 'GET' || (!profileMatch && pathname !== '/api/directory'))
    return sendError(res, 404, 'Not found.');
  const user = await signedInUser(req);
  if (!user) return sendError(res, 401, NOT_SIGNED_IN);
  if (profileMatch) return profile(req, res, user, profileMatch[1]);
  return directory(req, res);
}

const server = http.createServer((req, res) => {
  handle(req, res).catch((error) => {
    if (!res.headersSent) sendError(res, 500, 'Something went wrong.');
    else res.destroy();
    console.error(error);
  });
});
// Node's default keep-alive timeout (5 s) is fine: autocannon keeps its 50 sockets busy.
server.listen(PORT, '127.0.0.1', () => console.log(`baseline on http://127.0.0.1:${PORT}`));

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    server.close();
    server.closeAllConnections();
    void pool.end().finally(() => process.exit(0));
  });
}
