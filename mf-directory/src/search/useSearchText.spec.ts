import { act, renderHook } from '@testing-library/react';
import { SEARCH_COMMIT_DELAY_MS, useSearchText } from './useSearchText';

/** The hook with an address the test moves by hand, as a slow router would. */
function setUp(initial = '') {
  const commit = jest.fn<void, [string]>();
  const hook = renderHook(({ address }) => useSearchText(address, commit), {
    initialProps: { address: initial },
  });
  const type = (text: string) => act(() => hook.result.current.setText(text));
  const pause = () => act(() => jest.advanceTimersByTime(SEARCH_COMMIT_DELAY_MS));
  const addressBecomes = (address: string) => hook.rerender({ address });
  return { hook, commit, type, pause, addressBecomes };
}

describe('useSearchText', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('writes the text to the address once typing pauses', () => {
    const { hook, commit, type, pause } = setUp();
    type('t');
    type('te');
    expect(commit).not.toHaveBeenCalled();
    pause();
    expect(commit.mock.calls).toEqual([['te']]);
    expect(hook.result.current.text).toBe('te');
  });

  it('keeps what was typed since when the address catches up late (a busy phone)', () => {
    const { hook, commit, type, pause, addressBecomes } = setUp();
    const firstReset = hook.result.current.reset;
    type('te');
    pause();
    type('tec');
    pause();
    type('tech');
    expect(commit.mock.calls).toEqual([['te'], ['tec']]);
    // The router renders the first write only now, after the second was made.
    addressBecomes('te');
    expect(hook.result.current.text).toBe('tech');
    addressBecomes('tec');
    expect(hook.result.current.text).toBe('tech');
    expect(hook.result.current.reset).toBe(firstReset);
    pause();
    expect(commit.mock.calls.at(-1)).toEqual(['tech']);
  });

  it('takes a text the address gets from elsewhere (Back, a link), and tells the box', () => {
    const { hook, commit, type, pause, addressBecomes } = setUp('ada');
    type('grace');
    pause();
    addressBecomes('grace');
    addressBecomes('ada');
    expect(hook.result.current.text).toBe('ada');
    expect(hook.result.current.reset).toEqual({ text: 'ada', id: 1 });
    pause();
    expect(commit.mock.calls).toEqual([['grace']]);
  });

  it('empties the text and the box on "Clear filters"', () => {
    const { hook, type } = setUp('ada');
    type('adam');
    const before = hook.result.current.reset;
    act(() => hook.result.current.clear());
    expect(hook.result.current.text).toBe('');
    expect(hook.result.current.reset).not.toBe(before);
    expect(hook.result.current.reset.text).toBe('');
  });
});
