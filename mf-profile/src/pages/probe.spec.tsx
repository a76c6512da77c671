import { fireEvent, screen } from '@testing-library/react';
import { mockApi } from '@reunion/web-kit/testing';
import { aUser } from '../testing/fixtures';
import { renderRoute } from '../testing/renderRoute';

jest.setTimeout(30000);
it('probe', async () => {
  const original = window.getComputedStyle.bind(window);
  let calls = 0; let time = 0;
  window.getComputedStyle = ((el: Element, pseudo?: string | null) => { calls++; const t = performance.now(); const r = original(el, pseudo); time += performance.now() - t; return r; }) as typeof window.getComputedStyle;
  mockApi({ 'GET /api/user': [200, aUser()], 'GET /api/profiles': [200, []] });
  renderRoute('/create-profile');
  await screen.findByText('Personal Information');
  console.log('styles', document.querySelectorAll('style').length, 'calls', calls, 'time', Math.round(time)); calls = 0; time = 0;
  const t = Date.now();
  fireEvent.mouseDown(screen.getByLabelText('Accommodation'));
  console.log('mousedown', Date.now() - t, 'calls', calls, 'time', Math.round(time));
});
