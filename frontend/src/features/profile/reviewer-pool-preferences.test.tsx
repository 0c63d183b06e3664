import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/api-error';
import { updateReviewerPool } from '../../api/profile.api';
import { ReviewerPoolPreferences } from './reviewer-pool-preferences.component';

jest.mock('../../api/profile.api', () => ({ updateReviewerPool: jest.fn() }));
const mockedSave = jest.mocked(updateReviewerPool);

describe('ReviewerPoolPreferences (issue 44 item 2)', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    localStorage.setItem('adminAuthToken', 'jwt');
    localStorage.setItem('userEmail', 'lise@example.org');
  });

  it('turns the opt-in off with the checkbox and reports what the server kept', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    mockedSave.mockResolvedValue({
      success: true,
      data: { user: { reviewer_pool_opt_in: false, unavailable_until: null } },
    });
    render(<ReviewerPoolPreferences optIn unavailableUntil={null} onSaved={onSaved} />);
    const box = screen.getByRole('checkbox', { name: /may find me in the reviewer pool/ });
    expect(box).toBeChecked();
    await user.click(box);
    expect(mockedSave).toHaveBeenCalledWith('lise@example.org', { reviewerPoolOptIn: false }, 'jwt');
    expect(onSaved).toHaveBeenCalledWith({ optIn: false, unavailableUntil: null });
  });

  it('saves "unavailable until", clears it when empty, and shows a refusal', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    mockedSave.mockResolvedValue({
      success: true,
      data: { user: { reviewer_pool_opt_in: true, unavailable_until: '2031-05-01' } },
    });
    render(<ReviewerPoolPreferences optIn unavailableUntil={null} onSaved={onSaved} />);
    fireEvent.change(screen.getByLabelText('Unavailable until'), { target: { value: '2031-05-01' } });
    await user.click(screen.getByRole('button', { name: 'Set availability' }));
    expect(mockedSave).toHaveBeenCalledWith('lise@example.org', { unavailableUntil: '2031-05-01' }, 'jwt');
    expect(onSaved).toHaveBeenLastCalledWith({ optIn: true, unavailableUntil: '2031-05-01' });

    mockedSave.mockResolvedValue({
      success: true,
      data: { user: { reviewer_pool_opt_in: true, unavailable_until: null } },
    });
    fireEvent.change(screen.getByLabelText('Unavailable until'), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Set availability' }));
    expect(mockedSave).toHaveBeenLastCalledWith('lise@example.org', { unavailableUntil: null }, 'jwt');

    mockedSave.mockRejectedValue(
      new ApiError(400, 'Bad Request', {
        success: false,
        message: 'Unavailable until must be a date (YYYY-MM-DD) from today on, or null',
      }),
    );
    fireEvent.change(screen.getByLabelText('Unavailable until'), { target: { value: '2001-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Set availability' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unavailable until must be a date');
  });
});
