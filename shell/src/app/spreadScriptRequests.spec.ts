import { spreadScriptRequests } from './spreadScriptRequests';

type Loaded = string[];

/** The bundler's runtime as the wrapper sees it: `l` records the URLs it was asked for. */
function fakeRuntime(): Loaded {
  const loaded: Loaded = [];
  (globalThis as unknown as { __webpack_require__: { l: (url: string) => void } })[
    '__webpack_require__'
  ] = { l: (url) => loaded.push(url) };
  return loaded;
}

const requireScript = (url: string) =>
  (globalThis as unknown as { __webpack_require__: { l: (url: string) => void } })[
    '__webpack_require__'
  ].l(url);

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('spreadScriptRequests', () => {
  it('adds a burst of script requests four per task, the first four in the task that asked', async () => {
    const loaded = fakeRuntime();
    spreadScriptRequests();
    // The runtime asks for a screen's chunks one call at a time, in one loop.
    for (let i = 0; i < 10; i++) requireScript(`chunk-${i}.js`);
    expect(loaded).toEqual([]);
    await Promise.resolve();
    expect(loaded).toHaveLength(4);
    await nextTask();
    expect(loaded).toHaveLength(8);
    await nextTask();
    expect(loaded).toEqual(Array.from({ length: 10 }, (_, i) => `chunk-${i}.js`));
  });

  it('starts again with the next burst once the last has been added', async () => {
    const loaded = fakeRuntime();
    spreadScriptRequests();
    requireScript('a.js');
    await nextTask();
    requireScript('b.js');
    await Promise.resolve();
    expect(loaded).toEqual(['a.js', 'b.js']);
  });
});
