import {
  ALBUM_PHOTO_MAX_BYTES,
  isGifFile,
  isHeicFile,
  isPhotoFile,
  PHOTO_ACCEPT,
  PHOTO_DATA_URL_MAX_LENGTH,
  PHOTO_ORIGINAL_MAX_BYTES,
  PHOTO_RESIZE,
  PHOTO_UPLOAD_MAX_BYTES,
} from './photo-upload-rules.js';

describe('the photo rules every screen and the server apply', () => {
  it('send at most 5 MB of a redrawn photo, take 10 MB in the album and originals of up to 25 MB to resize', () => {
    expect(PHOTO_UPLOAD_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(ALBUM_PHOTO_MAX_BYTES).toBe(10_485_760);
    expect(PHOTO_ORIGINAL_MAX_BYTES).toBe(25 * 1024 * 1024);
    expect(PHOTO_RESIZE.profile).toEqual({ maxSide: 800, quality: 0.6, redraw: 'always' });
    expect(PHOTO_RESIZE.album).toEqual({ maxSide: 2048, quality: 0.85, redraw: 'when-too-big' });
  });

  it('offer the file chooser the four types and their endings', () => {
    expect(PHOTO_ACCEPT).toEqual([
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/gif',
      '.jpg',
      '.jpeg',
      '.png',
      '.webp',
      '.gif',
    ]);
  });

  it('take JPEG, PNG, WebP and GIF by type, or by name when there is no type', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif'])
      expect(isPhotoFile({ name: 'photo', type })).toBe(true);
    expect(isPhotoFile({ name: 'IMG_0001.JPG', type: '' })).toBe(true);
    expect(isPhotoFile({ name: 'IMG_0001.HEIC', type: 'image/heic' })).toBe(false);
    expect(isPhotoFile({ name: 'IMG_0001.heic', type: '' })).toBe(false);
    expect(isPhotoFile({ name: 'logo.svg', type: 'image/svg+xml' })).toBe(false);
    expect(isPhotoFile({ name: 'notes.txt', type: 'text/plain' })).toBe(false);
  });

  it("know an iPhone's HEIC or HEIF photo by its type or by its name", () => {
    for (const type of ['image/heic', 'image/heif', 'image/heic-sequence', 'image/HEIF'])
      expect(isHeicFile({ name: 'photo', type })).toBe(true);
    expect(isHeicFile({ name: 'IMG_0042.HEIC', type: '' })).toBe(true);
    expect(isHeicFile({ name: 'IMG_0042.heif', type: 'application/octet-stream' })).toBe(true);
    expect(isHeicFile({ name: 'IMG_0042.JPG', type: 'image/jpeg' })).toBe(false);
    expect(isHeicFile({ name: 'notes.txt', type: 'text/plain' })).toBe(false);
  });

  it('know a GIF by its type, or by its name when there is no type', () => {
    expect(isGifFile({ name: 'party', type: 'image/gif' })).toBe(true);
    expect(isGifFile({ name: 'PARTY.GIF', type: '' })).toBe(true);
    expect(isGifFile({ name: 'party.gif', type: 'image/png' })).toBe(false);
    expect(isGifFile({ name: 'party.jpg', type: 'image/jpeg' })).toBe(false);
  });

  it('let a profile body carry a 5 MB photo as a data URL, and not much more', () => {
    const fullPhoto = `data:image/jpeg;base64,${Buffer.alloc(PHOTO_UPLOAD_MAX_BYTES).toString('base64')}`;
    expect(fullPhoto.length).toBeLessThanOrEqual(PHOTO_DATA_URL_MAX_LENGTH);
    expect(PHOTO_DATA_URL_MAX_LENGTH - fullPhoto.length).toBeLessThan(2048);
  });
});
