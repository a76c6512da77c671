import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../support/free-port';
import { runRepoScript } from '../support/repo-script';
import { startSharedPostgres, type SharedPostgres } from '../support/shared-postgres';
import { CLASS_PASSWORD, repoRoot, startSite, type Site } from '../support/site';

/**
 * The production shape's front door without Docker: the committed deploy/proxy.conf, run under
 * Debian's nginx, in front of two backends started as `npm start` starts them, sharing one
 * PostgreSQL and one releases folder as the replicas of docker-compose.yml do. Only the
 * upstream's host names and the listen port are rewritten (to loopback), from the file itself.
 *
 * The backends are configured as docker-compose.yml configures them: PUBLIC_URL names the
 * port nginx listens on (http://localhost:8080 there, with the site opened as
 * 127.0.0.1:<port> here, as a visitor may), and TRUST_PROXY is compose's. The https pair
 * stands for README's TLS proxy in front of nginx (this test plays that proxy): there, as README
 * says, TRUST_PROXY=2.
 *
 * The proxy once sent every page to a static nginx (no page rendered on the server, no link
 * card, a hand-copied CSP without the page script's hash) and /remotes/ to per-section static
 * servers (no published release could load), and logged every request line, mailed tokens
 * included. Then it passed the backends `Host` without its port (`$host`: the rendered page's
 * origin, its webcal link, and the cross-site check's own-host origin lost it) and
 * `X-Forwarded-Proto: http` even behind TLS (`$scheme`: no Secure session cookie, so nobody
 * could sign in over https).
 */

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((file) =>
  fs.existsSync(file),
);
if (!NGINX)
  console.warn(
    'production-proxy.e2e.ts SKIPPED: nginx is not installed (apt-get install nginx; .ci/run ' +
      'installs it), so deploy/proxy.conf is not exercised here',
  );
const describeWithNginx = NGINX ? describe : describe.skip;

const UPSTREAM = /upstream\s+(\w+)\s*\{([^}]*)\}/g;
const UPSTREAM_SERVER = /server\s+([\w.-]+):(\d+)\s*;/g;

/**
 * deploy/proxy.conf with each server of its upstreams pointed, in order, at the given loopback
 * ports, and its `listen 80` at a loopback port. Anything else is left as committed.
 */
function proxyConfOnLoopback(conf: string, backendPorts: number[], listenPort: number) {
  let upstreamServers = 0;
  const rewritten = conf.replace(UPSTREAM, (block: string) =>
    block.replace(UPSTREAM_SERVER, () => {
      const port = backendPorts[upstreamServers % backendPorts.length];
      upstreamServers += 1;
      return `server 127.0.0.1:${port};`;
    }),
  );
  if (upstreamServers === 0) throw new Error('deploy/proxy.conf: no upstream server found');
  if (!/^\s*listen 80;$/m.test(rewritten)) throw new Error('deploy/proxy.conf: no `listen 80;`');
  return rewritten.replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${listenPort};`);
}

interface Nginx {
  url: string;
  /** Its access log: what the committed file sends to /dev/stdout, this process's output here. */
  accessLog: () => string;
  stop(): Promise<void>;
}

/** TRUST_PROXY as docker-compose.yml sets it by default (its value, read from the file). */
function composeTrustProxy(): string {
  const compose = fs.readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8');
  const match = /^\s*TRUST_PROXY:\s*'?(?:\$\{TRUST_PROXY:-)?(\w+)\}?'?\s*$/m.exec(compose);
  if (!match?.[1]) throw new Error('docker-compose.yml: no TRUST_PROXY');
  return match[1];
}

/** nginx on `port` (chosen before, so that the backends' PUBLIC_URL can name it). */
async function startNginx(backendPorts: number[], folder: string, port: number): Promise<Nginx> {
  fs.mkdirSync(folder);
  const committed = fs.readFileSync(path.join(repoRoot, 'deploy/proxy.conf'), 'utf8');
  fs.writeFileSync(
    path.join(folder, 'proxy.conf'),
    proxyConfOnLoopback(committed, backendPorts, port),
  );
  // What the nginx image's own nginx.conf gives the file it includes: the http context. The
  // temporary folders are this run's, so nginx writes nothing outside it.
  const temp = (name: string) => path.join(folder, name);
  fs.writeFileSync(
    path.join(folder, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${temp('nginx.pid')};`,
      `error_log ${temp('error.log')};`,
      'events { worker_connections 64; }',
      'http {',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${temp(`${kind}-temp`)};`,
      ),
      `  include ${temp('proxy.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  fs.chmodSync(folder, 0o755); // nginx's workers (nobody, when run as root) use its temp folders
  // nginx's output into a file: /dev/stdout cannot be opened on the socket Node would give it.
  const output = fs.openSync(temp('stdout.log'), 'a');
  const child: ChildProcess = spawn(
    NGINX as string,
    ['-p', `${folder}/`, '-c', temp('nginx.conf'), '-e', temp('error.log')],
    { stdio: ['ignore', output, 'pipe'] },
  );
  fs.closeSync(output);
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const errorLog = () => fs.readFileSync(temp('error.log'), 'utf8');
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM'); // nginx's fast shutdown: the master stops its worker, then itself
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited (${child.exitCode}):\n${stderr}\n${errorLog()}`);
    const up = await fetch(`${url}/health/live`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx not answering within 10 s:\n${stderr}\n${errorLog()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, accessLog: () => fs.readFileSync(temp('stdout.log'), 'utf8'), stop };
}

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const RELEASE = '7.0.0-proxy';
const TOKENS = {
  reset: 'reset0token0that0must0not0be0logged',
  answer: 'answer0token0that0must0not0be0logged',
  unsubscribe: 'unsubscribe0token0that0must0not0be0logged',
  referer: 'referer0token0that0must0not0be0logged',
};

/** RATE_LIMIT_REGISTER_PER_IP behind the TLS proxy. */
const CLASS_PASSWORD_TRIES = 2;

let postgres: SharedPostgres;
let scratch: string;
let one: Site;
let two: Site;
let proxy: Nginx;
/**
 * A backend whose PUBLIC_URL is https, behind nginx of its own: TLS ends before that nginx, on
 * a proxy this test plays, so TRUST_PROXY counts two hops.
 */
let tlsBackend: Site;
let tlsProxy: Nginx;
const account = { email: 'proxied@class2005.test', password: 'secret-proxy-1' };
/** The account's session (registered through the proxy), as a browser sends it back. */
let session: string;

/** The session cookies an answer sets, as a browser would send them back. */
function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}

describeWithNginx('deploy/proxy.conf under nginx, in front of two backends', () => {
  beforeAll(async () => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'reunion-proxy-'));
    const releasesDir = path.join(scratch, 'releases');
    postgres = await startSharedPostgres();
    // nginx's port first: the backends' PUBLIC_URL names it, as compose's default names 8080.
    const proxyPort = await freePort();
    const tlsProxyPort = await freePort();
    const env = { RELEASES_DIR: releasesDir, TRUST_PROXY: composeTrustProxy() };
    const options = {
      databaseUrl: postgres.url,
      env: { ...env, PUBLIC_URL: `http://localhost:${proxyPort}` },
    };
    // One after the other: the first applies the migrations, the others find them done.
    one = await startSite(options);
    two = await startSite(options);
    tlsBackend = await startSite({
      databaseUrl: postgres.url,
      env: {
        ...env,
        PUBLIC_URL: `https://localhost:${tlsProxyPort}`,
        TRUST_PROXY: '2',
        // Class-password tries per visitor: two, so that a third shows whose budget it was.
        RATE_LIMIT_REGISTER_PER_IP: String(CLASS_PASSWORD_TRIES),
      },
    });
    const portOf = (site: Site) => Number(new URL(site.url).port);
    proxy = await startNginx([one, two].map(portOf), path.join(scratch, 'nginx'), proxyPort);
    tlsProxy = await startNginx(
      [portOf(tlsBackend)],
      path.join(scratch, 'nginx-tls'),
      tlsProxyPort,
    );

    // An account, registered through the proxy with the class password (no Origin, as a
    // script's request: allowed whatever Host the backend sees).
    const registered = await fetch(`${proxy.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...account, classPassword: CLASS_PASSWORD }),
    });
    if (registered.status !== 201)
      throw new Error(`register: ${registered.status} ${await registered.text()}`);
    session = cookiesOf(registered);

    // A release published by the real command, from a copy of the section's build.
    const build = path.join(scratch, 'photos-build');
    fs.cpSync(path.join(repoRoot, 'mf-photos/dist'), build, { recursive: true });
    runRepoScript(
      'tooling/scripts/release.mjs',
      ['mf-photos', '--version', RELEASE, '--from', build],
      {
        dataDir: one.dataDir,
        releasesDir,
        databaseUrl: postgres.url,
      },
    );
  }, 150_000);

  afterAll(async () => {
    await proxy?.stop();
    await tlsProxy?.stop();
    await tlsBackend?.stop();
    await one?.stop();
    await two?.stop();
    await postgres?.stop();
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  }, 60_000);

  it('serves /auth rendered on the server, with its link card and the backend’s headers', async () => {
    const response = await fetch(`${proxy.url}/auth`, { headers: html });
    expect(response.status).toBe(200);
    const page = await response.text();
    const bare = fs.readFileSync(path.join(repoRoot, 'shell/dist/index.html'), 'utf8');
    expect(page).not.toBe(bare);
    // The sign-in form and the link card: markup only the server's render puts in the page.
    expect(page).toContain('<form');
    expect(page).toMatch(/<meta property="og:title"/);
    // The backend's CSP, once (nginx adds none), allowing the page script by its hash.
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp.match(/default-src/g)).toHaveLength(1);
    expect(csp).toMatch(/script-src 'self' 'sha256-[\w+/=]+'/);
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves the shell’s files and a section’s build from the backend, with its cache policy', async () => {
    const manifest = await fetch(`${proxy.url}/remotes/mf-photos/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(await manifest.json()).toMatchObject({ name: expect.any(String) });
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('content-security-policy')).toContain("default-src 'self'");

    const script = fs
      .readdirSync(path.join(repoRoot, 'shell/dist'))
      .find((file) => /^main\.[0-9a-f]{8,}\.js$/.test(file));
    const asset = await fetch(`${proxy.url}/${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves a published release from either replica', async () => {
    const address = `/remotes/mf-photos/${RELEASE}/mf-manifest.json`;
    // nginx takes turns between the two: four requests reach each twice.
    for (let i = 0; i < 4; i += 1) {
      const response = await fetch(`${proxy.url}${address}`);
      expect([i, response.status]).toEqual([i, 200]);
      await response.arrayBuffer();
    }
    for (const site of [one, two]) expect(site.log()).toContain(`"url":"${address}"`);
    const release = await fetch(`${proxy.url}/remotes/mf-photos/${RELEASE}/release.json`);
    expect(release.status).toBe(200);
    expect(await release.json()).toMatchObject({ name: 'mf-photos', version: RELEASE });
  });

  it('passes the API and the health probes', async () => {
    const remotes = await fetch(`${proxy.url}/api/remotes`);
    expect(remotes.status).toBe(200);
    expect(remotes.headers.get('content-type')).toMatch(/application\/json/);
    expect(remotes.headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${proxy.url}/health/ready`)).status).toBe(200);
  });

  it('sends no Referer from the RSVP and reset links, and logs none of their tokens', async () => {
    const tokenPages = [
      `/auth/reset-password?token=${TOKENS.reset}&email=ana%40example.com`,
      `/rsvp/answer?token=${TOKENS.answer}&event=attending&answer=yes`,
      `/rsvp/unsubscribe?token=${TOKENS.unsubscribe}`,
    ];
    const ids: string[] = [];
    for (const address of tokenPages) {
      const response = await fetch(`${proxy.url}${address}`, {
        headers: { ...html, referer: `https://mail.example.org/inbox?token=${TOKENS.referer}` },
      });
      expect([address, response.status]).toEqual([address, 200]);
      expect([address, response.headers.get('referrer-policy')]).toEqual([address, 'no-referrer']);
      ids.push(response.headers.get('x-request-id') ?? '');
      await response.text();
    }
    const log = proxy.accessLog();
    // The requests are in the log (so a log written elsewhere cannot pass for a clean one)...
    for (const address of tokenPages) expect(log).toContain(address.split('?')[0]);
    // ...but none of the tokens: neither the pages' nor the one in the Referer.
    for (const token of Object.values(TOKENS)) expect(log).not.toContain(token);
    expect(log).not.toContain('token=');
    // Each line names the path, the Referer without its query, and the id the backend logged.
    for (const [i, address] of tokenPages.entries()) {
      const line = log.split('\n').find((text) => text.includes(ids[i] ?? 'no id'));
      expect(line).toContain(` ${address.split('?')[0]} `);
      expect(line).toContain('"https://mail.example.org/inbox"');
    }
  });

  it('renders the signed-in event page with the webcal link on the proxy’s host and port', async () => {
    const response = await fetch(`${proxy.url}/event-details`, {
      redirect: 'manual',
      headers: { ...html, cookie: session },
    });
    expect(response.status).toBe(200);
    const page = await response.text();
    // The server's render, for the address the visitor opened (127.0.0.1:<nginx's port>): the
    // browser's hydration computes the same from location.host, or React finds a mismatch.
    const host = new URL(proxy.url).host;
    expect(/href="(webcal:[^"]*)"/.exec(page)?.[1]).toBe(`webcal://${host}/api/calendar.ics`);
    // The calendar entries' link to the page, in the 'Add to Google' address.
    const google = /href="(https:\/\/calendar\.google\.com[^"]*)"/.exec(page)?.[1] ?? '';
    const details = new URL(google.replaceAll('&amp;', '&')).searchParams.get('details');
    expect(details).toContain(`http://${host}/event-details`);
  });

  it('takes a POST from the site opened as 127.0.0.1 while PUBLIC_URL says localhost', async () => {
    // What a browser on http://127.0.0.1:<port> sends: the page's origin, with its port. The
    // backend allows its own Host's origin (security/cross-site-refusal.ts), if Host has the port.
    const origin = proxy.url;
    const response = await fetch(`${proxy.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ username: account.email, password: account.password }),
    });
    const body = await response.text();
    expect([response.status, body]).toEqual([200, body]);
    expect(cookiesOf(response)).toMatch(/^reunion\.sid=/);
  });

  it('behind TLS (X-Forwarded-Proto: https from the proxy in front), signs in with the Secure __Host- cookie', async () => {
    const response = await fetch(`${tlsProxy.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      body: JSON.stringify({ username: account.email, password: account.password }),
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((header) => header.startsWith('__Host-'));
    expect(cookie).toMatch(/^__Host-reunion\.sid=/);
    expect(cookie).toMatch(/;\s*Secure(;|$)/i);
    expect(cookie).toMatch(/;\s*Path=\/(;|$)/i);
  });

  it('behind TLS with TRUST_PROXY=2, counts each visitor at the address the proxy in front gave, whatever X-Forwarded-For the visitor sent', async () => {
    // As the TLS proxy sends it on: the visitor's own X-Forwarded-For (anything at all), then
    // the visitor's address as the proxy saw it. nginx appends the proxy's (127.0.0.1 here).
    const tryClassPassword = (visitor: string, sentByVisitor: string) =>
      fetch(`${tlsProxy.url}/api/verify-class-password`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-proto': 'https',
          'x-forwarded-for': `${sentByVisitor}, ${visitor}`,
        },
        body: JSON.stringify({ classPassword: 'not the class password' }),
      }).then((response) => response.status);
    const visitor = '203.0.113.7';
    const neighbour = '198.51.100.9';
    // The visitor's tries, each claiming another address: one budget, the visitor's.
    const tries: number[] = [];
    for (let i = 0; i <= CLASS_PASSWORD_TRIES; i += 1)
      tries.push(await tryClassPassword(visitor, `192.0.2.${i + 1}`));
    expect(tries).toEqual([...Array<number>(CLASS_PASSWORD_TRIES).fill(403), 429]);
    // Claiming to be the neighbour changes nothing for the visitor...
    expect(await tryClassPassword(visitor, neighbour)).toBe(429);
    // ...nor for the neighbour, whose budget is whole, whatever it claims.
    expect(await tryClassPassword(neighbour, visitor)).toBe(403);
  });
});
