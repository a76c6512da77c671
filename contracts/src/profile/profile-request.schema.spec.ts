import {
  createProfileRequestSchema,
  isPhotoDataUrl,
  updateProfileRequestSchema,
} from './profile-request.schema.js';
import { PROFILE_PHOTO_MAX_DATA_URL_LENGTH } from './limits.js';

const body = { firstName: 'Ada', lastName: 'Lovelace', country: 'France', status: 'draft' };
const jpeg = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==';

describe('createProfileRequestSchema', () => {
  it('accepts the minimal body and applies the profile rules', () => {
    const parsed = createProfileRequestSchema.parse({
      ...body,
      kidsCount: '2',
      kidsAges: ['7'],
      accommodation: 'Ibis Château de Fontainebleau',
    });
    expect(parsed).toMatchObject({
      status: 'draft',
      kidsCount: 2,
      kidsAges: [7, 0],
      accommodationTown: 'Fontainebleau',
      photos: [],
    });
  });

  it('requires the status, so a forgotten one never publishes a draft', () => {
    const { status: _status, ...withoutStatus } = body;
    const result = createProfileRequestSchema.safeParse(withoutStatus);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Status must be draft or published',
    ]);
  });

  it('accepts new photos as data URLs and kept photos as stored addresses', () => {
    const photos = [jpeg, '/uploads/profiles/1/a.jpg', 'https://cdn.example.org/p/2.jpg'];
    expect(createProfileRequestSchema.parse({ ...body, photos }).photos).toEqual(photos);
  });

  it.each([
    'data:text/html;base64,PGgxPg==',
    'javascript:alert(1)',
    '//evil.example.org/x.jpg',
    'not a photo',
    `data:image/jpeg;base64,${'A'.repeat(PROFILE_PHOTO_MAX_DATA_URL_LENGTH)}`,
  ])('refuses the photo %#', (photo) => {
    expect(createProfileRequestSchema.safeParse({ ...body, photos: [photo] }).success).toBe(false);
  });

  it('reads a data URL of megabytes without a pattern running over it (a stack overflow there was a 500)', () => {
    const huge = `data:image/jpeg;base64,${'A'.repeat(PROFILE_PHOTO_MAX_DATA_URL_LENGTH * 3)}`;
    expect(isPhotoDataUrl(huge)).toBe(true);
    expect(isPhotoDataUrl(`${huge}==`)).toBe(true);
    expect(isPhotoDataUrl(`${huge}===`)).toBe(false);
    expect(isPhotoDataUrl(`${huge}=A`)).toBe(false);
    expect(isPhotoDataUrl(`${huge} `)).toBe(false);
    expect(isPhotoDataUrl('data:image/jpeg;base64,')).toBe(false);
  });

  it('refuses four photos', () => {
    const result = createProfileRequestSchema.safeParse({
      ...body,
      photos: [jpeg, jpeg, jpeg, jpeg],
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'You can add at most 3 photos',
    ]);
  });

  it.each(['userId', 'id', 'createdAt', 'updatedAt'])('never lets a body set %s', (key) => {
    const result = createProfileRequestSchema.safeParse({ ...body, [key]: 42 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: [key] });
  });
});

describe('updateProfileRequestSchema', () => {
  it('is the full create shape (PATCH replaces every field)', () => {
    expect(updateProfileRequestSchema.parse(body)).toEqual(createProfileRequestSchema.parse(body));
    expect(updateProfileRequestSchema.safeParse({ status: 'published' }).success).toBe(false);
  });

  it('may name the version it was based on, which only an update may', () => {
    const basedOn = '2025-06-01T09:30:00.123Z';
    expect(updateProfileRequestSchema.parse({ ...body, basedOn }).basedOn).toBe(basedOn);
    expect(updateProfileRequestSchema.safeParse({ ...body, basedOn: 'yesterday' }).success).toBe(
      false,
    );
    expect(createProfileRequestSchema.safeParse({ ...body, basedOn }).success).toBe(false);
  });
});

describe('isPhotoDataUrl', () => {
  it('tells a new photo from a kept one', () => {
    expect(isPhotoDataUrl(jpeg)).toBe(true);
    expect(isPhotoDataUrl('/uploads/profiles/1/a.jpg')).toBe(false);
  });
});
