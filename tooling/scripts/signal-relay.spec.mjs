import { REPEAT_WINDOW_MS, signalRelay } from './signal-relay.mjs';

describe('signalRelay', () => {
  let clock;
  let passed;
  let relay;

  beforeEach(() => {
    clock = 10_000;
    passed = [];
    relay = signalRelay((signal) => passed.push(signal), { now: () => clock });
  });

  it('passes a signal on once when npm repeats it within the window', () => {
    relay('SIGTERM');
    clock += REPEAT_WINDOW_MS - 1;
    relay('SIGTERM');
    expect(passed).toEqual(['SIGTERM']);
  });

  it("passes an operator's second Ctrl-C, after the window", () => {
    relay('SIGINT');
    clock += REPEAT_WINDOW_MS;
    relay('SIGINT');
    expect(passed).toEqual(['SIGINT', 'SIGINT']);
  });

  it('keeps a window per signal', () => {
    relay('SIGINT');
    relay('SIGTERM');
    expect(passed).toEqual(['SIGINT', 'SIGTERM']);
  });
});
