import {
  createParamDecorator,
  type ExecutionContext,
  InternalServerErrorException,
} from '@nestjs/common';
import type { Request } from 'express';
import type { User } from '../user.entity.js';

/** The signed-in user, for handlers behind SignedInGuard or AdminGuard. */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): User => {
  const user = context.switchToHttp().getRequest<Request>().user;
  // Reaching here without the guard is a wiring mistake, not the visitor's.
  if (!user) throw new InternalServerErrorException('CurrentUser used without SignedInGuard');
  return user;
});
