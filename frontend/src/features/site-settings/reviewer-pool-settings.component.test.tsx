import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchReviewerPoolSettings, saveReviewerPoolSettings } from '../../api/reviewer-pool-settings.api';
import { renderAt } from '../../test-utils/render-at.test-util';
import { refusal } from '../editorial/editorial.test-util';
import { ReviewerPoolSettingsPanel } from './reviewer-pool-settings.component';

jest.mock('../../api/reviewer-pool-settings.api', () => ({
  ...jest.requireActual('../../api/reviewer-pool-settings.api'),
  fetchReviewerPoolSettings: jest.fn(),
  saveReviewerPoolSettings: jest.fn(),
}));

const ADMIN = { token: 'admin-jwt', email: 'chief@journal.test', role: 'admin' };

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(fetchReviewerPoolSettings).mockResolvedValue({ loadLimit: 2 });
});

describe('ReviewerPoolSettingsPanel', () => {
  it("shows the publisher's load limit and saves a new one", async () => {
    jest.mocked(saveReviewerPoolSettings).mockResolvedValue({ loadLimit: 3 });
    renderAt('/admin/site', <ReviewerPoolSettingsPanel admin={ADMIN} />);
    const field = await screen.findByLabelText('Reviews in progress before editors are asked');
    expect(field).toHaveValue(2);
    expect(fetchReviewerPoolSettings).toHaveBeenCalledWith('admin-jwt');
    await userEvent.clear(field);
    await userEvent.type(field, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Saved: editors confirm before inviting a reviewer with 3 reviews in progress.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(saveReviewerPoolSettings).toHaveBeenCalledWith({ loadLimit: 3 }, 'admin-jwt');
  });

  it("shows the server's refusal of a number out of range and keeps what was typed", async () => {
    jest
      .mocked(saveReviewerPoolSettings)
      .mockRejectedValue(refusal(400, 'The load limit must be a whole number from 1 to 50'));
    renderAt('/admin/site', <ReviewerPoolSettingsPanel admin={ADMIN} />);
    const field = await screen.findByLabelText('Reviews in progress before editors are asked');
    await userEvent.clear(field);
    await userEvent.type(field, '80');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The load limit must be a whole number from 1 to 50',
    );
    expect(field).toHaveValue(80);
  });
});
