import { storedPhotoItems } from '../photos/photoItems';
import { emptyFormValues } from './formValues';
import { mergeOntoNewer } from './mergeOntoNewer';

const base = { ...emptyFormValues('ada@example.com'), city: 'Paris', company: 'INSEAD' };

describe('mergeOntoNewer', () => {
  it('keeps what each save changed, and what was typed here where both changed a field', () => {
    const mine = { ...base, company: 'Airbus', currentRole: 'Engineer' };
    const newer = { ...base, city: 'Singapore', currentRole: 'Director' };
    expect(mergeOntoNewer(base, mine, newer)).toEqual({
      ...base,
      city: 'Singapore',
      company: 'Airbus',
      currentRole: 'Engineer',
    });
  });

  it('takes the address the other side confirmed when the form left its own as it was', () => {
    const withOld = { ...base, email: 'old@example.com' };
    const newer = { ...withOld, email: 'new@example.com' };
    expect(mergeOntoNewer(withOld, { ...withOld, city: 'Lyon' }, newer)).toMatchObject({
      email: 'new@example.com',
      city: 'Lyon',
    });
  });

  it('keeps the photos of whichever side changed them, and gives up when both did', () => {
    const chosen = { ...base, photos: storedPhotoItems(['/uploads/mine.jpg']) };
    const theirs = { ...base, photos: storedPhotoItems(['/uploads/theirs.jpg']) };
    expect(mergeOntoNewer(base, chosen, { ...base, city: 'Rome' })?.photos).toEqual(chosen.photos);
    expect(mergeOntoNewer(base, { ...base, city: 'Rome' }, theirs)?.photos).toEqual(theirs.photos);
    expect(mergeOntoNewer(base, chosen, theirs)).toBeUndefined();
  });

  it('takes fields that hold only together whole from the side that changed them', () => {
    const france = { ...base, country: 'France', countryCode: 'FR', phoneNumber: '' };
    // Typed here: a number, under France's code. Elsewhere: the country, and with it the code.
    const mine = { ...france, phoneNumber: '612345678' };
    const newer = { ...france, country: 'United Kingdom', countryCode: 'GB' };
    expect(mergeOntoNewer(france, mine, newer)).toMatchObject({
      country: 'United Kingdom',
      countryCode: 'FR',
      phoneNumber: '612345678',
    });
    const stay = { ...base, arrivalDate: '2025-06-10', departureDate: '2025-06-14' };
    expect(
      mergeOntoNewer(
        stay,
        { ...stay, arrivalDate: '2025-06-13' },
        { ...stay, departureDate: '2025-06-12' },
      ),
    ).toMatchObject({ arrivalDate: '2025-06-13', departureDate: '2025-06-14' });
    const kids = { ...base, kidsCount: 1, kidsAges: [5] };
    expect(
      mergeOntoNewer(kids, { ...kids, kidsAges: [6] }, { ...kids, kidsCount: 2, kidsAges: [5, 2] }),
    ).toMatchObject({ kidsCount: 1, kidsAges: [6] });
  });

  it('merges each contact setting on its own', () => {
    const mine = {
      ...base,
      contactVisibility: { ...base.contactVisibility, email: 'only-me' as const },
    };
    const newer = {
      ...base,
      contactVisibility: { ...base.contactVisibility, phoneNumber: 'only-me' as const },
    };
    expect(mergeOntoNewer(base, mine, newer)?.contactVisibility).toEqual({
      ...base.contactVisibility,
      email: 'only-me',
      phoneNumber: 'only-me',
    });
  });
});
