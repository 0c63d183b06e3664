import { apiRequest } from './client';
import {
  fetchReviewForm,
  fetchReviewFormState,
  inheritReviewForm,
  PUBLISHER_REVIEW_FORM,
  saveReviewForm,
} from './review-form.api';

jest.mock('./client', () => ({ apiRequest: jest.fn() }));
const request = jest.mocked(apiRequest);

describe('review form addresses', () => {
  it("reads and writes the publisher's form at the publisher's address, a journal's at its own", async () => {
    request.mockResolvedValue({ data: { questions: [], inherited: true, publisher: [] } });
    await fetchReviewForm(PUBLISHER_REVIEW_FORM, 'jwt');
    expect(request).toHaveBeenLastCalledWith('/admin/publisher/review-form', { token: 'jwt' });
    await saveReviewForm(PUBLISHER_REVIEW_FORM, [], 'jwt');
    expect(request).toHaveBeenLastCalledWith('/admin/publisher/review-form', {
      method: 'PUT',
      json: { questions: [] },
      token: 'jwt',
    });
    expect(await fetchReviewFormState('civil-engineering', 'jwt')).toEqual({
      questions: [],
      inherited: true,
      publisher: [],
    });
    expect(request).toHaveBeenLastCalledWith('/admin/journals/civil-engineering/review-form', {
      token: 'jwt',
    });
    await inheritReviewForm('civil-engineering', 'jwt');
    expect(request).toHaveBeenLastCalledWith('/admin/journals/civil-engineering/review-form', {
      method: 'DELETE',
      token: 'jwt',
    });
  });
});
