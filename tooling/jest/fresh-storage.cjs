// Every test starts with the empty storage of a browser never used: what one test's page kept
// (the profile form's draft, written when it unmounts) must not reach the next one's.
beforeEach(() => {
  if (typeof window !== 'undefined') window.localStorage.clear();
});
