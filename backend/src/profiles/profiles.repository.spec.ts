import { signUp } from '../../test/support/accounts.js';
import { profileBody } from '../../test/support/profile-bodies.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import { typeormPool } from '../database/prepared-statement.js';
import { PROFILE_BY_ID, readProfileRow } from './profiles.repository.js';
import { toProfileView } from './profile-view.js';
import { ProfileEntity } from './profile.entity.js';

/**
 * The profile page's plain SELECT names the entity's columns a second time (for speed,
 * profiles.repository.ts): these tests fail when the entity gains a column the SELECT does not read,
 * or when the two reads disagree on a value.
 */
describe('readProfileRow', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("selects every column of the entity the profile view shows, under the entity's names", () => {
    // The select list: `column`, or `expression AS "property"`, split on commas outside
    // parentheses (to_char(…, 'YYYY-MM-DD') has one inside).
    const selectList = /SELECT([\s\S]*?)FROM/.exec(PROFILE_BY_ID.text)?.[1] ?? '';
    const aliases = selectList
      .split(/,(?![^(]*\))/)
      .map((part) => /AS "(\w+)"\s*$/.exec(part)?.[1] ?? part.trim());
    const columns = t.dataSource
      .getMetadata(ProfileEntity)
      .columns.map((column) => column.propertyName)
      // The directory's thumbnail and the nudges' unsubscribe are not part of the profile view
      // (profile-view.ts).
      .filter((name) => name !== 'thumbnailKey' && name !== 'rsvpNudgesStoppedAt');
    expect([...aliases].sort()).toEqual([...columns].sort());
  });

  it('reads what the repository reads, value for value', async () => {
    const { browser } = await signUp(t, 'plain-read@example.com');
    const created = await browser.post('/api/profiles').send(profileBody());
    expect(created.status).toBe(201);
    const id = created.body.id as number;

    const plain = await readProfileRow(typeormPool(t.dataSource), id);
    const entity = await t.dataSource.getRepository(ProfileEntity).findOneByOrFail({ id });
    expect(plain).not.toBeNull();
    expect(toProfileView(plain as NonNullable<typeof plain>, 'owner')).toEqual(
      toProfileView(entity, 'owner'),
    );
    expect(await readProfileRow(typeormPool(t.dataSource), id + 1000)).toBeNull();
  });
});
