import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InsightsErrorAlert } from './InsightsErrorAlert';

describe('InsightsErrorAlert', () => {
  it("reloads the page from 'Refresh Page'", async () => {
    const onRefresh = jest.fn();
    render(<InsightsErrorAlert onRefresh={onRefresh} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});
