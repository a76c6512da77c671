import { photoUploadMessages } from './photo-upload-messages.js';

describe('photoUploadMessages', () => {
  it('state the same limits and types on both screens', () => {
    expect(photoUploadMessages.profileRules(3)).toBe(
      'Up to 3 photos (JPEG, PNG, WebP or GIF, up to 25 MB each). Each is resized on your device to at most 800 px before upload, so no more than 5 MB is sent.',
    );
    expect(photoUploadMessages.albumRules).toBe(
      'One photo at a time: JPEG, PNG, WebP or GIF, up to 25 MB. A photo over 2048 px or 5 MB is resized on your device to a JPEG of at most 5 MB before upload; a GIF is sent as it is, to stay animated, so it must be at most 10 MB.',
    );
  });

  it('name the file in every refusal', () => {
    expect(photoUploadMessages.refusal('gif-too-large', 'party.gif')).toBe(
      'party.gif is a GIF over 10 MB. A GIF is sent as it is, to stay animated: please choose one of at most 10 MB.',
    );
    expect(photoUploadMessages.refusal('still-too-large', 'IMG.JPG')).toBe(
      'IMG.JPG is still over 5 MB once resized. Please choose a smaller photo.',
    );
    for (const reason of ['unreadable', 'not-drawn'] as const)
      expect(photoUploadMessages.refusal(reason, 'IMG.HEIC')).toMatch(/^IMG\.HEIC could not be/);
  });

  it('tell how to get a JPEG of a HEIC photo, naming the files', () => {
    expect(photoUploadMessages.heicRefusal(['IMG_0042.HEIC'])).toBe(
      'IMG_0042.HEIC is a HEIC photo, which this site cannot use: please choose a JPEG. On an iPhone, pick the photo from Photo Library rather than Files, or set Settings › Camera › Formats to Most Compatible.',
    );
    expect(photoUploadMessages.heicRefusal(['A.HEIC', 'B.heif'])).toMatch(
      /^A\.HEIC, B\.heif are HEIC photos, which this site cannot use: please choose JPEGs\./,
    );
  });

  it("word the server's refusals with the same numbers and types", () => {
    expect(photoUploadMessages.albumPhotoTooLarge).toBe('The photo is larger than 10 MB.');
    expect(photoUploadMessages.notAPhoto).toBe(
      'Only JPEG, PNG, WebP and GIF images can be uploaded.',
    );
  });
});
