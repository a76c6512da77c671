import { fieldsWhere, type ProfileFieldName } from '@reunion/contracts';
import { aProfileBody } from '@reunion/contracts/testing';
import { signUp, type SignedInUser } from '../../test/support/accounts.js';
import { profileBody } from '../../test/support/profile-bodies.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';

/**
 * A field added after the first release keeps its stored value when a PATCH leaves its key out
 * (docs/profiles.md, "Adding a profile field"), so a section released before it cannot wipe it.
 * Generated from contracts' field table: every such field is covered.
 */
const keptFields = fieldsWhere((field) => field.keptWhenLeftOut);

/** A body without `field`, as a client that predates it sends. */
function bodyWithout(field: ProfileFieldName): Record<string, unknown> {
  const { [field]: _left, ...rest } = profileBody();
  return rest;
}

describe.each(keptFields)('%s, left out of a body', (field) => {
  let t: TestApp;
  let owner: SignedInUser;
  let id: number;
  const value = aProfileBody()[field];

  beforeAll(async () => {
    t = await startTestApp();
    owner = await signUp(t, 'kept@example.com');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is stored empty by a create without it', async () => {
    expect(value).not.toBeNull();
    const created = await owner.browser.post('/api/profiles').send(bodyWithout(field));
    expect(created.status).toBe(201);
    id = created.body.id as number;
    expect(created.body[field]).toBeNull();
  });

  it('keeps what is stored through a PATCH without it, and changes with one that has it', async () => {
    const saved = await owner.browser.patch(`/api/profiles/${id}`).send(profileBody());
    expect(saved.body[field]).toEqual(value);

    const older = await owner.browser.patch(`/api/profiles/${id}`).send(bodyWithout(field));
    expect(older.status).toBe(200);
    expect(older.body[field]).toEqual(value);
    expect((await owner.browser.get(`/api/profiles/${id}`)).body[field]).toEqual(value);

    const cleared = await owner.browser
      .patch(`/api/profiles/${id}`)
      .send(profileBody({ [field]: '' }));
    expect(cleared.body[field]).toBeNull();
  });
});
