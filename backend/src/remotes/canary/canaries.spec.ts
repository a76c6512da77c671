import type { SectionLoadReport } from '@reunion/contracts';
import { outboxMails } from '../../../test/support/mailbox.js';
import { writeRelease, writeShellRelease } from '../../../test/support/releases.js';
import { signUpAdmin, type SignedInUser, TEST_PASSWORD } from '../../../test/support/accounts.js';
import { sessionCookie } from '../../../test/support/cookies.js';
import {
  startTestApp,
  TEST_ADMIN_EMAIL,
  TEST_CLASS_PASSWORD,
  type TestApp,
} from '../../../test/support/test-app.js';
import { RemoteReleasesService } from '../remote-releases.service.js';

const SECTION = 'mf-event';
const v = (version: string) => `/remotes/${SECTION}/${version}/mf-manifest.json`;
/** Judged after 6 visitors, a 10-point margin, promotable at once (CANARY_* variables). */
const RULES = {
  CANARY_MIN_LOADS: '6',
  CANARY_MARGIN_PERCENT: '10',
  CANARY_WINDOW_MINUTES: '0',
  // Every visitor here comes from 127.0.0.1; the caps have tests of their own.
  RATE_LIMIT_CANARY_VISITORS_PER_IP: '1000',
  RATE_LIMIT_CANARY_FAILURES_PER_IP: '1000',
};

/** One browser: its visitor cookie (`name=value`) and the version it was handed first. */
interface Visitor {
  cookie: string;
  url: string;
}

/** Registers `count` members; each one's session cookie (`name=value`). */
async function members(app: TestApp, count: number, prefix: string): Promise<string[]> {
  const sessions = [];
  for (let i = 0; i < count; i++) {
    const response = await app
      .http()
      .post('/api/register')
      .send({
        email: `${prefix}-${i}@class.test`,
        password: TEST_PASSWORD,
        classPassword: TEST_CLASS_PASSWORD,
      });
    sessions.push(sessionCookie(response));
  }
  return sessions;
}

/** What a request of `visitor`, signed in as `member` (or not), from `address`, sends. */
function as(app: TestApp, member: string | null, visitor?: Visitor, address?: string) {
  const cookie = [member, visitor?.cookie].filter(Boolean).join('; ');
  const headers: Record<string, string> = { cookie };
  if (address) headers['X-Forwarded-For'] = address;
  return {
    get: (path: string) => app.http().get(path).set(headers),
    post: (path: string) => app.http().post(path).set(headers),
  };
}

/** A new browser (a visitor cookie of its own) of `member`, with the version it is handed. */
async function newVisitor(app: TestApp, member: string | null, address?: string) {
  const first = await as(app, member, undefined, address).get('/api/remotes');
  const cookie = String(first.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '';
  return { cookie, url: first.body[SECTION] as string };
}

/** The section's version `visitor` is handed now. */
const handedTo = async (app: TestApp, visitor: Visitor) =>
  (await as(app, null, visitor).get('/api/remotes')).body[SECTION] as string;

/** `visitor`'s report, signed in as `member`, from `address`. */
const reportOf = (
  app: TestApp,
  member: string | null,
  visitor: Visitor,
  body: SectionLoadReport,
  address?: string,
) => as(app, member, visitor, address).post('/api/remotes/loads').send(body);

describe('canary releases', () => {
  let t: TestApp;
  let replica: TestApp;
  let admin: SignedInUser;
  /** Signed-in classmates' session cookies: each canary below draws its share of them afresh. */
  let classmates: string[];

  /** A browser of a classmate, with the version it is handed. */
  interface Seen extends Visitor {
    member: string;
  }

  const start = (body: Record<string, unknown>) =>
    admin.browser.post(`/api/admin/remotes/${SECTION}/canary`).send(body);
  const end = (how: 'promote' | 'stop') =>
    admin.browser.post(`/api/admin/remotes/${SECTION}/canary/${how}`);
  const canaries = async () => (await admin.browser.get('/api/admin/remotes/canaries')).body;
  const handed = (seen: Seen) => handedTo(t, seen);
  const report = (seen: Seen, body: SectionLoadReport, app = t) =>
    reportOf(app, seen.member, seen, body);

  /** `count` new browsers, of as many classmates as there are (then again from the first). */
  async function visitors(count: number, app = t): Promise<Seen[]> {
    const all = [];
    for (let i = 0; i < count; i++) {
      const member = classmates[i % classmates.length]!;
      all.push({ member, ...(await newVisitor(app, member)) });
    }
    return all;
  }

  beforeAll(async () => {
    t = await startTestApp(RULES);
    replica = await startTestApp(RULES, { database: t.database });
    writeShellRelease(t);
    const releases = t.app.get(RemoteReleasesService);
    for (const version of ['1.0.0', '1.1.0', '1.2.0', '1.3.0']) {
      writeRelease(t, SECTION, version);
      await releases.publish(SECTION, version);
    }
    await releases.activate(SECTION, '1.0.0', 'test');
    admin = await signUpAdmin(t);
    classmates = await members(t, 40, 'classmate');
  });
  afterAll(async () => {
    await replica?.close();
    await t?.close();
  });

  it('refuses a share outside 1-50 %, an unpublished release and the active one', async () => {
    expect((await start({ version: '1.1.0', share: 0 })).status).toBe(400);
    expect((await start({ version: '1.1.0', share: 51 })).status).toBe(400);
    expect((await start({ version: '9.9.9', share: 10 })).status).toBe(404);
    expect((await start({ version: '1.0.0', share: 10 })).status).toBe(409);
    expect((await canaries()).running).toEqual([]);
  });

  it('hands the canary to about its share of visitors, the same one on every load and replica', async () => {
    expect((await start({ version: '1.1.0', share: 50 })).status).toBe(200);
    expect((await start({ version: '1.2.0', share: 10 })).status).toBe(409);
    const seen = await visitors(80);
    const inCanary = seen.filter(({ url }) => url === v('1.1.0')).length;
    expect(seen.every(({ url }) => url === v('1.1.0') || url === v('1.0.0'))).toBe(true);
    expect(inCanary).toBeGreaterThan(20);
    expect(inCanary).toBeLessThan(60);
    for (const visitor of seen.slice(0, 20)) {
      expect(visitor.cookie).toMatch(/^reunion\.visitor=/);
      expect(await handed(visitor)).toBe(visitor.url);
      // The other replica reads the same cookie and the same canary from PostgreSQL.
      expect(await handedTo(replica, visitor)).toBe(visitor.url);
    }
    expect((await end('stop')).status).toBe(200);
    for (const visitor of seen.slice(0, 20)) expect(await handed(visitor)).toBe(v('1.0.0'));
  });

  it('rolls a failing canary back by itself, records it and mails the administrators', async () => {
    expect((await start({ version: '1.2.0', share: 50 })).status).toBe(200);
    const seen = await visitors(40);
    const canary = seen.filter(({ url }) => url === v('1.2.0'));
    const base = seen.filter(({ url }) => url === v('1.0.0'));
    for (const visitor of base)
      await report(visitor, { section: SECTION, version: '1.0.0', outcome: 'ok' });
    // Reports through either replica count alike (the last on `t`, which then mails).
    for (const [index, visitor] of canary.slice(0, 6).entries()) {
      const response = await report(
        visitor,
        { section: SECTION, version: '1.2.0', outcome: 'failed' },
        index % 2 === 0 ? replica : t,
      );
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ ok: true });
      if (index === 0)
        expect((await canaries()).running[0].canary).toEqual({ loads: 1, failures: 1 });
    }
    const { running, ended } = await canaries();
    expect(running).toEqual([]);
    expect(ended[0]).toMatchObject({
      name: SECTION,
      version: '1.2.0',
      baseVersion: '1.0.0',
      ending: 'rolled back',
      endedBy: 'the judge',
      canary: { loads: 6, failures: 6 },
      base: { loads: base.length, failures: 0 },
    });
    for (const visitor of canary) expect(await handed(visitor)).toBe(v('1.0.0'));
    const mail = outboxMails(t.config.dataDir).find((m) => m.raw.includes('1.2.0 rolled back'));
    expect(mail?.to).toEqual([TEST_ADMIN_EMAIL]);
  });

  it('counts a visitor once, and nothing from a made-up visitor, a version it was not handed or a visitor not signed in', async () => {
    expect((await start({ version: '1.3.0', share: 50 })).status).toBe(200);
    const seen = await visitors(30);
    const canary = seen.filter(({ url }) => url === v('1.3.0'));
    const base = seen.find(({ url }) => url === v('1.0.0'));
    const failed = { section: SECTION, version: '1.3.0', outcome: 'failed' } as const;
    // A flood from one visitor, from visitors without a cookie of this site, from visitors not
    // signed in, and a base visitor claiming the canary failed: none of it may roll a healthy
    // canary back.
    for (let i = 0; i < 20; i++) await report(canary[0]!, failed);
    for (let i = 0; i < 20; i++)
      await as(t, classmates[0]!, { cookie: `reunion.visitor=made-up-${i}.forged`, url: '' })
        .post('/api/remotes/loads')
        .send(failed);
    for (let i = 0; i < 20; i++) {
      const stranger = await newVisitor(t, null);
      if (stranger.url !== v('1.3.0')) continue;
      expect((await reportOf(t, null, stranger, failed)).status).toBe(401);
    }
    await report(base!, failed);
    expect((await canaries()).running[0]).toMatchObject({
      canary: { loads: 1, failures: 1 },
      base: { loads: 0, failures: 0 },
    });
    // Healthy visitors outweigh it: with the window at 0, the canary is promotable, but only
    // the team promotes it (autoPromote is off).
    for (const visitor of canary.slice(1))
      await report(visitor, { section: SECTION, version: '1.3.0', outcome: 'ok' });
    for (const visitor of seen.filter(({ url }) => url === v('1.0.0')))
      await report(visitor, { section: SECTION, version: '1.0.0', outcome: 'ok' });
    expect((await canaries()).running).toHaveLength(1);
    expect((await end('promote')).status).toBe(200);
    expect((await canaries()).ended[0]).toMatchObject({
      ending: 'promoted',
      endedBy: TEST_ADMIN_EMAIL,
    });
    for (const visitor of seen) expect(await handed(visitor)).toBe(v('1.3.0'));
    expect((await end('promote')).status).toBe(409);
  });

  it('promotes a healthy canary by itself where asked to', async () => {
    await t.app.get(RemoteReleasesService).activate(SECTION, '1.0.0', 'test');
    expect((await start({ version: '1.1.0', share: 50, autoPromote: true })).status).toBe(200);
    const seen = await visitors(40, replica);
    for (const visitor of seen)
      await report(
        visitor,
        {
          section: SECTION,
          version: visitor.url === v('1.1.0') ? '1.1.0' : '1.0.0',
          outcome: 'ok',
        },
        replica,
      );
    const { running, ended } = await canaries();
    expect(running).toEqual([]);
    expect(ended[0]).toMatchObject({ version: '1.1.0', ending: 'promoted', endedBy: 'the judge' });
    expect(await handedTo(t, await newVisitor(t, null))).toBe(v('1.1.0'));
  });
});

/** An app with SECTION's release 2.0.0 published, and an administrator to start its canary. */
async function appWithRelease(env: Record<string, string> = {}) {
  const t = await startTestApp(env);
  writeShellRelease(t);
  writeRelease(t, SECTION, '2.0.0');
  await t.app.get(RemoteReleasesService).publish(SECTION, '2.0.0');
  return { t, admin: await signUpAdmin(t) };
}

const startCanary = (admin: SignedInUser) =>
  admin.browser.post(`/api/admin/remotes/${SECTION}/canary`).send({ version: '2.0.0', share: 50 });

describe('canary figures from one address', () => {
  let t: TestApp;
  let admin: SignedInUser;

  beforeAll(async () => {
    ({ t, admin } = await appWithRelease({
      CANARY_MIN_LOADS: '100',
      RATE_LIMIT_CANARY_VISITORS_PER_IP: '3',
    }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const version = (visitor: Visitor) => (visitor.url === v('2.0.0') ? '2.0.0' : 'default');

  it('add at most RATE_LIMIT_CANARY_VISITORS_PER_IP new visitors; those counted still report', async () => {
    expect((await startCanary(admin)).status).toBe(200);
    const reported: { member: string; visitor: Visitor }[] = [];
    for (const member of await members(t, 10, 'neighbour')) {
      const visitor = await newVisitor(t, member);
      const response = await reportOf(t, member, visitor, {
        section: SECTION,
        version: version(visitor),
        outcome: 'ok',
      });
      expect(response.body).toEqual({ ok: true });
      reported.push({ member, visitor });
    }
    const figures = async () => {
      const [canary] = (await admin.browser.get('/api/admin/remotes/canaries')).body.running;
      return canary.canary.loads + canary.base.loads;
    };
    expect(await figures()).toBe(3);
    // The first visitor was counted: their failure, reported later, still counts.
    const { member, visitor } = reported[0]!;
    await reportOf(t, member, visitor, {
      section: SECTION,
      version: version(visitor),
      outcome: 'failed',
    });
    const [canary] = (await admin.browser.get('/api/admin/remotes/canaries')).body.running;
    expect(canary.canary.failures + canary.base.failures).toBe(1);
  });
});

describe('a member past their share, on an address shared with classmates', () => {
  let t: TestApp;
  let admin: SignedInUser;

  beforeAll(async () => {
    ({ t, admin } = await appWithRelease({ TRUST_PROXY: 'true', CANARY_MIN_LOADS: '100' }));
  });
  afterAll(async () => {
    await t?.close();
  });

  it("spends none of the address's share: the classmates after them still count", async () => {
    expect((await startCanary(admin)).status).toBe(200);
    const venue = '198.51.100.7';
    const [keen, ...classmates] = await members(t, 3, 'venue');
    const reportFrom = async (member: string) => {
      const visitor = await newVisitor(t, member, venue);
      const version = visitor.url === v('2.0.0') ? '2.0.0' : 'default';
      await reportOf(t, member, visitor, { section: SECTION, version, outcome: 'ok' }, venue);
    };
    // Six browsers of one member: three count (RATE_LIMIT_CANARY_VISITORS_PER_MEMBER).
    for (let i = 0; i < 6; i++) await reportFrom(keen!);
    for (const member of classmates) await reportFrom(member);
    const [canary] = (await admin.browser.get('/api/admin/remotes/canaries')).body.running;
    // Five from the address (RATE_LIMIT_CANARY_VISITORS_PER_IP): the member's three and both
    // classmates. Charged the address first, the member's refused browsers spent its other two.
    expect(canary.canary.loads + canary.base.loads).toBe(5);
  });
});

describe('a canary and one address, with the default rules', () => {
  let t: TestApp;
  let admin: SignedInUser;

  beforeAll(async () => {
    // The worst case: every report names the address it comes from.
    ({ t, admin } = await appWithRelease({ TRUST_PROXY: 'true' }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const canaryNow = async () => (await admin.browser.get('/api/admin/remotes/canaries')).body;

  /**
   * Mints browsers of `member` (or of no one) from `address` until `count` are handed the
   * canary; each reports `outcome`.
   */
  async function reportFrom(
    member: string | null,
    address: string,
    outcome: 'ok' | 'failed',
    count = 1,
  ) {
    let reported = 0;
    for (let i = 0; i < 20 * count && reported < count; i++) {
      const visitor = await newVisitor(t, member, address);
      if (visitor.url !== v('2.0.0')) continue;
      await reportOf(t, member, visitor, { section: SECTION, version: '2.0.0', outcome }, address);
      reported++;
    }
    return reported;
  }

  it('is not rolled back by one address or one member among healthy classmates, and is by a real failure', async () => {
    expect((await startCanary(admin)).status).toBe(200);
    const [attacker, ...classmates] = await members(t, 29, 'member');
    for (const [i, member] of classmates.slice(0, 18).entries())
      expect(await reportFrom(member, `198.51.100.${i + 1}`, 'ok')).toBe(1);
    // One address with five accounts, each minting visitor ids and reporting only failures:
    // with 5 visitors an address, its 5 failures among the 18 made the canary look broken.
    for (const member of classmates.slice(18, 23))
      expect(await reportFrom(member, '203.0.113.66', 'failed', 6)).toBe(6);
    expect((await canaryNow()).running[0].canary).toEqual({ loads: 19, failures: 1 });
    // One member from many addresses, and visitors not signed in from many more: before
    // reports needed a member, each address added a failure.
    for (let i = 1; i <= 12; i++) {
      expect(await reportFrom(attacker!, `203.0.113.${i}`, 'failed')).toBe(1);
      expect(await reportFrom(null, `2001:db8:${i}::1`, 'failed')).toBe(1);
    }
    const attacked = await canaryNow();
    expect(attacked.ended).toEqual([]);
    expect(attacked.running[0].canary).toEqual({ loads: 20, failures: 2 });

    // A canary that really breaks fails for classmates on several networks.
    for (const [i, member] of classmates.slice(23).entries())
      if ((await canaryNow()).running.length > 0)
        await reportFrom(member, `192.0.2.${i + 1}`, 'failed');
    const { running, ended } = await canaryNow();
    expect(running).toEqual([]);
    expect(ended[0]).toMatchObject({ ending: 'rolled back', endedBy: 'the judge' });
  });
});
