// Test fixtures every workspace's tests share (`@reunion/contracts/testing`); never imported by
// application code, so no bundle carries them.
export { aProfile, aProfileBody, unansweredFields } from './profiles.js';
