import { parseSeedArgs, SeedArgsError } from './seed-args.js';

describe('seed arguments', () => {
  it('defaults', () => {
    expect(parseSeedArgs([])).toEqual({ profiles: 100, seed: 1, reset: false });
  });

  it('reads every flag, spaced or with =', () => {
    expect(parseSeedArgs(['--profiles', '2000', '--seed=7', '--reset'])).toEqual({
      profiles: 2000,
      seed: 7,
      reset: true,
    });
    expect(parseSeedArgs(['--profiles=0', '--reset']).profiles).toBe(0);
  });

  it.each([
    [['--profiles']],
    [['--profiles', 'many']],
    [['--profiles', '-1']],
    [['--profiles', '20001']],
    [['--seed', '1.5']],
    [['--reset=yes']],
    [['--verbose']],
  ])('refuses %p', (argv) => {
    expect(() => parseSeedArgs(argv)).toThrow(SeedArgsError);
  });
});
