import { forgetProfileDrafts, profileDraftKey } from '@reunion/web-kit';
import { storedPhotoItems } from '../../photos/photoItems';
import { emptyFormValues } from '../formValues';
import { forgetInPage, keepInPage, keptInPage } from './keptInPage';

const start = emptyFormValues('ada@example.com');

describe('what the page keeps of a form', () => {
  afterEach(() => forgetInPage('draft-key'));

  it('gives back the changes, and says whether the photos still apply to the form as it starts', () => {
    const chosen = storedPhotoItems(['/uploads/mine.jpg']);
    keepInPage('draft-key', start, { city: 'Lyon', photos: chosen });
    expect(keptInPage('draft-key', start)).toMatchObject({
      values: { city: 'Lyon', photos: chosen },
      photosChosen: true,
      samePhotos: true,
    });
    // The profile's photos changed elsewhere since: the text still comes back, the photos not.
    const savedElsewhere = { ...start, photos: storedPhotoItems(['/uploads/theirs.jpg']) };
    expect(keptInPage('draft-key', savedElsewhere)).toMatchObject({
      values: { city: 'Lyon' },
      photosChosen: true,
      samePhotos: false,
    });
    // Only the text changed: no photos were chosen to be left out.
    keepInPage('draft-key', start, { city: 'Lyon', photos: start.photos });
    expect(keptInPage('draft-key', savedElsewhere)).toMatchObject({ photosChosen: false });
  });

  it('keeps the form of a member signing in, and forgets another member’s', () => {
    const mine = profileDraftKey(7, 12);
    keepInPage(mine, start, { city: 'Lyon', photos: [] });
    forgetProfileDrafts(7);
    expect(keptInPage(mine, start)?.values).toMatchObject({ city: 'Lyon' });
    forgetProfileDrafts(8);
    expect(keptInPage(mine, start)).toBeUndefined();
    keepInPage(mine, start, { city: 'Lyon', photos: [] });
    forgetProfileDrafts();
    expect(keptInPage(mine, start)).toBeUndefined();
  });

  it('holds one form: another one empties it', () => {
    keepInPage('draft-key', start, { city: 'Lyon', photos: [] });
    expect(keptInPage('another-key', start)).toBeUndefined();
    expect(keptInPage('draft-key', start)).toBeUndefined();
  });
});
