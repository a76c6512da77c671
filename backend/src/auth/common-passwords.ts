import { dictionary } from '@zxcvbn-ts/language-common';
import { InvalidInputException } from '../common/api-exceptions.js';
import { authErrors } from './auth.messages.js';

/**
 * The most common passwords, from zxcvbn-ts's maintained list (about 49,000 taken from
 * breaches, all lower case). Read on first use: about 20 ms, then a Set lookup per check.
 */
let commonPasswords: ReadonlySet<string> | undefined;

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return commonPasswords.has(password.normalize('NFKC').toLowerCase());
}

/** 400 naming the `password` field, so the form shows the message under it. */
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password))
    throw new InvalidInputException(authErrors.commonPassword, {
      password: [authErrors.commonPassword],
    });
}
