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
});
