import { stubImageDecoding } from '@reunion/web-kit/testing';
import { aFile, stubObjectUrls } from '../testing/browserStubs';
import { newPhotoItems, photosForRequest, storedPhotoItems } from './photoItems';

describe('photosForRequest (the final photo list)', () => {
  let revoked: string[];
  beforeEach(() => ({ revoked } = stubObjectUrls()));

  it('keeps stored URLs and turns new files into 800 px JPEG data URLs at 0.6, in order', async () => {
    const stub = stubImageDecoding({ width: 4032, height: 3024 });
    try {
      const items = [
        ...storedPhotoItems(['/uploads/profiles/a.jpg']),
        ...newPhotoItems([aFile('IMG_0001.JPG', 'image/jpeg', 9.5 * 1024 * 1024)]),
      ];
      expect(await photosForRequest(items)).toEqual([
        '/uploads/profiles/a.jpg',
        'data:image/jpeg;base64,/9j/AAAA',
      ]);
      expect(stub.drawn).toEqual([{ width: 800, height: 600 }]);
      expect(stub.encoded).toEqual([{ type: 'image/jpeg', quality: 0.6 }]);
      expect(revoked).toHaveLength(1);
    } finally {
      stub.restore();
    }
  });

  it('resizes several new photos one after the other', async () => {
    const stub = stubImageDecoding({ width: 1000, height: 500 });
    try {
      const items = newPhotoItems([aFile('a.png', 'image/png'), aFile('b.webp', 'image/webp')]);
      expect(await photosForRequest(items)).toHaveLength(2);
      expect(stub.drawn).toEqual([
        { width: 800, height: 400 },
        { width: 800, height: 400 },
      ]);
    } finally {
      stub.restore();
    }
  });

  it('fails with a message naming a photo the browser cannot read', async () => {
    const stub = stubImageDecoding('broken');
    try {
      await expect(photosForRequest(newPhotoItems([aFile('x.jpg', 'image/jpeg')]))).rejects.toThrow(
        'x.jpg could not be opened on this device, so it could not be resized.',
      );
      expect(revoked).toHaveLength(1);
    } finally {
      stub.restore();
    }
  });

  it('fails with a message naming a photo it could not draw', async () => {
    const stub = stubImageDecoding({ width: 10, height: 10 }, { noContext: true });
    try {
      await expect(photosForRequest(newPhotoItems([aFile('x.jpg', 'image/jpeg')]))).rejects.toThrow(
        'x.jpg could not be resized on this device.',
      );
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
