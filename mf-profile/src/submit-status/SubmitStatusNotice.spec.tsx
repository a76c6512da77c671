import { act, fireEvent, render, screen } from '@testing-library/react';
import { SubmitStatusNotice } from './SubmitStatusNotice';

describe('SubmitStatusNotice', () => {
  afterEach(() => jest.useRealTimers());

  it('shows nothing while idle', () => {
    render(<SubmitStatusNotice status="idle" />);
    expect(screen.getByTestId('submit-status').textContent).toBe('');
  });

  it("shows 'Submitting...' while submitting", () => {
    render(<SubmitStatusNotice status="submitting" />);
    expect(screen.getByText('Submitting...')).toBeTruthy();
  });

  it('has default success and error texts', () => {
    const { rerender } = render(<SubmitStatusNotice status="success" />);
    expect(screen.getByText('Successfully submitted!')).toBeTruthy();
    rerender(<SubmitStatusNotice status="error" />);
    expect(screen.getByRole('alert').textContent).toContain(
      'Something went wrong. Please try again.',
    );
  });

  it('closes a success after 4000 ms when it has a close handler, or on request', () => {
    jest.useFakeTimers();
    const onClose = jest.fn();
    render(<SubmitStatusNotice status="success" message="Saved" onClose={onClose} />);
    act(() => jest.advanceTimersByTime(3999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close message' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('stays without a close handler', () => {
    jest.useFakeTimers();
    render(<SubmitStatusNotice status="success" message="Published" />);
    act(() => jest.advanceTimersByTime(10000));
    expect(screen.getByText('Published')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close message' })).toBeNull();
  });
});
