import { lazy } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { ScreenBoundary } from './ScreenBoundary';

const Broken = lazy(() => Promise.reject(new Error('Loading chunk 123 failed')));

function Site() {
  return (
    <MemoryRouter initialEntries={['/broken']}>
      <Link to="/fine">Fine page</Link>
      <ScreenBoundary>
        <Routes>
          <Route path="/broken" element={<Broken />} />
          <Route path="/fine" element={<h1>Fine</h1>} />
        </Routes>
      </ScreenBoundary>
    </MemoryRouter>
  );
}

describe('ScreenBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it("offers a reload when a screen's code cannot be fetched, and lets the next address render", async () => {
    render(<Site />);
    expect(
      await screen.findByRole('heading', { name: 'This page could not be loaded' }),
    ).toBeTruthy();
    // Nothing around it is a main landmark (the sign-in page's code failed): the card is one.
    expect(screen.getByRole('main').contains(screen.getByRole('alert'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();

    await act(() => userEvent.click(screen.getByRole('link', { name: 'Fine page' })));
    expect(await screen.findByRole('heading', { name: 'Fine' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
