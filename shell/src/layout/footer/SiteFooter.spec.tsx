import { screen, within } from '@testing-library/react';
import { mockApi } from '@reunion/web-kit/testing';
import { renderPage, signedInUser } from '../../testing/renderPage';

async function footer(): Promise<HTMLElement> {
  return screen.findByRole('contentinfo');
}

describe('site footer', () => {
  it("shows the configured addresses: the team's mailbox, the groups, WhatsApp support", async () => {
    mockApi({
      'GET /api/user': [200, signedInUser],
      'GET /api/site-links': [
        200,
        {
          contactEmail: 'team@reunion.test',
          social: [{ label: 'LinkedIn group', href: 'https://www.linkedin.com/groups/1' }],
          representatives: [],
          technicalSupport: { app: 'WhatsApp', href: 'https://wa.me/33612345678' },
        },
      ],
    });
    renderPage('/');
    const content = within(await footer());
    const mail = await content.findByRole('link', { name: 'team@reunion.test' });
    expect(mail.getAttribute('href')).toBe('mailto:team@reunion.test');
    expect(content.getByRole('link', { name: /LinkedIn group/ }).getAttribute('href')).toBe(
      'https://www.linkedin.com/groups/1',
    );
    expect(content.queryByRole('link', { name: /Facebook/ })).toBeNull();
    expect(
      content
        .getByRole('link', { name: /Message technical support on WhatsApp/ })
        .getAttribute('href'),
    ).toBe('https://wa.me/33612345678');
  });

  it('names each configured social representative with their network, under one heading', async () => {
    mockApi({
      'GET /api/user': [200, signedInUser],
      'GET /api/site-links': [
        200,
        {
          contactEmail: null,
          social: [],
          representatives: [
            { channel: 'LinkedIn', name: 'Ada Lovelace' },
            { channel: 'Instagram', name: 'Grace Hopper' },
          ],
          technicalSupport: null,
        },
      ],
    });
    renderPage('/');
    const content = within(await footer());
    const list = await content.findByRole('list', { name: 'Social media representatives' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['LinkedIn: Ada Lovelace', 'Instagram: Grace Hopper']);
    expect(content.queryByText(/Class representative/)).toBeNull();
  });

  it('leaves out what is not configured: no placeholder, no WhatsApp link without a number', async () => {
    const { calls } = mockApi({
      'GET /api/user': [200, signedInUser],
      'GET /api/site-links': [
        200,
        { contactEmail: null, social: [], representatives: [], technicalSupport: null },
      ],
    });
    renderPage('/');
    const element = await footer();
    await screen.findByRole('heading', { name: 'Quick Links' });
    // Wait for the answer before reading what it left out.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.some((call) => call.url === '/api/site-links')).toBe(true);
    expect(within(element).queryByRole('list', { name: 'Social media' })).toBeNull();
    // No representative's line, and no heading over an empty list.
    expect(element.textContent).not.toMatch(
      /Reunion team:|Technical support|example\.org|representative/i,
    );
    expect(within(element).getByRole('link', { name: 'Insights' })).toBeTruthy();
  });

  it('shows the copyright with the year in France, whatever the zone of the server or the phone', async () => {
    // 23:30 UTC on New Year's Eve is already the new year in France.
    const now = jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2030-12-31T23:30:00Z'));
    try {
      mockApi({ 'GET /api/user': [200, signedInUser] });
      renderPage('/');
      expect((await footer()).textContent).toContain('© 2031 ');
    } finally {
      now.mockRestore();
    }
  });
});
