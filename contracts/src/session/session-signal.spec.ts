import { isSessionSignal } from './session-signal.js';

describe('what a tab tells the others', () => {
  it('is a sign-out or a sign-in, and nothing else another release might send', () => {
    expect(isSessionSignal({ kind: 'signed-out' })).toBe(true);
    expect(isSessionSignal({ kind: 'signed-in' })).toBe(true);
    for (const other of [null, undefined, 'signed-out', 1, [], {}, { kind: 'signed-sideways' }])
      expect(isSessionSignal(other)).toBe(false);
  });
});
