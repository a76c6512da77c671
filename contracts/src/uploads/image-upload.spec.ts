import {
  IMAGE_UPLOAD_DEFAULT_MAX_BYTES,
  imageUploadMessages,
  isAcceptedFile,
} from './image-upload.js';

describe('isAcceptedFile', () => {
  const png = { name: 'IMG_0001.PNG', type: 'image/png' };
  const pdf = { name: 'cv.pdf', type: 'application/pdf' };

  it('matches wildcard types', () => {
    expect(isAcceptedFile(png, ['image/*'])).toBe(true);
    expect(isAcceptedFile(pdf, ['image/*'])).toBe(false);
  });

  it('matches exact types', () => {
    expect(isAcceptedFile(png, ['image/jpeg', 'image/png'])).toBe(true);
    expect(isAcceptedFile(png, ['image/jpeg'])).toBe(false);
  });

  it('matches extensions whatever their case, even when the browser gives no type', () => {
    expect(isAcceptedFile({ name: 'photo.JPG', type: '' }, ['.jpg'])).toBe(true);
    expect(isAcceptedFile({ name: 'photo.jpeg', type: '' }, ['.jpg'])).toBe(false);
  });

  it('ignores empty entries', () => {
    expect(isAcceptedFile({ name: 'x', type: '' }, [''])).toBe(false);
  });
});

describe('imageUploadMessages', () => {
  it('words the limits in megabytes', () => {
    expect(
      imageUploadMessages.fileSizeExceeded(IMAGE_UPLOAD_DEFAULT_MAX_BYTES, ['a.jpg', 'b.png']),
    ).toBe('The following file(s) exceed the 5MB limit: a.jpg, b.png');
    expect(imageUploadMessages.tooManyFiles(3)).toBe(
      'You can only upload a maximum of 3 images. Please remove some existing images first.',
    );
    expect(imageUploadMessages.previewTooLarge(IMAGE_UPLOAD_DEFAULT_MAX_BYTES)).toBe(
      'Maximum size: 5MB',
    );
  });
});
