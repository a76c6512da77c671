import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { Profiler } from 'react';
import { renderWithProviders } from '../testing/renderWithProviders';
import { useToast, type ToastOptions } from './useToast';

// No delay between keystrokes: typing into antd inputs is slow enough in jsdom.
const user = userEvent.setup({ delay: null });

function Trigger({ options }: { options: ToastOptions[] }) {
  const { toast } = useToast();
  return (
    <>
      {options.map((option, index) => (
        <Button key={index} onClick={() => toast(option)}>
          {`show ${index}`}
        </Button>
      ))}
    </>
  );
}

function setWideScreen(wide: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: wide && /min-width/.test(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

describe('useToast', () => {
  afterEach(() => setWideScreen(false));

  it('shows a title and a description as a status message', async () => {
    renderWithProviders(
      <Trigger
        options={[{ title: 'Logged out', description: 'You have been logged out successfully' }]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'show 0' }));
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Logged out');
    expect(toast.textContent).toContain('You have been logged out successfully');
    expect(screen.getByRole('status')).toBeTruthy();
    expect(toast.className).toContain('reunion-toast--default');
  });

  it('shows a destructive toast as an alert', async () => {
    renderWithProviders(
      <Trigger
        options={[
          {
            title: 'Login failed',
            description: 'Invalid email or password',
            variant: 'destructive',
          },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'show 0' }));
    const toast = await screen.findByTestId('toast');
    expect(toast.className).toContain('reunion-toast--destructive');
    expect(screen.getByRole('alert').textContent).toContain('Invalid email or password');
  });

  it('keeps only one toast on screen', async () => {
    renderWithProviders(<Trigger options={[{ title: 'First' }, { title: 'Second' }]} />);
    await user.click(screen.getByRole('button', { name: 'show 0' }));
    await screen.findByText('First');
    await user.click(screen.getByRole('button', { name: 'show 1' }));
    await screen.findByText('Second');
    await waitFor(() => expect(screen.queryByText('First')).toBeNull());
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
  });

  it('sits at the top on small screens and bottom right on wide ones', async () => {
    const { unmount } = renderWithProviders(<Trigger options={[{ title: 'Small' }]} />);
    await user.click(screen.getByRole('button', { name: 'show 0' }));
    await screen.findByText('Small');
    expect(document.querySelector('.ant-notification-top')).not.toBeNull();
    unmount();
    document.body.innerHTML = '';

    setWideScreen(true);
    renderWithProviders(<Trigger options={[{ title: 'Wide' }]} />);
    await user.click(screen.getByRole('button', { name: 'show 0' }));
    await screen.findByText('Wide');
    expect(document.querySelector('.ant-notification-bottomRight')).not.toBeNull();
  });

  it('closes itself after 5 seconds', async () => {
    jest.useFakeTimers();
    try {
      renderWithProviders(<Trigger options={[{ title: 'Short-lived' }]} />);
      fireEvent.click(screen.getByRole('button', { name: 'show 0' }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100);
      });
      expect(screen.getByText('Short-lived')).toBeTruthy();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(4800);
      });
      expect(screen.getByText('Short-lived')).toBeTruthy();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1500);
      });
      expect(screen.queryByText('Short-lived')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('with a button stays until the button is used, which closes it and acts', async () => {
    const retry = jest.fn();
    jest.useFakeTimers();
    try {
      renderWithProviders(
        <Trigger
          options={[
            {
              title: 'Logout failed',
              variant: 'destructive',
              action: { label: 'Try again', onClick: retry },
            },
          ]}
        />,
      );
      fireEvent.click(screen.getByRole('button', { name: 'show 0' }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(60_000);
      });
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(retry).toHaveBeenCalledTimes(1);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1000);
      });
      expect(screen.queryByText('Logout failed')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('is dismissed by a swipe to the right, not a short drag', async () => {
    renderWithProviders(<Trigger options={[{ title: 'Swipe me' }]} />);
    await user.click(screen.getByRole('button', { name: 'show 0' }));
    const toast = await screen.findByTestId('toast');
    fireEvent.pointerDown(toast, { clientX: 10 });
    fireEvent.pointerUp(toast, { clientX: 40 });
    expect(screen.getByText('Swipe me')).toBeTruthy();
    fireEvent.pointerDown(toast, { clientX: 10 });
    fireEvent.pointerMove(toast, { clientX: 70 });
    fireEvent.pointerUp(toast, { clientX: 70 });
    await waitFor(() => expect(screen.queryByText('Swipe me')).toBeNull());
  });

  it('takes keyboard focus on F8', async () => {
    renderWithProviders(<Trigger options={[{ title: 'Focus me' }]} />);
    await user.click(screen.getByRole('button', { name: 'show 0' }));
    const toast = await screen.findByTestId('toast');
    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement).toBe(toast);
  });

  it('does not render its component a second time once mounted', () => {
    // A component with a toast, the site's header among them, renders once when a page is taken
    // over: a second, synchronous render right after the commit was a long task on phones.
    function WithToast() {
      useToast();
      return <p>Saved</p>;
    }
    const commits: string[] = [];
    renderWithProviders(
      <Profiler id="toast" onRender={(_id, phase) => commits.push(phase)}>
        <WithToast />
      </Profiler>,
    );
    expect(commits).toEqual(['mount']);
  });
});
