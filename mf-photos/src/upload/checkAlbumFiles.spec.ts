import { aFile } from '../testing/fixtures';
import { checkAlbumFiles } from './checkAlbumFiles';

describe('checkAlbumFiles (album photo)', () => {
  it('takes one JPEG, PNG or GIF up to 10 MB', () => {
    for (const [name, type] of [
      ['a.jpg', 'image/jpeg'],
      ['b.png', 'image/png'],
      ['c.gif', 'image/gif'],
      ['d.JPEG', ''],
    ] as const) {
      const file = aFile(name, type, 10_485_760);
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
    expect(checkAlbumFiles([aFile('notes.txt', 'text/plain')])).toEqual({
      problem: 'File type must be .jpeg, .jpg, .png, .gif',
    });
    expect(checkAlbumFiles([aFile('logo.svg', 'image/svg+xml')])).toEqual({
      problem: 'File type must be .jpeg, .jpg, .png, .gif',
    });
    expect(checkAlbumFiles([aFile('big.jpg', 'image/jpeg', 10_485_761)])).toEqual({
      problem: 'File is larger than 10485760 bytes',
    });
    expect(checkAlbumFiles([aFile('empty.jpg', 'image/jpeg', 0)])).toEqual({
      problem: 'File is smaller than 1 bytes',
    });
  });
});
