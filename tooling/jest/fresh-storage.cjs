// Every test starts as a page never used: empty storage, and nothing kept in a section's memory.
// What one test's page kept (the profile form's draft, written when it unmounts; its photos, kept
// in the page) must not reach the next one's. The memory is dropped as sign-out drops it: by the
// event web-kit's forgetProfileDrafts sends (drafts/profileFormDrafts.ts).
beforeEach(() => {
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  window.dispatchEvent(new Event('reunion:profile-drafts-forgotten'));
});
