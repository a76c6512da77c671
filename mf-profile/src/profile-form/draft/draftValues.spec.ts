import { emptyFormValues } from '../formValues';
import { storedPhotoItems } from '../../photos/photoItems';
import { differsFrom, photosChanged, valuesToRestore } from './draftValues';

const start = emptyFormValues('ada@example.com');

describe('what a profile draft keeps and puts back', () => {
  it('a change of any field but the photos is kept; photos only a save keeps', () => {
    expect(differsFrom(start, { ...start })).toBe(false);
    expect(differsFrom(start, { ...start, city: 'Lyon' })).toBe(true);
    const withPhoto = { ...start, photos: storedPhotoItems(['/uploads/a.jpg']) };
    expect(differsFrom(start, withPhoto)).toBe(false);
    expect(photosChanged(start, withPhoto)).toBe(true);
  });

  it('puts back the form’s own fields still as they started, null as nothing chosen', () => {
    const kept = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      country: null,
      kidsCount: 2,
      kidsAges: [3, null],
      photos: ['/uploads/evil.jpg'],
      userId: 99,
    };
    const current = { ...start, lastName: 'Typed before the take-over' };
    expect(
      valuesToRestore(kept, { ...start, country: 'FR' }, { ...current, country: 'FR' }),
    ).toEqual({
      firstName: 'Ada',
      country: undefined,
      kidsCount: 2,
      kidsAges: [3, undefined],
    });
  });
});
