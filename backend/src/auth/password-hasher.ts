import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import { PasswordTurns } from './password-turns.js';

/** OWASP's argon2id baseline (19 MiB, 2 passes): strong, yet cheap enough for two small cores. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher {
  private dummyHash: Promise<string> | undefined;

  constructor(private readonly turns: PasswordTurns) {}

  hash(password: string): Promise<string> {
    return this.turns.run(() => argon2.hash(password, OPTIONS));
  }

  verify(hash: string, password: string): Promise<boolean> {
    return this.turns.run(async () => {
      try {
        return await argon2.verify(hash, password);
      } catch {
        // A malformed stored hash is a failed sign-in, not a crash.
        return false;
      }
    });
  }

  /** True when the stored hash was made with weaker settings than today's. */
  needsRehash(hash: string): boolean {
    try {
      return argon2.needsRehash(hash, OPTIONS);
    } catch {
      return false;
    }
  }

  /**
   * Spends the same time as a real check when there is no such user, so response times do not
   * tell which usernames exist. The filler is hashed once, outside the turns: a 503 while they
   * are full must not be kept as the filler.
   */
  async verifyNothing(password: string): Promise<false> {
    this.dummyHash ??= argon2.hash('no such user: constant-time filler', OPTIONS);
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
