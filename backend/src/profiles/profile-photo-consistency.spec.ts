import { profileSchema } from '@reunion/contracts';
import { signUp, type SignedInUser } from '../../test/support/accounts.js';
import { jpegBytes, jpegDataUrl } from '../../test/support/images.js';
import { profileBody } from '../../test/support/profile-bodies.js';
import { keyOf, storedFiles } from '../../test/support/stored-files.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import { profileErrors } from './profiles.messages.js';
import { SavesInFlight } from './saves-in-flight.js';

/**
 * Files and rows stay consistent when a write fails after its files were stored: the database
 * refuses the row (a trigger stands in for any failure), or another save got there first.
 */
describe('profile photos when the write fails', () => {
  let t: TestApp;
  let counter = 0;
  const newUser = () => signUp(t, `consistent${++counter}@example.com`);
  let red: string;
  let green: string;

  beforeAll(async () => {
    // Silent: the refused writes below are 500s, which the filter logs as bugs.
    t = await startTestApp({}, { logger: false });
    red = jpegDataUrl(await jpegBytes(50, 40, '#aa0000'));
    green = jpegDataUrl(await jpegBytes(40, 50, '#00aa00'));
    await t.dataSource.query(`
      CREATE FUNCTION refuse_explode() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.first_name = 'Explode' THEN RAISE EXCEPTION 'refused by the test trigger'; END IF;
        RETURN NEW;
      END $$`);
    await t.dataSource.query(`
      CREATE TRIGGER refuse_explode BEFORE INSERT OR UPDATE ON profiles
      FOR EACH ROW EXECUTE FUNCTION refuse_explode()`);
  });
  afterAll(async () => {
    await t?.close();
  });

  const files = () => storedFiles(t.config.storageDir);

  async function createWithPhotos(user: SignedInUser, photos: string[]) {
    const response = await user.browser.post('/api/profiles').send(profileBody({ photos }));
    expect(response.status).toBe(201);
    return profileSchema.parse(response.body);
  }

  async function rowOf(id: number): Promise<Record<string, unknown> | undefined> {
    const rows: Record<string, unknown>[] = await t.dataSource.query(
      'SELECT * FROM profiles WHERE id = $1',
      [id],
    );
    return rows[0];
  }

  it('POST: deletes the files it stored when the row cannot be written', async () => {
    const user = await newUser();
    const before = files();
    const response = await user.browser
      .post('/api/profiles')
      .send(profileBody({ firstName: 'Explode', photos: [red, green] }));
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ error: 'Something went wrong. Please try again.' });
    expect(files()).toEqual(before);
    expect(
      await t.dataSource.query('SELECT 1 FROM profiles WHERE user_id = $1', [user.id]),
    ).toEqual([]);
  });

  it('PATCH: deletes the new files and keeps the old ones and the row as they were', async () => {
    const user = await newUser();
    const profile = await createWithPhotos(user, [red]);
    const row = await rowOf(profile.id);
    const before = files();
    const response = await user.browser
      .patch(`/api/profiles/${profile.id}`)
      .send(profileBody({ firstName: 'Explode', photos: [green] }));
    expect(response.status).toBe(500);
    expect(files()).toEqual(before);
    expect(files()).toContain(keyOf(profile.photos[0]!));
    expect(await rowOf(profile.id)).toEqual(row);
  });

  it('PATCH: refuses (409) to keep a photo another save dropped meanwhile, storing nothing', async () => {
    const user = await newUser();
    const profile = await createWithPhotos(user, [red]);
    const before = files();

    // Another save holds the row while this PATCH (keep red, add green) waits for it…
    const other = t.dataSource.createQueryRunner();
    await other.connect();
    await other.startTransaction();
    try {
      await other.query('SELECT id FROM profiles WHERE id = $1 FOR UPDATE', [profile.id]);
      const patch = user.browser
        .patch(`/api/profiles/${profile.id}`)
        .send(profileBody({ photos: [profile.photos[0], green] }))
        .then((response) => response);
      await waitForALockWaiter();
      // …and drops red.
      await other.query(`UPDATE profiles SET photos = '{}' WHERE id = $1`, [profile.id]);
      await other.commitTransaction();

      const response = await patch;
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ error: profileErrors.photosChanged });
      // Green was stored, then removed again; red is for the other save to delete.
      expect(files()).toEqual(before);
    } finally {
      if (other.isTransactionActive) await other.rollbackTransaction();
      await other.release();
    }
  });

  it('POST twice at once: one profile, one 409, and only the winner’s files remain', async () => {
    const user = await newUser();
    const before = files();
    // One process lets a member send one save at a time; two replicas each let one through.
    const oneEach = jest.spyOn(t.app.get(SavesInFlight), 'hold').mockReturnValue(() => undefined);
    const [a, b] = await Promise.all([
      user.browser.post('/api/profiles').send(profileBody({ photos: [red] })),
      user.browser.post('/api/profiles').send(profileBody({ photos: [green] })),
    ]).finally(() => oneEach.mockRestore());
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const winner = profileSchema.parse(a.status === 201 ? a.body : b.body);
    expect((a.status === 409 ? a : b).body).toEqual({ error: profileErrors.alreadyExists });
    expect(files()).toEqual([...before, keyOf(winner.photos[0]!)].sort());
  });

  async function waitForALockWaiter(): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const rows: { n: number }[] = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      if ((rows[0]?.n ?? 0) > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the PATCH never waited for the row lock');
  }
});
