// The stack's floor for `npm run bench:api` (issue 32): the baseline's two answers (a profile,
// the directory and its 304) served through the libraries the site must keep, each configured
// as the site configures it, and nothing of the site's own: Nest on Express, express-session with
// connect-pg-simple (touch off, its read joined to the user as the site's store does), passport's
// session strategy in a guard taking that user, the data read through TypeORM's DataSource (the
// profile and the directory's fingerprint as prepared statements on its pool, as the site reads
// them), compression. No access log, security headers, request id, interceptor, pipe, static
// files or shutdown drain. The site minus this is what the site adds; this minus the baseline is
// what the libraries cost. Same SQL, mappings and user-with-session keeping as the site
// (imported from backend/dist), so the bench checks its bodies too.
import 'reflect-metadata';
import {
  Controller,
  Get,
  HttpException,
  Injectable,
  Module,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import compression from 'compression';
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import { Passport } from 'passport';
import pg from 'pg';
import { DataSource } from 'typeorm';
import {
  encodeSnapshot,
  etagMatches,
  readDirectoryCards,
  readDirectoryVersion,
  keepUserReadWithSession,
  READ_SESSION_AND_USER,
  runPrepared,
  typeormPool,
  sessionClock,
  userReadWithSession,
  readProfileRow,
  toProfileView,
} from './lib/backend-reads.mjs';

const NOT_SIGNED_IN = 'You are not signed in.';
const PROFILE_NOT_FOUND = 'Profile not found.';

const dataSource = new DataSource({
  type: 'postgres',
  url: process.env.DATABASE_URL,
  poolSize: 10,
  logging: ['error'],
});
await dataSource.initialize();

const passport = new Passport();
passport.serializeUser((user, done) => done(null, user.id));
passport.deserializeUser((req, id, done) =>
  done(null, userReadWithSession(req.session, id) ?? false),
);

const sessionPool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
sessionPool.on('error', () => undefined);
const PgStore = connectPgSimple(session);

class SessionAndUserStore extends PgStore {
  get(sid, callback) {
    runPrepared(sessionPool, READ_SESSION_AND_USER, [sid, sessionClock()]).then((rows) => {
      if (!rows[0]) return callback(null);
      const { sess, ...user } = rows[0];
      keepUserReadWithSession(sess, user.id === null ? null : user);
      callback(null, sess);
    }, callback);
  }
}

class SignedIn {
  async canActivate(context) {
    const req = context.switchToHttp().getRequest();
    const res = context.switchToHttp().getResponse();
    await new Promise((resolve, reject) =>
      passport.authenticate('session', { session: false })(req, res, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
    if (!req.user) throw new HttpException({ error: NOT_SIGNED_IN }, 401);
    return true;
  }
}
Injectable()(SignedIn);

class Api {
  async profile(req, res) {
    const raw = req.params.id;
    const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : Number.NaN;
    const row = id <= 2_147_483_647 ? await readProfileRow(typeormPool(dataSource), id) : undefined;
    if (!row || (row.status !== 'published' && row.userId !== req.user.id)) {
      res.status(404).json({ error: PROFILE_NOT_FOUND });
      return;
    }
    res.json(toProfileView(row, row.userId === req.user.id ? 'owner' : 'classmate'));
  }

  async directory(req, res) {
    const list = await snapshot();
    res.set({ 'Cache-Control': 'private, no-cache', ETag: list.etag, Vary: 'Accept-Encoding' });
    if (etagMatches(req.headers['if-none-match'], list.etag)) {
      res.status(304).end();
      return;
    }
    const compress = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    res.set({
      'Content-Type': 'application/json; charset=utf-8',
      ...(compress ? { 'Content-Encoding': 'gzip' } : {}),
    });
    res.end(compress ? list.gzip : list.json);
  }
}
Controller('api')(Api);
UseGuards(SignedIn)(Api);
for (const [method, route] of [
  ['profile', 'profiles/:id'],
  ['directory', 'directory'],
]) {
  const descriptor = Object.getOwnPropertyDescriptor(Api.prototype, method);
  Req()(Api.prototype, method, 0);
  Res()(Api.prototype, method, 1);
  Get(route)(Api.prototype, method, descriptor);
}

let latest;
let versionInFlight;
async function snapshot() {
  versionInFlight ??= readDirectoryVersion(typeormPool(dataSource)).finally(
    () => (versionInFlight = undefined),
  );
  const version = await versionInFlight;
  if (latest?.version !== version)
    latest = await encodeSnapshot(version, await readDirectoryCards(dataSource, 'classmate'));
  return latest;
}

class FloorModule {}
Module({ controllers: [Api], providers: [SignedIn] })(FloorModule);

const app = await NestFactory.create(FloorModule, { bodyParser: false, logger: false });
app.set('etag', false);
app.use(compression());
app.use(
  session({
    name: 'reunion.sid',
    secret: process.env.SESSION_SECRET ?? '',
    store: new SessionAndUserStore({
      pool: sessionPool,
      tableName: 'session',
      createTableIfMissing: false,
      disableTouch: true,
    }),
    saveUninitialized: false,
    resave: false,
    cookie: { httpOnly: true, sameSite: 'lax', maxAge: 30 * 24 * 60 * 60 * 1000, path: '/' },
  }),
);
app.use((req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
});
app.getHttpAdapter().get('/ready', (_req, res) => res.end('ok'));
await app.listen(Number(process.env.PORT), '127.0.0.1');
// A clean exit on the bench's SIGTERM, so that --cpu-prof writes its profile.
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
