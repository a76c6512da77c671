import {
  forgetProfileDrafts,
  PROFILE_DRAFTS_FORGOTTEN,
  profileDraftKey,
  readProfileDraft,
  writeProfileDraft,
} from './profileFormDrafts';

describe('profile form drafts kept in the browser', () => {
  it('keeps values per member and profile, a value the form holds as undefined as null', () => {
    const key = profileDraftKey(7, 'new');
    expect(writeProfileDraft(key, { firstName: 'Ada', industry: undefined })).toBe(true);
    const kept = readProfileDraft(key);
    expect(kept?.values).toEqual({ firstName: 'Ada', industry: null });
    expect(Number.isNaN(Date.parse(kept?.savedAt ?? ''))).toBe(false);
    expect(readProfileDraft(profileDraftKey(8, 'new'))).toBeUndefined();
    expect(readProfileDraft(profileDraftKey(7, 12))).toBeUndefined();
  });

  it('drops what is stored under its key but is not a draft', () => {
    const key = profileDraftKey(7, 12);
    for (const stored of ['not json', '[]', '{"savedAt":1,"values":{}}', '{"savedAt":"x"}']) {
      localStorage.setItem(key, stored);
      expect(readProfileDraft(key)).toBeUndefined();
      expect(localStorage.getItem(key)).toBeNull();
    }
  });

  it('says so when the browser refuses to keep it', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      expect(writeProfileDraft(profileDraftKey(7, 'new'), { firstName: 'Ada' })).toBe(false);
    } finally {
      setItem.mockRestore();
    }
  });

  it('forgets every member’s drafts at sign-out and nothing else', () => {
    writeProfileDraft(profileDraftKey(7, 'new'), { firstName: 'Ada' });
    writeProfileDraft(profileDraftKey(8, 3), { firstName: 'Grace' });
    // A whole-form draft kept by a build before drafts held only the changes.
    localStorage.setItem('reunion.profile-form-draft.8.3', '{"savedAt":"","values":{}}');
    localStorage.setItem('other', 'kept');
    const told = jest.fn();
    window.addEventListener(PROFILE_DRAFTS_FORGOTTEN, told);
    forgetProfileDrafts();
    window.removeEventListener(PROFILE_DRAFTS_FORGOTTEN, told);
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem('other')).toBe('kept');
    // What a section keeps of a draft in its own memory is told to go too.
    expect(told).toHaveBeenCalledTimes(1);
  });
});
