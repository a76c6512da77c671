import { parseRemotesArgs, RemotesArgsError } from './remotes-cli-args.js';

describe('parseRemotesArgs', () => {
  it('reads each command', () => {
    expect(parseRemotesArgs(['list'])).toEqual({ command: 'list' });
    expect(parseRemotesArgs(['activate', 'mf-photos', '1.4.0'])).toEqual({
      command: 'activate',
      name: 'mf-photos',
      version: '1.4.0',
    });
    expect(parseRemotesArgs(['rollback', 'mf-event'])).toEqual({
      command: 'rollback',
      name: 'mf-event',
    });
  });

  it('refuses unknown sections, bad versions and wrong argument counts', () => {
    expect(() => parseRemotesArgs(['activate', 'mf-nope', '1.0.0'])).toThrow(RemotesArgsError);
    expect(() => parseRemotesArgs(['activate', 'mf-event', '../1'])).toThrow(RemotesArgsError);
    expect(() => parseRemotesArgs(['rollback'])).toThrow(RemotesArgsError);
    expect(() => parseRemotesArgs([])).toThrow(RemotesArgsError);
  });
});
