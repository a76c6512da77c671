import { aFile } from '../testing/browserStubs';
import { checkImageSelection } from './checkImageSelection';

const MB = 1024 * 1024;

describe('checkImageSelection (the image upload control)', () => {
  it('defaults to one image of at most 5 MB, any image type', () => {
    expect(checkImageSelection([aFile('a.png', 'image/png')], 0).problems).toEqual([]);
    expect(checkImageSelection([aFile('a.png', 'image/png')], 1).problems[0]?.title).toBe(
      'Too Many Files',
    );
    expect(checkImageSelection([aFile('a.png', 'image/png', 6 * MB)], 0).problems[0]?.title).toBe(
      'File Size Exceeded',
    );
  });

  it('discards the whole choice when existing plus new exceed the maximum', () => {
    const result = checkImageSelection(
      [aFile('a.jpg', 'image/jpeg'), aFile('b.jpg', 'image/jpeg')],
      2,
      { maxFiles: 3 },
    );
    expect(result.accepted).toEqual([]);
    expect(result.problems).toEqual([
      {
        title: 'Too Many Files',
        description:
          'You can only upload a maximum of 3 images. Please remove some existing images first.',
      },
    ]);
  });

  it('names the files over the size limit and keeps the valid ones', () => {
    const small = aFile('small.jpg', 'image/jpeg', MB);
    const result = checkImageSelection(
      [small, aFile('big.jpg', 'image/jpeg', 11 * MB), aFile('huge.png', 'image/png', 20 * MB)],
      0,
      { maxFiles: 3, maxBytes: 10 * MB },
    );
    expect(result.accepted).toEqual([small]);
    expect(result.problems).toEqual([
      {
        title: 'File Size Exceeded',
        description: 'The following file(s) exceed the 10MB limit: big.jpg, huge.png',
      },
    ]);
  });

  it('refuses other types, naming the accepted ones', () => {
    const photo = aFile('photo.webp', 'image/webp');
    const result = checkImageSelection([photo, aFile('cv.pdf', 'application/pdf')], 0, {
      maxFiles: 3,
      accept: ['image/jpeg', 'image/webp'],
      acceptLabels: ['JPEG', 'WebP'],
    });
    expect(result.accepted).toEqual([photo]);
    expect(result.problems).toEqual([
      { title: 'Invalid File Type', description: 'Only JPEG, WebP files are accepted.' },
    ]);
  });

  it("says how to get a JPEG of an iPhone's HEIC photo, by its type or its name", () => {
    const rules = { maxFiles: 3, accept: ['image/jpeg', '.jpg'], acceptLabels: ['JPEG'] };
    const result = checkImageSelection(
      [aFile('IMG_0042.HEIC', 'image/heic'), aFile('scan.bmp', 'image/bmp')],
      0,
      rules,
    );
    expect(result.accepted).toEqual([]);
    expect(result.problems).toEqual([
      { title: 'Invalid File Type', description: 'Only JPEG files are accepted.' },
      {
        title: 'Invalid File Type',
        description:
          'IMG_0042.HEIC is a HEIC photo, which this site cannot use: please choose a JPEG. On an iPhone, pick the photo from Photo Library rather than Files, or set Settings › Camera › Formats to Most Compatible.',
      },
    ]);
    // Some Android choosers give a file no type.
    expect(checkImageSelection([aFile('IMG_0042.HEIC', '')], 0, rules).problems).toEqual([
      {
        title: 'Invalid File Type',
        description:
          'IMG_0042.HEIC is a HEIC photo, which this site cannot use: please choose a JPEG. On an iPhone, pick the photo from Photo Library rather than Files, or set Settings › Camera › Formats to Most Compatible.',
      },
    ]);
  });

  it('accepts extensions and wildcard types in the list', () => {
    const rules = { maxFiles: 5, accept: ['.jpg', 'image/*'] };
    const files = [
      aFile('IMG_0001.JPG', ''),
      aFile('x.gif', 'image/gif'),
      aFile('a.txt', 'text/plain'),
    ];
    const result = checkImageSelection(files, 0, rules);
    expect(result.accepted.map((file) => file.name)).toEqual(['IMG_0001.JPG', 'x.gif']);
    expect(result.problems[0]?.description).toBe('Only .jpg, image/* files are accepted.');
  });
});
