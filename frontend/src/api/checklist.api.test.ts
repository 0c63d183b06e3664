import { apiRequest } from './client';
import { fetchPublisherChecklist, PUBLISHER_CHECKLIST, saveChecklist } from './checklist.api';

jest.mock('./client', () => ({ apiRequest: jest.fn() }));
const request = jest.mocked(apiRequest);

describe('checklist addresses', () => {
  it("reads and writes the publisher's checklist at the publisher's address, a journal's at its own", async () => {
    request.mockResolvedValue({ data: { items: [] } });
    await fetchPublisherChecklist('jwt');
    expect(request).toHaveBeenLastCalledWith('/admin/publisher/checklist', { token: 'jwt' });
    await saveChecklist(PUBLISHER_CHECKLIST, [{ text: 'Original work' }], 'jwt');
    expect(request).toHaveBeenLastCalledWith('/admin/publisher/checklist', {
      method: 'PUT',
      json: { items: [{ text: 'Original work' }] },
      token: 'jwt',
    });
    await saveChecklist('civil engineering', [], 'jwt');
    expect(request).toHaveBeenLastCalledWith('/admin/journals/civil%20engineering/checklist', {
      method: 'PUT',
      json: { items: [] },
      token: 'jwt',
    });
  });
});
