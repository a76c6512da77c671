import { render, screen } from '@testing-library/react';
import CreateProfile from './CreateProfile';
import EditProfile from './EditProfile';
import ProfileDetail from './ProfileDetail';

describe('CreateProfile', () => {
  it('names its screen in a heading and the tab title', () => {
    render(<CreateProfile />);
    expect(screen.getByRole('heading', { level: 1, name: 'Create Your Profile' })).toBeTruthy();
    expect(screen.getByText('This section is being built.')).toBeTruthy();
    expect(document.title).toContain('Create Your Profile');
  });
});

describe('EditProfile', () => {
  it('names its screen in a heading and the tab title', () => {
    render(<EditProfile />);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Your Profile' })).toBeTruthy();
    expect(screen.getByText('This section is being built.')).toBeTruthy();
    expect(document.title).toContain('Edit Your Profile');
  });
});

describe('ProfileDetail', () => {
  it('names its screen in a heading and the tab title', () => {
    render(<ProfileDetail />);
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(screen.getByText('This section is being built.')).toBeTruthy();
    expect(document.title).toContain('Profile');
  });
});
