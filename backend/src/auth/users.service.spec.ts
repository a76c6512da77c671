import { signUp } from '../../test/support/accounts.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import { User } from './user.entity.js';
import { UsersService } from './users.service.js';

/**
 * findById is a plain SELECT (every signed-in request runs it) whose column list is built from
 * the entity's metadata: it must give exactly the entity TypeORM's repository gives.
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
});
