import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@reunion/web-kit/testing';
import { aUser } from '../testing/fixtures';
import { renderRoute } from '../testing/renderRoute';

jest.setTimeout(30000);
it('probe', async () => {
  mockApi({ 'GET /api/user': [200, aUser()], 'GET /api/profiles': [200, []] });
  renderRoute('/create-profile');
  await screen.findByText('Personal Information');
  for (let i = 0; i < 2; i++) {
    let t = Date.now();
    const input = screen.getByLabelText('Accommodation');
    console.log('label', Date.now() - t); t = Date.now();
    fireEvent.mouseDown(input);
    console.log('mousedown', Date.now() - t); t = Date.now();
    const dd = await waitFor(() => { const d = document.getElementById(`${input.id}_list`)?.closest('.ant-select-dropdown'); if (!d) throw new Error('x'); return d as HTMLElement; });
    console.log('dropdown', Date.now() - t); t = Date.now();
    const item = within(dd).getByTitle(i ? 'Airbnb' : 'Hôtel Aigle Noir');
    console.log('title', Date.now() - t); t = Date.now();
    fireEvent.click(item);
    console.log('click', Date.now() - t); t = Date.now();
    const sel = input.closest('.ant-select')?.querySelector('.ant-select-content')?.getAttribute('title');
    console.log('sel', sel, Date.now() - t);
  }
});
