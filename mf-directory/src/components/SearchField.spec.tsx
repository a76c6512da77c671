import { Profiler } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchField } from './SearchField';

const box = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search classmates' });

describe('SearchField', () => {
  it('draws nothing again while someone types, and hands the text on', async () => {
    const user = userEvent.setup();
    const commits = jest.fn();
    const onSearch = jest.fn();
    render(
      <Profiler id="search" onRender={commits}>
        <SearchField reset={{ text: '', id: 0 }} onSearch={onSearch} />
      </Profiler>,
    );
    expect(commits).toHaveBeenCalledTimes(1);
    await user.type(box(), 'ada');
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith('ada'));
    expect(box().value).toBe('ada');
    // The mount alone: no key made React draw the box again.
    expect(commits).toHaveBeenCalledTimes(1);
  });

  it('shows a text put in from outside, and keeps typing on its own until then', async () => {
    const user = userEvent.setup();
    const onSearch = jest.fn();
    const view = render(<SearchField reset={{ text: 'ada', id: 0 }} onSearch={onSearch} />);
    expect(box().value).toBe('ada');
    await user.type(box(), 'm');
    // The same reset drawn again (the page re-rendering) leaves what was typed.
    view.rerender(<SearchField reset={{ text: 'ada', id: 0 }} onSearch={onSearch} />);
    expect(box().value).toBe('adam');
    view.rerender(<SearchField reset={{ text: '', id: 1 }} onSearch={onSearch} />);
    expect(box().value).toBe('');
  });

  it('"Clear search" empties the box and the search, and leaves the keyboard in the box', async () => {
    const user = userEvent.setup();
    const onSearch = jest.fn();
    render(<SearchField reset={{ text: 'ada', id: 0 }} onSearch={onSearch} />);
    // Shown by CSS while the box holds text; jsdom's `:placeholder-shown` also matches a box with
    // text, so here it counts as hidden and is found by its label (the phone's browser test sees
    // it come and go).
    await user.click(screen.getByLabelText('Clear search', { selector: 'button' }));
    expect(box().value).toBe('');
    expect(document.activeElement).toBe(box());
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith(''));
  });
});
