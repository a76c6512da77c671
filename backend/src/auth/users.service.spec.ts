import { signUp } from '../../test/support/accounts.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import type { SessionData } from 'express-session';
import { SessionStore } from './session/session-store.js';
import { User } from './user.entity.js';
import { UsersService } from './users.service.js';

/**
 * findById and the session store's read (every signed-in request runs it) are plain SELECTs whose
 * column list is built from the entity's metadata: they must give exactly the entity TypeORM's
 * repository gives.
 */
describe('UsersService.findById', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reads every column the repository reads, value for value', async () => {
    const { id } = await signUp(t, 'find-by-id@example.com');
    // Away from the column's default, so a mapping that ignored it would show.
    await t.dataSource.query('UPDATE users SET email_confirmed_at = now() WHERE id = $1', [id]);
    const plain = await t.app.get(UsersService).findById(id);
    const entity = await t.dataSource.getRepository(User).findOneByOrFail({ id });
    expect(plain).toBeInstanceOf(User);
    expect(plain?.emailConfirmedAt).toBeInstanceOf(Date);
    expect({ ...plain }).toEqual({ ...entity });
    const columns = t.dataSource.getMetadata(User).columns.map((column) => column.propertyName);
    expect(Object.keys(plain ?? {}).sort()).toEqual([...columns].sort());
    expect(await t.app.get(UsersService).findById(id + 1000)).toBeNull();
  });

  it('gives the user read with a session as the repository gives it, and reads nothing more', async () => {
    const { id } = await signUp(t, 'with-session@example.com');
    await t.dataSource.query('UPDATE users SET email_confirmed_at = now() WHERE id = $1', [id]);
    const [session]: { sid: string }[] = await t.dataSource.query(
      `SELECT sid FROM "session" WHERE "sess" #>> '{passport,user}' = $1::text`,
      [id],
    );
    const sid = session?.sid ?? 'none';
    const sess = await new Promise<SessionData | null | undefined>((resolve, reject) =>
      t.app
        .get(SessionStore)
        .store.get(sid, (error, data) => (error ? reject(error) : resolve(data))),
    );
    const users = t.app.get(UsersService);
    const findById = jest.spyOn(users, 'findById');
    const read = await users.sessionUser(sess ?? undefined, id);
    expect(findById).not.toHaveBeenCalled();
    expect(read).toBeInstanceOf(User);
    expect({ ...read }).toEqual({
      ...(await t.dataSource.getRepository(User).findOneByOrFail({ id })),
    });
    // A session loaded some other way: the user is read then.
    expect({ ...(await users.sessionUser({ passport: { user: id } }, id)) }).toEqual({ ...read });
    expect(findById).toHaveBeenCalledTimes(1);
  });
});
