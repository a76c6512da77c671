import { screen } from '@testing-library/react';
import { act } from 'react';
import { useParams } from 'react-router-dom';
import { mountStandalone } from './mountStandalone';

function Detail() {
  return <h1>Profile {useParams().id}</h1>;
}

describe('mountStandalone', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
  });

  it('renders the page of the current path and links every page, with samples for parameters', async () => {
    window.history.pushState({}, '', '/profile/1');
    await act(async () =>
      mountStandalone({ '/create': () => <h1>Create</h1>, '/profile/:id': Detail }),
    );
    expect(await screen.findByRole('heading', { name: 'Profile 1' })).toBeTruthy();
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/create', '/profile/1']);
  });

  it('refuses a page without a #root element', () => {
    document.body.innerHTML = '';
    expect(() => mountStandalone({})).toThrow('#root');
  });
});
