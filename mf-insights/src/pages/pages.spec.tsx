import { render, screen } from '@testing-library/react';
import Insights from './Insights';

describe('Insights', () => {
  it('names its screen in a heading and the tab title', () => {
    render(<Insights />);
    expect(screen.getByRole('heading', { level: 1, name: 'Insights' })).toBeTruthy();
    expect(screen.getByText('This section is being built.')).toBeTruthy();
    expect(document.title).toContain('Insights');
  });
});
