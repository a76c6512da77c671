import { Controller, Get, Module, UseGuards } from '@nestjs/common';
import { confirmEmail, TEST_PASSWORD } from '../../../test/support/accounts.js';
import {
  startTestApp,
  TEST_ADMIN_EMAIL,
  TEST_CLASS_ACCOUNT_EMAIL,
  TEST_CLASS_PASSWORD,
  type TestApp,
} from '../../../test/support/test-app.js';
import { AccessPolicy } from '../access-policy.js';
import { AuthModule } from '../auth.module.js';
import type { User } from '../user.entity.js';
import { AdminGuard } from './admin.guard.js';
import { CurrentUser } from './current-user.decorator.js';
import { SignedInGuard } from './signed-in.guard.js';

/** Stands for a later module (profiles, photos) using the guards the auth module exports. */
@Controller('api/test-guards')
class GuardedController {
  constructor(private readonly policy: AccessPolicy) {}

  @Get('signed-in')
  @UseGuards(SignedInGuard)
  signedIn(@CurrentUser() user: User) {
    return { id: user.id, isClassAccount: this.policy.isClassAccount(user) };
  }

  @Get('admin')
  @UseGuards(AdminGuard)
  admin(@CurrentUser() user: User) {
    return { id: user.id };
  }
}

@Module({ imports: [AuthModule], controllers: [GuardedController] })
class GuardedModule {}

describe('guards for later modules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ CLASS_ACCOUNT: 'MBA05J' }, { imports: [GuardedModule] });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function signedInAs(email: string, username?: string) {
    const browser = t.browser();
    const response = await browser
      .post('/api/register')
      .send({ email, username, password: TEST_PASSWORD, classPassword: TEST_CLASS_PASSWORD });
    expect(response.status).toBe(201);
    return { browser, id: response.body.id as number };
  }

  it('refuses anonymous visitors with 401', async () => {
    expect((await t.http().get('/api/test-guards/signed-in')).status).toBe(401);
    expect((await t.http().get('/api/test-guards/admin')).status).toBe(401);
  });

  it('lets a signed-in user through and hands over the user; AdminGuard answers 403', async () => {
    const { browser, id } = await signedInAs('member@example.com');
    expect((await browser.get('/api/test-guards/signed-in')).body).toEqual({
      id,
      isClassAccount: false,
    });
    const admin = await browser.get('/api/test-guards/admin');
    expect(admin.status).toBe(403);
    expect(admin.body).toEqual({ error: expect.any(String) });
  });

  it('lets an ADMIN_EMAILS account through AdminGuard once its address is confirmed', async () => {
    const { browser, id } = await signedInAs(TEST_ADMIN_EMAIL);
    expect((await browser.get('/api/test-guards/admin')).status).toBe(403);
    await confirmEmail(t, { email: TEST_ADMIN_EMAIL, browser });
    expect((await browser.get('/api/test-guards/admin')).body).toEqual({ id });
  });

  it('recognises the class account by username, whatever its case, once confirmed', async () => {
    const { browser } = await signedInAs(TEST_CLASS_ACCOUNT_EMAIL, 'mba05j');
    expect((await browser.get('/api/test-guards/signed-in')).body.isClassAccount).toBe(false);
    await confirmEmail(t, { email: TEST_CLASS_ACCOUNT_EMAIL, browser });
    expect((await browser.get('/api/test-guards/signed-in')).body.isClassAccount).toBe(true);
  });
});
