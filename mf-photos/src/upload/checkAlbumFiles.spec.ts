import { aFile } from '../testing/fixtures';
import { checkAlbumFiles } from './checkAlbumFiles';

const MB = 1024 * 1024;

describe('checkAlbumFiles (album photo)', () => {
  it('takes one JPEG, PNG, WebP or GIF, an original of up to 25 MB (resized before upload)', () => {
    for (const [name, type, size] of [
      ['a.jpg', 'image/jpeg', 25 * MB],
      ['IMG_0001.JPG', 'image/jpeg', 9.9 * MB],
      ['b.png', 'image/png', 12 * MB],
      ['c.webp', 'image/webp', 1 * MB],
      ['d.gif', 'image/gif', 10 * MB],
      ['e.JPEG', '', 2 * MB],
    ] as const) {
      const file = aFile(name, type, size);
      expect(checkAlbumFiles([file])).toEqual({ file });
    }
  });

  it('says nothing when nothing was chosen', () => {
    expect(checkAlbumFiles([])).toBeNull();
  });

  it('words each refusal as the drop rules do', () => {
    expect(checkAlbumFiles([aFile('a.jpg', 'image/jpeg'), aFile('b.jpg', 'image/jpeg')])).toEqual({
      problem: 'Too many files',
    });
    for (const [name, type] of [
      ['notes.txt', 'text/plain'],
      ['logo.svg', 'image/svg+xml'],
    ] as const)
      expect(checkAlbumFiles([aFile(name, type)])).toEqual({
        problem: 'File type must be .jpg, .jpeg, .png, .webp, .gif',
      });
    expect(checkAlbumFiles([aFile('big.jpg', 'image/jpeg', 25 * MB + 1)])).toEqual({
      problem: 'File is larger than 25 MB',
    });
    expect(checkAlbumFiles([aFile('empty.jpg', 'image/jpeg', 0)])).toEqual({
      problem: 'File is smaller than 1 bytes',
    });
  });

  it("says how to get a JPEG of an iPhone's HEIC or HEIF photo, by its type or its name", () => {
    for (const [name, type] of [
      ['IMG_0042.HEIC', 'image/heic'],
      ['IMG_0042.HEIC', ''],
      ['IMG_0042.HEIC', 'image/heif'],
    ] as const)
      expect(checkAlbumFiles([aFile(name, type)])).toEqual({
        problem:
          'IMG_0042.HEIC is a HEIC photo, which this site cannot use: please choose a JPEG. On an iPhone, pick the photo from Photo Library rather than Files, or set Settings › Camera › Formats to Most Compatible.',
      });
  });

  it('refuses a GIF over 10 MB at once: it is sent as it is, to stay animated', () => {
    expect(checkAlbumFiles([aFile('party.gif', 'image/gif', 10 * MB + 1)])).toEqual({
      problem:
        'party.gif is a GIF over 10 MB. A GIF is sent as it is, to stay animated: please choose one of at most 10 MB.',
    });
  });
});
