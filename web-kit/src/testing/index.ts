// Test helpers for the front ends' jest suites; never imported by application code.
export { fakeResponse } from './fakeResponse.js';
export { mockApi } from './mockApi.js';
export type { MockAnswer, MockRequest, MockRoute } from './mockApi.js';
export { renderWithProviders } from './renderWithProviders.js';
export { aPublicUser, anAdministrator, NO_ROLES } from './publicUser.js';
export { readBlob, spyOnDownloads, type DownloadSpy } from './downloads.js';
export { withInlineComputedStyle } from './inlineComputedStyle.js';
export { stubImageDecoding, type CanvasRecord, type CanvasStubOptions } from './canvasStubs.js';
