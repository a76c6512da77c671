import { render, screen } from '@testing-library/react';
import PhotoAlbum from './PhotoAlbum';

describe('PhotoAlbum', () => {
  it('names its screen in a heading and the tab title', () => {
    render(<PhotoAlbum />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Class of 2005J Photo Album' }),
    ).toBeTruthy();
    expect(screen.getByText('This section is being built.')).toBeTruthy();
    expect(document.title).toContain('Class of 2005J Photo Album');
  });
});
