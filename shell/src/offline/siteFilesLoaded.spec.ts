type SiteFilesLoaded = typeof import('./siteFilesLoaded');

/** The browser's resource timing buffer: it records this many entries, then drops the rest. */
const BUFFER_SIZE = 250;

/** Every resource the page loads, in order; what the buffer holds is the first 250 of them. */
let resources: { name: string }[] = [];
/** The observer the page started, as the browser would hand it entries. */
let observing: { deliver: () => void; undelivered: () => { name: string }[] } | undefined;

class FakePerformanceObserver {
  private handed = 0;
  constructor(private readonly callback: (list: { getEntries: () => unknown[] }) => void) {
    observing = {
      deliver: () => this.callback({ getEntries: () => this.takeRecords() }),
      undelivered: () => resources.slice(this.handed),
    };
  }
  observe(options: { type: string; buffered?: boolean }) {
    // Without `buffered`, the entries recorded before it started are not handed to it.
    if (options.type === 'resource' && !options.buffered) this.handed = resources.length;
  }
  takeRecords() {
    const records = resources.slice(this.handed);
    this.handed = resources.length;
    return records;
  }
}

function load(count: number, name: (index: number) => string) {
  const start = resources.length;
  for (let index = start; index < start + count; index += 1) resources.push({ name: name(index) });
}

/** The module as a fresh page has it: nothing watched yet. */
function freshModule(): SiteFilesLoaded {
  let loaded: SiteFilesLoaded | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<SiteFilesLoaded>('./siteFilesLoaded');
  });
  return loaded!;
}

beforeEach(() => {
  resources = [];
  observing = undefined;
  Object.defineProperty(window, 'PerformanceObserver', {
    configurable: true,
    value: FakePerformanceObserver,
  });
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: (type: string) => (type === 'resource' ? resources.slice(0, BUFFER_SIZE) : []),
  });
});

afterEach(() => {
  delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
  delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
});

const site = (path: string) => `${location.origin}${path}`;

describe('the files of this site a page loaded (the programme keeps them offline)', () => {
  it('names the files loaded after the browser stopped recording them (its 250 are full)', () => {
    const { watchSiteFilesLoaded, siteFilesLoaded } = freshModule();
    load(3, (index) => site(`/${index}.0000abcd.js`));
    watchSiteFilesLoaded();
    // An album's thumbnails, and its API's answers: the buffer is full with them.
    load(300, (index) => site(`/api/files/photos/${index}/thumbnail.webp`));
    observing!.deliver();
    // Then the programme's section: its code comes after the 250th entry.
    load(2, (index) => site(`/remotes/mf-event/${index}.1234abcd.js`));
    load(1, () => site('/remotes/mf-event/mf-manifest.json'));
    expect(performance.getEntriesByType('resource')).toHaveLength(BUFFER_SIZE);
    // The last ones are still undelivered (the observer's task has not run): they count too.
    expect(observing!.undelivered()).toHaveLength(3);
    expect(siteFilesLoaded()).toEqual([
      '/0.0000abcd.js',
      '/1.0000abcd.js',
      '/2.0000abcd.js',
      '/remotes/mf-event/303.1234abcd.js',
      '/remotes/mf-event/304.1234abcd.js',
      '/remotes/mf-event/mf-manifest.json',
    ]);
  });

  it("leaves out the API's answers and other sites' files, and names each file once", () => {
    const { watchSiteFilesLoaded, siteFilesLoaded } = freshModule();
    watchSiteFilesLoaded();
    load(1, () => site('/main.1234abcd.js'));
    load(1, () => site('/API/remotes'));
    load(1, () => 'https://fonts.example.test/font.woff2');
    load(1, () => site('/main.1234abcd.js'));
    load(1, () => site('/manifest.webmanifest?v=2'));
    expect(siteFilesLoaded()).toEqual(['/main.1234abcd.js', '/manifest.webmanifest?v=2']);
  });

  it('names a file fetched again after a failure by its first address, which a page offline asks for', () => {
    const { watchSiteFilesLoaded, siteFilesLoaded } = freshModule();
    watchSiteFilesLoaded();
    load(1, () => site('/remotes/mf-event/mf-manifest.json?retry=1'));
    load(1, () => site('/remotes/mf-event/111.1234abcd.js?retry=1-0'));
    load(1, () => site('/1524.b5457fe1.js?retry=0-2'));
    expect(siteFilesLoaded()).toEqual([
      '/remotes/mf-event/mf-manifest.json',
      '/remotes/mf-event/111.1234abcd.js',
      '/1524.b5457fe1.js',
    ]);
  });

  it('where nothing watched (no observer in this browser), names what the buffer holds', () => {
    delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    const { watchSiteFilesLoaded, siteFilesLoaded } = freshModule();
    watchSiteFilesLoaded();
    load(1, () => site('/main.1234abcd.js'));
    expect(siteFilesLoaded()).toEqual(['/main.1234abcd.js']);
  });
});
