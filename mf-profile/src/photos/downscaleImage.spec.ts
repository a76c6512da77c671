import { aFile, stubObjectUrls } from '../testing/browserStubs';
import { stubImageDecoding } from '../testing/canvasStubs';
import { downscaleImage, fitWithin } from './downscaleImage';
import { newPhotoItems, photosForRequest, storedPhotoItems } from './photoItems';

describe('fitWithin', () => {
  it.each([
    [4000, 3000, 800, 600],
    [3000, 4000, 600, 800],
    [1600, 1600, 800, 800],
    [640, 480, 640, 480],
    [10000, 10, 800, 1],
  ])('%i×%i fits as %i×%i (no side over 800 px, never enlarged)', (w, h, width, height) => {
    expect(fitWithin(w, h)).toEqual({ width, height });
  });
});

describe('downscaleImage', () => {
  let revoked: string[];
  beforeEach(() => ({ revoked } = stubObjectUrls()));

  it('draws the photo at most 800 px wide and encodes it as JPEG at quality 0.6', async () => {
    const stub = stubImageDecoding({ width: 4032, height: 3024 });
    try {
      const dataUrl = await downscaleImage(aFile('IMG_0001.JPG', 'image/jpeg'));
      expect(dataUrl).toMatch(/^data:image\/jpeg;base64,/);
      expect(stub.drawn).toEqual([{ width: 800, height: 600 }]);
      expect(stub.encoded).toEqual([{ type: 'image/jpeg', quality: 0.6 }]);
      expect(revoked).toHaveLength(1);
    } finally {
      stub.restore();
    }
  });

  it("fails with 'Failed to load image' for a file the browser cannot decode", async () => {
    const stub = stubImageDecoding('broken');
    try {
      await expect(downscaleImage(aFile('x.jpg', 'image/jpeg'))).rejects.toThrow(
        'Failed to load image',
      );
      expect(revoked).toHaveLength(1);
    } finally {
      stub.restore();
    }
  });

  it("fails with 'Could not get canvas context' without a 2D canvas", async () => {
    const stub = stubImageDecoding({ width: 10, height: 10 }, { noContext: true });
    try {
      await expect(downscaleImage(aFile('x.jpg', 'image/jpeg'))).rejects.toThrow(
        'Could not get canvas context',
      );
    } finally {
      stub.restore();
    }
  });
});

describe('photosForRequest (the final photo list)', () => {
  beforeEach(() => stubObjectUrls());

  it('keeps stored URLs and turns new files into JPEG data URLs, in order', async () => {
    const stub = stubImageDecoding({ width: 1000, height: 500 });
    try {
      const items = [
        ...storedPhotoItems(['/uploads/profiles/a.jpg']),
        ...newPhotoItems([aFile('b.png', 'image/png')]),
      ];
      expect(await photosForRequest(items)).toEqual([
        '/uploads/profiles/a.jpg',
        'data:image/jpeg;base64,/9j/AAAA',
      ]);
    } finally {
      stub.restore();
    }
  });

  it("reports an unexpected failure as 'Failed to process images'", async () => {
    const createObjectURL = URL.createObjectURL;
    URL.createObjectURL = () => {
      throw new TypeError('out of memory');
    };
    try {
      await expect(photosForRequest(newPhotoItems([aFile('b.png', 'image/png')]))).rejects.toThrow(
        'Failed to process images',
      );
    } finally {
      URL.createObjectURL = createObjectURL;
    }
  });
});
