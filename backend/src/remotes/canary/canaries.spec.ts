import type { SectionLoadReport } from '@reunion/contracts';
import { outboxMails } from '../../../test/support/mailbox.js';
import { writeRelease, writeShellRelease } from '../../../test/support/releases.js';
import { signUpAdmin, type SignedInUser } from '../../../test/support/accounts.js';
import { startTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../../test/support/test-app.js';
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

type Visitor = ReturnType<TestApp['browser']>;

describe('canary releases', () => {
  let t: TestApp;
  let replica: TestApp;
  let admin: SignedInUser;

  const start = (body: Record<string, unknown>) =>
    admin.browser.post(`/api/admin/remotes/${SECTION}/canary`).send(body);
  const end = (how: 'promote' | 'stop') =>
    admin.browser.post(`/api/admin/remotes/${SECTION}/canary/${how}`);
  const canaries = async () => (await admin.browser.get('/api/admin/remotes/canaries')).body;
  const handed = async (visitor: Visitor) =>
    (await visitor.get('/api/remotes')).body[SECTION] as string;
  const report = (visitor: Visitor, body: SectionLoadReport) =>
    visitor.post('/api/remotes/loads').send(body);

  /** `count` new visitors (each its own cookie) with the version each is handed. */
  async function visitors(
    count: number,
    app = t,
  ): Promise<{ visitor: Visitor; url: string; cookie: string }[]> {
    const all = [];
    for (let i = 0; i < count; i++) {
      const visitor = app.browser();
      const first = await visitor.get('/api/remotes');
      const cookie = String(first.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '';
      all.push({ visitor, url: first.body[SECTION] as string, cookie });
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
    for (const { visitor, url, cookie } of seen.slice(0, 20)) {
      expect(cookie).toMatch(/^reunion\.visitor=/);
      expect(await handed(visitor)).toBe(url);
      // The other replica reads the same cookie and the same canary from PostgreSQL.
      const there = await replica.http().get('/api/remotes').set('cookie', cookie);
      expect(there.body[SECTION]).toBe(url);
    }
    expect((await end('stop')).status).toBe(200);
    for (const { visitor } of seen.slice(0, 20)) expect(await handed(visitor)).toBe(v('1.0.0'));
  });

  it('rolls a failing canary back by itself, records it and mails the administrators', async () => {
    expect((await start({ version: '1.2.0', share: 50 })).status).toBe(200);
    const seen = await visitors(40);
    const canary = seen.filter(({ url }) => url === v('1.2.0'));
    const base = seen.filter(({ url }) => url === v('1.0.0'));
    for (const { visitor } of base)
      await report(visitor, { section: SECTION, version: '1.0.0', outcome: 'ok' });
    // Reports through either replica count alike.
    for (const [index, { visitor }] of canary.slice(0, 6).entries()) {
      const response = await report(visitor, {
        section: SECTION,
        version: '1.2.0',
        outcome: 'failed',
      });
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
    for (const { visitor } of canary) expect(await handed(visitor)).toBe(v('1.0.0'));
    const mail = outboxMails(t.config.dataDir).find((m) => m.raw.includes('1.2.0 rolled back'));
    expect(mail?.to).toEqual([TEST_ADMIN_EMAIL]);
  });

  it('counts a visitor once, and nothing from a made-up visitor or a version it was not handed', async () => {
    expect((await start({ version: '1.3.0', share: 50 })).status).toBe(200);
    const seen = await visitors(30);
    const canary = seen.filter(({ url }) => url === v('1.3.0'));
    const base = seen.find(({ url }) => url === v('1.0.0'));
    // A flood from one visitor, from visitors without a cookie of this site, and a base visitor
    // claiming the canary failed: none of it may roll a healthy canary back.
    for (let i = 0; i < 20; i++)
      await report(canary[0]!.visitor, { section: SECTION, version: '1.3.0', outcome: 'failed' });
    for (let i = 0; i < 20; i++)
      await t
        .http()
        .post('/api/remotes/loads')
        .set('cookie', `reunion.visitor=made-up-${i}.forged`)
        .send({ section: SECTION, version: '1.3.0', outcome: 'failed' });
    await report(base!.visitor, { section: SECTION, version: '1.3.0', outcome: 'failed' });
    expect((await canaries()).running[0]).toMatchObject({
      canary: { loads: 1, failures: 1 },
      base: { loads: 0, failures: 0 },
    });
    // Healthy visitors outweigh it: with the window at 0, the canary is promotable, but only
    // the team promotes it (autoPromote is off).
    for (const { visitor } of canary.slice(1))
      await report(visitor, { section: SECTION, version: '1.3.0', outcome: 'ok' });
    for (const { visitor } of seen.filter(({ url }) => url === v('1.0.0')))
      await report(visitor, { section: SECTION, version: '1.0.0', outcome: 'ok' });
    expect((await canaries()).running).toHaveLength(1);
    expect((await end('promote')).status).toBe(200);
    expect((await canaries()).ended[0]).toMatchObject({
      ending: 'promoted',
      endedBy: TEST_ADMIN_EMAIL,
    });
    for (const { visitor } of seen) expect(await handed(visitor)).toBe(v('1.3.0'));
    expect((await end('promote')).status).toBe(409);
  });

  it('promotes a healthy canary by itself where asked to', async () => {
    await t.app.get(RemoteReleasesService).activate(SECTION, '1.0.0', 'test');
    expect((await start({ version: '1.1.0', share: 50, autoPromote: true })).status).toBe(200);
    const seen = await visitors(40, replica);
    for (const { visitor, url } of seen)
      await report(visitor, {
        section: SECTION,
        version: url === v('1.1.0') ? '1.1.0' : '1.0.0',
        outcome: 'ok',
      });
    const { running, ended } = await canaries();
    expect(running).toEqual([]);
    expect(ended[0]).toMatchObject({ version: '1.1.0', ending: 'promoted', endedBy: 'the judge' });
    expect(await handed(t.browser())).toBe(v('1.1.0'));
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

  it('add at most RATE_LIMIT_CANARY_VISITORS_PER_IP new visitors; those counted still report', async () => {
    expect((await startCanary(admin)).status).toBe(200);
    const reported: Visitor[] = [];
    for (let i = 0; i < 10; i++) {
      const visitor = t.browser();
      const url = (await visitor.get('/api/remotes')).body[SECTION] as string;
      const version = url === v('2.0.0') ? '2.0.0' : 'default';
      const response = await visitor
        .post('/api/remotes/loads')
        .send({ section: SECTION, version, outcome: 'ok' });
      expect(response.body).toEqual({ ok: true });
      reported.push(visitor);
    }
    const figures = async () => {
      const [canary] = (await admin.browser.get('/api/admin/remotes/canaries')).body.running;
      return canary.canary.loads + canary.base.loads;
    };
    expect(await figures()).toBe(3);
    // The first visitor was counted: their failure, reported later, still counts.
    const first = reported[0]!;
    const url = (await first.get('/api/remotes')).body[SECTION] as string;
    await first.post('/api/remotes/loads').send({
      section: SECTION,
      version: url === v('2.0.0') ? '2.0.0' : 'default',
      outcome: 'failed',
    });
    const [canary] = (await admin.browser.get('/api/admin/remotes/canaries')).body.running;
    expect(canary.canary.failures + canary.base.failures).toBe(1);
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

  /** Mints visitor ids from `address` until `count` are handed the canary; each reports `outcome`. */
  async function reportFrom(address: string, outcome: 'ok' | 'failed', count = 1) {
    let reported = 0;
    for (let i = 0; i < 20 * count && reported < count; i++) {
      const visitor = t.browser();
      const handed = await visitor.get('/api/remotes').set('X-Forwarded-For', address);
      if (handed.body[SECTION] !== v('2.0.0')) continue;
      await visitor
        .post('/api/remotes/loads')
        .set('X-Forwarded-For', address)
        .send({ section: SECTION, version: '2.0.0', outcome });
      reported++;
    }
    return reported;
  }

  it('is not rolled back by one address among healthy classmates, and is by a real failure', async () => {
    expect((await startCanary(admin)).status).toBe(200);
    for (let i = 1; i <= 18; i++) expect(await reportFrom(`198.51.100.${i}`, 'ok')).toBe(1);
    // One address minting visitor ids and reporting only failures: with 5 visitors an address,
    // its 5 failures among the 18 made the canary look broken, and it was rolled back.
    expect(await reportFrom('203.0.113.66', 'failed', 30)).toBe(30);
    const attacked = await canaryNow();
    expect(attacked.ended).toEqual([]);
    expect(attacked.running[0].canary).toEqual({ loads: 19, failures: 1 });

    // A canary that really breaks fails for classmates on several networks.
    for (let i = 1; i <= 4 && (await canaryNow()).running.length > 0; i++)
      await reportFrom(`192.0.2.${i}`, 'failed');
    const { running, ended } = await canaryNow();
    expect(running).toEqual([]);
    expect(ended[0]).toMatchObject({ ending: 'rolled back', endedBy: 'the judge' });
  });
});
