import type { ExecutionContext } from '@nestjs/common';
import { IncomingMessage, ServerResponse } from 'node:http';
import { once } from 'node:events';
import { Socket } from 'node:net';
import type { User } from '../auth/user.entity.js';
import { ProfileSaveGuard } from './profile-save.guard.js';
import type { ProfilesService } from './profiles.service.js';
import { SavesInFlight } from './saves-in-flight.js';

/** A save of a new profile by member 7, whose sender has already gone: its socket closed. */
async function saveFromGoneSender(): Promise<ExecutionContext> {
  const socket = new Socket();
  const closed = once(socket, 'close');
  socket.destroy();
  await closed;
  const req = Object.assign(new IncomingMessage(socket), { user: { id: 7 }, params: {} });
  const res = new ServerResponse(req);
  res.assignSocket(socket);
  return {
    switchToHttp: () => ({ getRequest: () => req, getResponse: () => res }),
  } as unknown as ExecutionContext;
}

describe('ProfileSaveGuard', () => {
  it('gives the place back when the sender left before the guard ran', async () => {
    const inFlight = new SavesInFlight();
    // What the guard asks of the service is tested through the API; here it admits every save.
    const profiles = { admitSave: async () => undefined } as unknown as ProfilesService;
    const guard = new ProfileSaveGuard(profiles, inFlight);

    await expect(guard.canActivate(await saveFromGoneSender())).resolves.toBe(true);
    // on-finished calls back on the next turn for a response that can no longer be sent; a
    // 'close' listener added now would never be called, and the place would be kept for good.
    await new Promise((resolve) => setImmediate(resolve));
    const release = inFlight.hold(7 as User['id'], 'new');
    release();
  });
});
