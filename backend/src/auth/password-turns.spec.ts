import { ServiceUnavailableException } from '@nestjs/common';
import { authErrors } from './auth.messages.js';
import { PASSWORD_WORK_AT_ONCE, PASSWORD_WORK_WAITING, PasswordTurns } from './password-turns.js';
import { heldWork, settle } from '../../test/support/held-work.js';

describe('PasswordTurns', () => {
  it(`runs ${PASSWORD_WORK_AT_ONCE} at once, keeps ${PASSWORD_WORK_WAITING} waiting, and refuses more with 503`, async () => {
    const turns = new PasswordTurns();
    const held = Array.from({ length: PASSWORD_WORK_AT_ONCE + PASSWORD_WORK_WAITING }, () =>
      heldWork('hashed'),
    );
    const results = held.map(({ work }) => turns.run(work));
    await settle();
    expect(held.filter((h) => h.started())).toHaveLength(PASSWORD_WORK_AT_ONCE);

    const refused = turns.run(async () => 'one too many');
    await expect(refused).rejects.toBeInstanceOf(ServiceUnavailableException);
    await expect(refused).rejects.toThrow(authErrors.busy);

    // A turn that ends lets the next one start, and makes room for one more to wait.
    held[0]?.finish();
    await expect(results[0]).resolves.toBe('hashed');
    await settle();
    expect(held.filter((h) => h.started())).toHaveLength(PASSWORD_WORK_AT_ONCE + 1);
    const late = heldWork('hashed');
    const lateResult = turns.run(late.work);

    for (const h of held) h.finish();
    late.finish();
    await expect(Promise.all([...results, lateResult])).resolves.toHaveLength(held.length + 1);
  });

  it('passes a failure on to its caller and frees the turn', async () => {
    const turns = new PasswordTurns();
    await expect(turns.run(() => Promise.reject(new Error('out of memory')))).rejects.toThrow(
      'out of memory',
    );
    await expect(turns.run(async () => 'next')).resolves.toBe('next');
  });
});
