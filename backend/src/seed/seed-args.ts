/** What `npm run seed -- …` was asked to do. */
export interface SeedArgs {
  /** How many seeded profiles there should be (missing ones are added). */
  profiles: number;
  /** The generator's seed: the same number gives the same classmates. */
  seed: number;
  /** Remove every seeded account, profile and file first. */
  reset: boolean;
}

export const SEED_USAGE = `Usage: npm run seed -- [--profiles N] [--seed N] [--reset]
  --profiles N  seeded profiles wanted in total (default 100, at most 20000); existing ones are kept
  --seed N      generator seed (default 1): the same seed gives the same classmates
  --reset       remove every seeded account, profile and photo first (--profiles 0 to only remove)`;

export class SeedArgsError extends Error {}

const MAX_PROFILES = 20_000;

function wholeNumber(flag: string, raw: string | undefined, max: number): number {
  if (raw === undefined || !/^\d+$/.test(raw) || Number(raw) > max)
    throw new SeedArgsError(
      `${flag} needs a whole number from 0 to ${max} (got ${raw ?? 'nothing'})`,
    );
  return Number(raw);
}

/** Reads `--profiles 2000`, `--profiles=2000`, `--seed 7`, `--reset`; anything else is refused. */
export function parseSeedArgs(argv: readonly string[]): SeedArgs {
  const args: SeedArgs = { profiles: 100, seed: 1, reset: false };
  for (let i = 0; i < argv.length; i++) {
    const [flag = '', inline] = (argv[i] ?? '').split(/=(.*)/s, 2);
    const value = () => (inline !== undefined ? inline : argv[++i]);
    if (flag === '--profiles') args.profiles = wholeNumber(flag, value(), MAX_PROFILES);
    else if (flag === '--seed') args.seed = wholeNumber(flag, value(), 2 ** 31 - 1);
    else if (flag === '--reset' && inline === undefined) args.reset = true;
    else throw new SeedArgsError(`unknown argument: ${argv[i]}`);
  }
  return args;
}
