import { PHOTO_RESIZE, PHOTO_UPLOAD_MAX_BYTES } from '@reunion/contracts';
import { stubImageDecoding, type CanvasRecord } from '../testing/canvasStubs.js';
import { PhotoUploadError } from './photoUploadError.js';
import { preparePhotoUpload } from './preparePhotoUpload.js';

const MB = 1024 * 1024;

/** A file of a given size without allocating it (only `size` is read for the limits). */
function aFile(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

let revoked: string[];
beforeEach(() => {
  revoked = [];
  URL.createObjectURL = jest.fn(() => 'blob:http://localhost/1');
  URL.revokeObjectURL = jest.fn((url: string) => void revoked.push(url));
});

let stub: CanvasRecord | undefined;
afterEach(() => {
  stub?.restore();
  stub = undefined;
});

async function refusal(promise: Promise<File>): Promise<PhotoUploadError> {
  const error: unknown = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof PhotoUploadError)) throw new Error(`expected a refusal, got ${error}`);
  return error;
}

describe('preparePhotoUpload for the album (2048 px, only when too big)', () => {
  it("resizes a phone's 9.5 MB photo to a 2048 px JPEG at 0.85, named .jpg", async () => {
    stub = stubImageDecoding({ width: 4032, height: 3024 }, { encodedBytes: 1.5 * MB });
    const sent = await preparePhotoUpload(
      aFile('screenshot.png', 'image/png', 9.5 * MB),
      PHOTO_RESIZE.album,
    );
    expect(stub.drawn).toEqual([{ width: 2048, height: 1536 }]);
    expect(stub.encoded).toEqual([{ type: 'image/jpeg', quality: 0.85 }]);
    expect(sent.name).toBe('screenshot.jpg');
    expect(sent.type).toBe('image/jpeg');
    expect(revoked).toEqual(['blob:http://localhost/1']);
  });

  it('sends a small photo as it is, and a GIF of up to 10 MB without decoding it', async () => {
    stub = stubImageDecoding({ width: 1600, height: 1200 });
    const small = aFile('a.jpg', 'image/jpeg', 2 * MB);
    expect(await preparePhotoUpload(small, PHOTO_RESIZE.album)).toBe(small);
    const gif = aFile('party.gif', 'image/gif', 9.5 * MB);
    expect(await preparePhotoUpload(gif, PHOTO_RESIZE.album)).toBe(gif);
    expect(stub.drawn).toEqual([]);
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('refuses a GIF over 10 MB, naming it', async () => {
    const error = await refusal(
      preparePhotoUpload(aFile('party.gif', 'image/gif', 10 * MB + 1), PHOTO_RESIZE.album),
    );
    expect(error.reason).toBe('gif-too-large');
    expect(error.message).toMatch(/^party\.gif is a GIF over 10 MB/);
  });

  it('never sends the original when it cannot be resized below the limit', async () => {
    stub = stubImageDecoding('broken');
    expect(
      (await refusal(preparePhotoUpload(aFile('a.jpg', 'image/jpeg', 9 * MB), PHOTO_RESIZE.album)))
        .reason,
    ).toBe('unreadable');
    stub.restore();

    stub = stubImageDecoding({ width: 4032, height: 3024 }, { noContext: true });
    expect(
      (await refusal(preparePhotoUpload(aFile('a.jpg', 'image/jpeg', 9 * MB), PHOTO_RESIZE.album)))
        .reason,
    ).toBe('not-drawn');
    stub.restore();

    stub = stubImageDecoding(
      { width: 4032, height: 3024 },
      { encodedBytes: PHOTO_UPLOAD_MAX_BYTES + 1 },
    );
    const error = await refusal(
      preparePhotoUpload(aFile('noise.png', 'image/png', 20 * MB), PHOTO_RESIZE.album),
    );
    expect(error.reason).toBe('still-too-large');
    expect(error.message).toBe(
      'noise.png is still over 5 MB once resized. Please choose a smaller photo.',
    );
  });

  it('leaves a small file this browser cannot read to the server', async () => {
    stub = stubImageDecoding('broken');
    const odd = aFile('fake.jpg', 'image/jpeg', 100);
    expect(await preparePhotoUpload(odd, PHOTO_RESIZE.album)).toBe(odd);
  });
});

describe('preparePhotoUpload for a profile (always an 800 px JPEG)', () => {
  it('redraws even a small photo at 0.6, so no original leaves the device', async () => {
    stub = stubImageDecoding({ width: 640, height: 480 });
    const sent = await preparePhotoUpload(
      aFile('me.png', 'image/png', 300_000),
      PHOTO_RESIZE.profile,
    );
    expect(stub.drawn).toEqual([{ width: 640, height: 480 }]);
    expect(stub.encoded).toEqual([{ type: 'image/jpeg', quality: 0.6 }]);
    expect(sent.name).toBe('me.jpg');
  });

  it('refuses a photo this browser cannot read, however small', async () => {
    stub = stubImageDecoding('broken');
    const error = await refusal(
      preparePhotoUpload(aFile('IMG.HEIC', 'image/jpeg', 100), PHOTO_RESIZE.profile),
    );
    expect(error.message).toBe(
      'IMG.HEIC could not be opened on this device, so it could not be resized. Please save it as a JPEG and try again.',
    );
  });
});
