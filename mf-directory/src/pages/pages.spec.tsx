import { render, screen } from '@testing-library/react';
import FindClassmates from './FindClassmates';

describe('FindClassmates', () => {
  it('names its screen in a heading and the tab title', () => {
    render(<FindClassmates />);
    expect(screen.getByRole('heading', { level: 1, name: 'Find Classmates' })).toBeTruthy();
    expect(screen.getByText('This section is being built.')).toBeTruthy();
    expect(document.title).toContain('Find Classmates');
  });
});
