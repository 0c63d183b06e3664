import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchPublisherChecklist, PUBLISHER_CHECKLIST, saveChecklist } from '../../api/checklist.api';
import { renderAt } from '../../test-utils/render-at.test-util';
import { PublisherChecklistPanel } from './publisher-checklist.component';

jest.mock('../../api/checklist.api', () => ({
  ...jest.requireActual('../../api/checklist.api'),
  fetchPublisherChecklist: jest.fn(),
  saveChecklist: jest.fn(),
}));

const ADMIN = { token: 'admin-jwt', email: 'chief@journal.test', role: 'admin' };
const ORIGINAL = { id: 'c1', text: 'The work has not been published before.' };

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(fetchPublisherChecklist).mockResolvedValue([ORIGINAL]);
});

describe('PublisherChecklistPanel', () => {
  it("edits the publisher's checklist through the publisher's address", async () => {
    const added = { id: 'c2', text: 'All authors agreed to the submission.' };
    jest.mocked(saveChecklist).mockResolvedValue([ORIGINAL, added]);
    renderAt('/admin/site', <PublisherChecklistPanel admin={ADMIN} />);
    const panel = await screen.findByRole('region', { name: "The publisher's checklist" });
    expect(await within(panel).findByLabelText('Item 1')).toHaveValue(ORIGINAL.text);
    expect(fetchPublisherChecklist).toHaveBeenCalledWith('admin-jwt');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add item' }));
    await userEvent.type(within(panel).getByLabelText('Item 2'), added.text);
    await userEvent.click(within(panel).getByRole('button', { name: 'Save checklist' }));
    expect(await within(panel).findByText('Saved: authors confirm 2 items and the licence.')).toBeVisible();
    expect(saveChecklist).toHaveBeenCalledWith(
      PUBLISHER_CHECKLIST,
      [{ id: 'c1', text: ORIGINAL.text }, { text: added.text }],
      'admin-jwt',
    );
  });
});
