import { retryEntryPlugin } from './retryEntryPlugin';

type Hook = NonNullable<ReturnType<typeof retryEntryPlugin>['loadRemoteSnapshot']>;
type Args = Parameters<Hook>[0];

const snapshotOf = (manifestUrl: string | undefined, from: 'manifest' | 'global' = 'manifest') =>
  ({
    from,
    manifestUrl,
    moduleInfo: { name: 'mf_photos', entry: manifestUrl },
    options: {},
    remoteSnapshot: { remoteEntry: 'remoteEntry.d284bc3f.js', publicPath: 'auto' },
  }) as unknown as Args;

async function entryAfter(args: Args): Promise<unknown> {
  const hook = retryEntryPlugin().loadRemoteSnapshot as Hook;
  const result = (await hook(args)) as Args;
  return (result.remoteSnapshot as { remoteEntry?: unknown }).remoteEntry;
}

describe('retryEntryPlugin', () => {
  it("gives a retry's entry script the retry's query, so it is a new request", async () => {
    await expect(
      entryAfter(snapshotOf('http://cdn.test/mf-photos/mf-manifest.json?retry=2')),
    ).resolves.toBe('remoteEntry.d284bc3f.js?retry=2');
  });

  it('leaves a first load, and snapshots not read from a manifest, as they are', async () => {
    await expect(entryAfter(snapshotOf('http://cdn.test/mf-manifest.json'))).resolves.toBe(
      'remoteEntry.d284bc3f.js',
    );
    await expect(
      entryAfter(snapshotOf('http://cdn.test/mf-manifest.json?retry=1', 'global')),
    ).resolves.toBe('remoteEntry.d284bc3f.js');
  });

  it('does not change the snapshot it was given (the runtime may keep it)', async () => {
    const args = snapshotOf('/remotes/mf-photos/mf-manifest.json?retry=1');
    await entryAfter(args);
    expect((args.remoteSnapshot as { remoteEntry: string }).remoteEntry).toBe(
      'remoteEntry.d284bc3f.js',
    );
  });
});
