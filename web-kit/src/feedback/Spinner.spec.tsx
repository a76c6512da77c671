import { render, screen } from '@testing-library/react';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it.each([
    ['small', 'default'],
    ['medium', 'primary'],
    ['large', 'white'],
    ['extra-large', 'primary'],
  ] as const)('draws the %s %s spinner with its classes', (size, colour) => {
    const { container } = render(<Spinner size={size} colour={colour} />);
    expect(container.firstElementChild?.className).toBe(
      `spinner spinner--${size} spinner--${colour}`,
    );
    // Beside visible text it says nothing itself.
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });

  it('is medium and grey by default, and a named status when it stands alone', () => {
    render(<Spinner label="Loading photos" />);
    const status = screen.getByRole('status', { name: 'Loading photos' });
    expect(status.firstElementChild?.className).toBe('spinner spinner--medium spinner--default');
  });
});
