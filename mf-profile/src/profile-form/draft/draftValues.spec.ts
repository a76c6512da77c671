import { emptyFormValues } from '../formValues';
import { storedPhotoItems } from '../../photos/photoItems';
import { changedValues, photosChanged, valuesToRestore } from './draftValues';

const start = emptyFormValues('ada@example.com');

describe('what a profile draft keeps and puts back', () => {
  it('a change of any field but the photos is kept; photos only a save keeps', () => {
    expect(changedValues(start, { ...start })).toEqual({});
    expect(changedValues(start, { ...start, city: 'Lyon' })).toEqual({ city: 'Lyon' });
    const withPhoto = { ...start, photos: storedPhotoItems(['/uploads/a.jpg']) };
    expect(changedValues(start, withPhoto)).toEqual({});
    expect(photosChanged(start, withPhoto)).toBe(true);
  });

  it('keeps only what was changed, so putting it back over a newer save undoes none of that save', () => {
    const opened = { ...start, city: 'Paris', company: 'INSEAD' };
    const typed = { ...opened, company: 'Airbus', kidsCount: 1 };
    const kept = changedValues(opened, typed);
    expect(kept).toEqual({ company: 'Airbus', kidsCount: 1 });
    // Saved elsewhere meanwhile: the city. The draft put back changes only what was typed.
    const savedSince = { ...opened, city: 'Singapore' };
    expect(valuesToRestore(kept, savedSince, savedSince)).toEqual(kept);
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
