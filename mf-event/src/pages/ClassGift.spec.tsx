import { screen, within } from '@testing-library/react';
import { renderPage } from '../testing/renderPage';
import ClassGift from './ClassGift';

describe('ClassGift', () => {
  beforeEach(() => {
    renderPage(<ClassGift />);
  });

  it('opens with its title and the headline alert', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Class Gift' })).toBeTruthy();
    expect(screen.getByText(/scholarships for the next generation/)).toBeTruthy();
  });

  it('has its headings in order', () => {
    expect(screen.getAllByRole('heading').map((h) => h.tagName)).toEqual([
      'H1',
      'H2',
      'H2',
      'H2',
      'H2',
    ]);
  });

  it('makes the scholarship case: 70% apply, around 40% receive', () => {
    const scholarships = screen.getByRole('region', { name: 'Why scholarships' });
    expect(
      within(scholarships).getByText(/Around 70% of applicants apply for a scholarship/),
    ).toBeTruthy();
    expect(within(scholarships).getByText(/only around 40% of them receive one/)).toBeTruthy();
    // Each figure reads as a sentence: the number, then what it counts.
    const figure = within(scholarships).getByText('of applicants apply for scholarships');
    expect(figure.closest('.ant-card')?.textContent).toMatch(/^70\s*%\s*of applicants apply/);
  });

  it('gives reasons and a Donate Now link to the giving page in a new tab', () => {
    const reasons = screen.getByRole('region', { name: 'Reasons to give' });
    expect(within(reasons).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    const donate = within(reasons).getByRole('link', { name: /^Donate Now/ });
    expect(donate.getAttribute('href')).toMatch(/^https:\/\//);
    expect(donate.getAttribute('target')).toBe('_blank');
    expect(donate.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('explains the honor roll, named recognition from 10,000 euro and tax deductibility', () => {
    const info = screen.getByRole('region', { name: 'Donation information' });
    expect(within(info).getByText(/honor roll/)).toBeTruthy();
    expect(
      within(info).getByText(/10,000 euro or more qualify for named recognition/),
    ).toBeTruthy();
    expect(within(info).getByText(/may be tax-deductible/)).toBeTruthy();
  });

  it('gives the giving team an e-mail link', () => {
    const contact = screen.getByRole('region', { name: 'Questions?' });
    expect(within(contact).getByRole('link').getAttribute('href')).toBe(
      'mailto:classgift.2005@insead.edu',
    );
  });
});
