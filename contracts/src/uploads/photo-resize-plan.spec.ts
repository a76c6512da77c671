import {
  checkResizedPhoto,
  fitWithin,
  needsDecoding,
  planPhotoUpload,
} from './photo-resize-plan.js';
import {
  ALBUM_PHOTO_MAX_BYTES,
  PHOTO_RESIZE,
  PHOTO_UPLOAD_MAX_BYTES,
} from './photo-upload-rules.js';

const MB = 1024 * 1024;
const phone = { width: 4032, height: 3024 };
const photo = (name: string, type: string, size: number) => ({ name, type, size });

describe('fitWithin', () => {
  it.each([
    [4000, 3000, 800, 800, 600],
    [3000, 4000, 800, 600, 800],
    [1600, 1600, 800, 800, 800],
    [640, 480, 800, 640, 480],
    [10000, 10, 800, 800, 1],
    [4032, 3024, 2048, 2048, 1536],
  ])('%i×%i within %i px is %i×%i (never enlarged)', (w, h, maxSide, width, height) => {
    expect(fitWithin(w, h, maxSide)).toEqual({ width, height });
  });
});

describe('planPhotoUpload: the profile (always an 800 px JPEG)', () => {
  const target = PHOTO_RESIZE.profile;

  it("resizes a phone's 9.5 MB photo to 800 px", () => {
    expect(planPhotoUpload(photo('IMG.JPG', 'image/jpeg', 9.5 * MB), phone, target)).toEqual({
      action: 'resize',
      size: { width: 800, height: 600 },
    });
  });

  it('redraws even a small photo, and a GIF (its first frame), never sending an original', () => {
    expect(
      planPhotoUpload(photo('a.png', 'image/png', 20_000), { width: 300, height: 200 }, target),
    ).toEqual({ action: 'resize', size: { width: 300, height: 200 } });
    expect(needsDecoding(photo('a.gif', 'image/gif', 20_000), target)).toBe(true);
    expect(
      planPhotoUpload(photo('a.gif', 'image/gif', 9 * MB), { width: 1000, height: 500 }, target),
    ).toEqual({ action: 'resize', size: { width: 800, height: 400 } });
  });

  it('refuses a photo the browser could not read, however small', () => {
    expect(planPhotoUpload(photo('a.jpg', 'image/jpeg', 1000), null, target)).toEqual({
      action: 'refuse',
      reason: 'unreadable',
    });
  });
});

describe('planPhotoUpload: the album (2048 px, only when too big)', () => {
  const target = PHOTO_RESIZE.album;

  it("resizes a phone's 9.5 MB photo to 2048 px", () => {
    expect(planPhotoUpload(photo('IMG.JPG', 'image/jpeg', 9.5 * MB), phone, target)).toEqual({
      action: 'resize',
      size: { width: 2048, height: 1536 },
    });
  });

  it('resizes a photo under 5 MB that is over 2048 px', () => {
    expect(planPhotoUpload(photo('IMG.JPG', 'image/jpeg', 3 * MB), phone, target)).toEqual({
      action: 'resize',
      size: { width: 2048, height: 1536 },
    });
  });

  it('re-encodes at the same size a photo within 2048 px but over 5 MB (a PNG screenshot)', () => {
    expect(
      planPhotoUpload(
        photo('shot.png', 'image/png', 6 * MB),
        { width: 2000, height: 1200 },
        target,
      ),
    ).toEqual({ action: 'resize', size: { width: 2000, height: 1200 } });
  });

  it('sends as it is a photo within 2048 px and 5 MB, up to exactly 5 MB', () => {
    const small = { width: 2048, height: 1365 };
    expect(
      planPhotoUpload(photo('a.webp', 'image/webp', PHOTO_UPLOAD_MAX_BYTES), small, target),
    ).toEqual({ action: 'send-as-is' });
  });

  it('sends a GIF as it is, undecoded, to keep it animated, up to 10 MB; refuses a larger one', () => {
    const gif = photo('party.gif', 'image/gif', ALBUM_PHOTO_MAX_BYTES);
    expect(needsDecoding(gif, target)).toBe(false);
    expect(planPhotoUpload(gif, null, target)).toEqual({ action: 'send-as-is' });
    expect(planPhotoUpload({ ...gif, size: 7 * MB }, null, target)).toEqual({
      action: 'send-as-is',
    });
    expect(planPhotoUpload({ ...gif, size: ALBUM_PHOTO_MAX_BYTES + 1 }, null, target)).toEqual({
      action: 'refuse',
      reason: 'gif-too-large',
    });
  });

  it('leaves a small file the browser cannot read to the server, and refuses a large one', () => {
    expect(planPhotoUpload(photo('fake.jpg', 'image/jpeg', 100), null, target)).toEqual({
      action: 'send-as-is',
    });
    expect(planPhotoUpload(photo('IMG.jpg', 'image/jpeg', 9 * MB), null, target)).toEqual({
      action: 'refuse',
      reason: 'unreadable',
    });
  });
});

describe('checkResizedPhoto', () => {
  it('holds the resized bytes to 5 MB', () => {
    expect(checkResizedPhoto(PHOTO_UPLOAD_MAX_BYTES)).toBeNull();
    expect(checkResizedPhoto(PHOTO_UPLOAD_MAX_BYTES + 1)).toBe('still-too-large');
  });
});
