import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/api-error';
import { updateReviewerInterests } from '../../api/profile.api';
import { keywordsOf, ReviewerInterestsEditor } from './reviewer-interests-editor.component';

jest.mock('../../api/profile.api', () => ({ updateReviewerInterests: jest.fn() }));
const mockedSave = jest.mocked(updateReviewerInterests);

describe('ReviewerInterestsEditor (issue 29)', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    localStorage.setItem('adminAuthToken', 'jwt');
    localStorage.setItem('userEmail', 'linus@example.org');
  });

  it('splits on commas, trims and drops blanks', () => {
    expect(keywordsOf(' DNA, , x-ray diffraction ,')).toEqual(['DNA', 'x-ray diffraction']);
  });

  it('saves the keywords and shows what the server kept', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    mockedSave.mockResolvedValue({
      success: true,
      data: { user: { reviewer_interests: ['DNA', 'proteins'] } },
    });
    render(<ReviewerInterestsEditor interests={[]} onSaved={onSaved} />);
    expect(screen.getByTestId('reviewer-interests')).toHaveTextContent('None');
    await user.click(screen.getByRole('button', { name: 'Edit reviewing interests' }));
    await user.type(screen.getByLabelText('Reviewing interests'), 'DNA, dna, proteins');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(mockedSave).toHaveBeenCalledWith('linus@example.org', ['DNA', 'dna', 'proteins'], 'jwt');
    expect(onSaved).toHaveBeenCalledWith(['DNA', 'proteins']);
  });

  it("refuses more than 20 keywords before sending, and shows the server's refusal", async () => {
    const user = userEvent.setup();
    render(<ReviewerInterestsEditor interests={['DNA']} onSaved={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Edit reviewing interests' }));
    const input = screen.getByLabelText('Reviewing interests');
    await user.clear(input);
    await user.type(input, Array.from({ length: 21 }, (_, i) => `k${i}`).join(','));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please give at most 20 keywords');
    expect(mockedSave).not.toHaveBeenCalled();
    mockedSave.mockRejectedValue(
      new ApiError(400, 'Bad Request', {
        success: false,
        message: 'Each reviewer interest must be 1 to 100 characters of plain text',
      }),
    );
    await user.clear(input);
    await user.type(input, 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Each reviewer interest must be 1 to 100');
  });
});
