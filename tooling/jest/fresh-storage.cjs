// Every test starts as a page never used: empty storage, and nothing kept in a section's memory.
// What one test's page kept (the profile form's draft, written when it unmounts; its photos, kept
// in the page) must not reach the next one's. The memory is dropped as sign-out drops it.
const path = require('node:path');
const { forgetProfileDrafts } = require(
  path.join(__dirname, '../../web-kit/src/drafts/profileFormDrafts.ts'),
);

beforeEach(() => {
  if (typeof window === 'undefined') return;
  forgetProfileDrafts();
  window.localStorage.clear();
});
