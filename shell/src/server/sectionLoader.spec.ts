import type { SectionWebManifest } from '@reunion/contracts';
import { pageFiles } from './sectionLoader';

const manifest: SectionWebManifest = {
  metaData: {
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.0000000a.js', path: '' },
    ssrRemoteEntry: { name: 'remoteEntry.0000000b.cjs' },
  },
  shared: [{ assets: { js: { sync: ['react.0000000c.js'] } } }],
  exposes: [
    {
      path: './FindClassmates',
      assets: { js: { sync: ['313.0000000d.js', 'react.0000000c.js', 'expose.0000000e.js'] } },
      shares: ['antd/es/select', 'react'],
    },
  ],
};

describe('pageFiles', () => {
  it("names the section's entry and the page's chunks, not its own copies of shared modules", () => {
    expect(pageFiles(manifest, './FindClassmates')).toEqual({
      scripts: ['remoteEntry.0000000a.js', '313.0000000d.js', 'expose.0000000e.js'],
      shares: ['antd/es/select', 'react'],
    });
  });

  it('joins an entry in a folder of its own, and names only the entry for an unknown page', () => {
    const inFolder = {
      ...manifest,
      metaData: { ...manifest.metaData, remoteEntry: { name: 'remoteEntry.js', path: './js/' } },
    };
    expect(pageFiles(inFolder, './Elsewhere')).toEqual({
      scripts: ['js/remoteEntry.js'],
      shares: [],
    });
  });

  it('names nothing where the files are not relative to the manifest', () => {
    const elsewhere = {
      ...manifest,
      metaData: { ...manifest.metaData, publicPath: 'https://cdn.example/' },
    };
    expect(pageFiles(elsewhere, './FindClassmates')).toEqual({ scripts: [], shares: [] });
  });
});
