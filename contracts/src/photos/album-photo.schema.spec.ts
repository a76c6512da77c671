import { NUL_CHARACTER_MESSAGE } from '../invisible-characters.js';
import { CONTROL_CHARACTERS_MESSAGE } from '../text/line-rules.js';
import { dropRejectionMessages } from './album-messages.js';
import {
  albumPhotoListSchema,
  albumPhotoSchema,
  createAlbumPhotoFieldsSchema,
} from './album-photo.schema.js';

const photo = {
  id: 1,
  userId: 2,
  photoUrl: '/uploads/album/1.jpg',
  thumbnailUrl: '/uploads/album/1-thumb.jpg',
  caption: null,
  userName: 'Ada Lovelace',
  uploadDate: '2025-06-28T21:00:00.000Z',
};

describe('albumPhotoSchema', () => {
  it('reads a photo with or without caption', () => {
    expect(albumPhotoSchema.parse(photo)).toEqual(photo);
    expect(albumPhotoSchema.parse({ ...photo, caption: 'Gala' }).caption).toBe('Gala');
    expect(albumPhotoListSchema.parse([photo])).toHaveLength(1);
  });

  it('refuses a photo without an address or a real date', () => {
    expect(albumPhotoSchema.safeParse({ ...photo, photoUrl: '' }).success).toBe(false);
    expect(albumPhotoSchema.safeParse({ ...photo, uploadDate: 'today' }).success).toBe(false);
  });
});

describe('createAlbumPhotoFieldsSchema', () => {
  it('trims the caption and treats blank or missing as none', () => {
    expect(createAlbumPhotoFieldsSchema.parse({ caption: ' Gala ' })).toEqual({ caption: 'Gala' });
    expect(createAlbumPhotoFieldsSchema.parse({ caption: '  ' })).toEqual({ caption: null });
    expect(createAlbumPhotoFieldsSchema.parse({})).toEqual({ caption: null });
  });

  it('caps the caption at 500 characters', () => {
    expect(createAlbumPhotoFieldsSchema.safeParse({ caption: 'x'.repeat(500) }).success).toBe(true);
    expect(createAlbumPhotoFieldsSchema.safeParse({ caption: 'x'.repeat(501) }).success).toBe(
      false,
    );
  });

  it('keeps a caption on one line and refuses control characters (a line break could be read as two)', () => {
    expect(createAlbumPhotoFieldsSchema.parse({ caption: 'Gala\r\n\tdinner' })).toEqual({
      caption: 'Gala dinner',
    });
    const escape = createAlbumPhotoFieldsSchema.safeParse({ caption: 'Gala\u001b[2J' });
    expect(escape.error?.issues.map((issue) => issue.message)).toEqual([
      CONTROL_CHARACTERS_MESSAGE,
    ]);
    const nul = createAlbumPhotoFieldsSchema.safeParse({ caption: 'Gala\u0000' });
    expect(nul.error?.issues.map((issue) => issue.message)).toEqual([NUL_CHARACTER_MESSAGE]);
  });

  it('drops direction controls, which would turn the credit line after a caption around, and keeps the marks', () => {
    expect(
      createAlbumPhotoFieldsSchema.parse({ caption: '\u202eGala \u2067dinner\u2069' }),
    ).toEqual({
      caption: 'Gala dinner',
    });
    expect(createAlbumPhotoFieldsSchema.parse({ caption: 'שלום\u200f 2025' })).toEqual({
      caption: 'שלום\u200f 2025',
    });
  });

  it('never lets the body name the uploader', () => {
    expect(createAlbumPhotoFieldsSchema.safeParse({ userId: 9 }).success).toBe(false);
  });
});

describe('dropRejectionMessages', () => {
  it('words the generic drop rules', () => {
    expect(dropRejectionMessages.fileTypeMustBe(['image/jpeg', 'image/png'])).toBe(
      'File type must be image/jpeg, image/png',
    );
    expect(dropRejectionMessages.fileTooLarge(25 * 1024 * 1024)).toBe('File is larger than 25 MB');
    expect(dropRejectionMessages.fileTooSmall(1)).toBe('File is smaller than 1 bytes');
  });
});
