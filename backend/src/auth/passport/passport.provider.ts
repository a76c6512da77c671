import type { Provider } from '@nestjs/common';
import type { Request } from 'express';
import type { User } from '../user.entity.js';
import { LocalStrategy } from './local.strategy.js';
import { type Authenticator, newAuthenticator, PASSPORT } from './passport-instance.js';
import { SessionSerializer } from './session.serializer.js';

/**
 * The app's own passport, holding its local strategy and session serializer. Not the process-wide
 * singleton that @nestjs/passport's AuthGuard and mixins use: there, strategies are replaced by
 * name and serializers pile up, so of several apps in one process (the tests' replicas, a test
 * file's apps one after another) the first one's serializer, on a closed database, would answer
 * for all. The guards (guards/) authenticate through this instance instead.
 */
export const passportProvider: Provider = {
  provide: PASSPORT,
  inject: [LocalStrategy, SessionSerializer],
  useFactory: (local: LocalStrategy, serializer: SessionSerializer): Authenticator => {
    const instance = newAuthenticator();
    instance.use('local', local);
    instance.serializeUser<number>((user, done) => serializer.serializeUser(user as User, done));
    // With the request (passport passes it to a three-argument deserializer): the user may have
    // been read with its session.
    instance.deserializeUser<number, Request>((req, id, done) =>
      serializer.deserializeUser(id, done, req),
    );
    return instance;
  },
};
