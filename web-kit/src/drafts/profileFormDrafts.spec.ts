import { PROFILE_DRAFT_MAX_AGE_MS, SESSION_MAX_AGE_MS } from '@reunion/contracts';
import {
  draftForgotten,
  dropExpiredProfileDrafts,
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
    for (const stored of [
      'not json',
      '[]',
      '{"savedAt":1,"values":{}}',
      '{"savedAt":"x"}',
      '{"savedAt":"not a time","values":{}}',
    ]) {
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

  it('forgets a draft kept longer ago than a sign-in lasts (30 days) when it is read', () => {
    expect(PROFILE_DRAFT_MAX_AGE_MS).toBe(SESSION_MAX_AGE_MS);
    expect(SESSION_MAX_AGE_MS).toBe(30 * 24 * 60 * 60 * 1000);
    const key = profileDraftKey(7, 12);
    const keptAgo = (ms: number) =>
      JSON.stringify({
        savedAt: new Date(Date.now() - ms).toISOString(),
        values: { city: 'Lyon' },
      });
    localStorage.setItem(key, keptAgo(PROFILE_DRAFT_MAX_AGE_MS - 60_000));
    expect(readProfileDraft(key)?.values).toEqual({ city: 'Lyon' });
    localStorage.setItem(key, keptAgo(PROFILE_DRAFT_MAX_AGE_MS + 60_000));
    expect(readProfileDraft(key)).toBeUndefined();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('as the site starts, drops every member’s expired drafts and keeps the rest', () => {
    const old = new Date(Date.now() - PROFILE_DRAFT_MAX_AGE_MS - 60_000).toISOString();
    writeProfileDraft(profileDraftKey(7, 12), { city: 'Lyon' });
    localStorage.setItem(profileDraftKey(7, 13), JSON.stringify({ savedAt: old, values: {} }));
    localStorage.setItem(profileDraftKey(8, 'new'), JSON.stringify({ savedAt: old, values: {} }));
    localStorage.setItem('other', 'kept');
    dropExpiredProfileDrafts();
    expect(Object.keys(localStorage).sort()).toEqual(['other', profileDraftKey(7, 12)].sort());
  });

  it('at a sign-in forgets every other member’s drafts and the member’s expired ones', () => {
    writeProfileDraft(profileDraftKey(7, 'new'), { firstName: 'Ada' });
    writeProfileDraft(profileDraftKey(7, 12), { city: 'Lyon' });
    const old = new Date(Date.now() - PROFILE_DRAFT_MAX_AGE_MS - 60_000).toISOString();
    localStorage.setItem(profileDraftKey(7, 13), JSON.stringify({ savedAt: old, values: {} }));
    writeProfileDraft(profileDraftKey(8, 3), { firstName: 'Grace' });
    // Member 70's keys start like member 7's but for the dot.
    writeProfileDraft(profileDraftKey(70, 'new'), { firstName: 'Alan' });
    localStorage.setItem('reunion.profile-form-draft.7.12', '{"savedAt":"","values":{}}');
    localStorage.setItem('other', 'kept');
    const events: Event[] = [];
    const told = (event: Event) => events.push(event);
    window.addEventListener(PROFILE_DRAFTS_FORGOTTEN, told);
    forgetProfileDrafts(7);
    window.removeEventListener(PROFILE_DRAFTS_FORGOTTEN, told);
    expect(Object.keys(localStorage).sort()).toEqual(
      ['other', profileDraftKey(7, 'new'), profileDraftKey(7, 12)].sort(),
    );
    // What a section keeps in its own memory goes for the others, stays for the member.
    expect(events).toHaveLength(1);
    expect(draftForgotten(events[0]!, profileDraftKey(7, 12))).toBe(false);
    expect(draftForgotten(events[0]!, profileDraftKey(8, 3))).toBe(true);
    expect(draftForgotten(events[0]!, profileDraftKey(70, 'new'))).toBe(true);
  });

  it('reads an event with no detail (another release’s sign-out) as every draft forgotten', () => {
    const key = profileDraftKey(7, 12);
    expect(draftForgotten(new Event(PROFILE_DRAFTS_FORGOTTEN), key)).toBe(true);
    expect(draftForgotten(new CustomEvent(PROFILE_DRAFTS_FORGOTTEN, { detail: {} }), key)).toBe(
      true,
    );
  });
});
