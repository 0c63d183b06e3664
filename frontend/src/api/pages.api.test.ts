import { apiRequest } from './client';
import { createPage, fetchPage, fetchPages, journalPages, publisherPages } from './pages.api';

jest.mock('./client', () => ({ ...jest.requireActual('./client'), apiRequest: jest.fn() }));
const request = jest.mocked(apiRequest);

beforeEach(() => request.mockReset());

describe("the publisher's pages (issue 44 item 3)", () => {
  const collection = publisherPages('jwt');

  it('are read with the token', async () => {
    request.mockResolvedValueOnce({ data: { pages: [] } });
    await fetchPages(collection);
    expect(request).toHaveBeenLastCalledWith('/admin/publisher/pages', { token: 'jwt' });
    request.mockResolvedValueOnce({ success: true, data: { page: { slug: 'policies' } } });
    await fetchPage(collection, 'policies');
    expect(request).toHaveBeenLastCalledWith('/admin/publisher/pages/policies', { token: 'jwt' });
  });

  it('are created by a PUT at their address once the address is checked free', async () => {
    const page = { slug: 'ethics', title: 'Ethics', body: 'Fair.', html: '<p>Fair.</p>' };
    request
      .mockResolvedValueOnce({ data: { pages: [{ slug: 'policies', title: 'Policies' }] } })
      .mockResolvedValueOnce({ data: { page } });
    expect(await createPage(collection, { slug: 'ethics', title: 'Ethics', body: 'Fair.' }, 'jwt')).toEqual(
      page,
    );
    expect(request).toHaveBeenLastCalledWith('/admin/publisher/pages/ethics', {
      method: 'PUT',
      json: { title: 'Ethics', body: 'Fair.' },
      token: 'jwt',
    });
  });

  it('refuse a new page at an address the publisher already has (a PUT would replace it)', async () => {
    request.mockResolvedValueOnce({ data: { pages: [{ slug: 'policies', title: 'Policies' }] } });
    await expect(
      createPage(collection, { slug: 'policies', title: 'Other', body: 'x' }, 'jwt'),
    ).rejects.toMatchObject({ status: 409, body: { message: 'This address is taken', field: 'slug' } });
    expect(request).toHaveBeenCalledTimes(1);
  });
});

describe("a journal's pages", () => {
  it('are read without a token and created by a POST', async () => {
    request.mockResolvedValueOnce({ data: { pages: [] } });
    await fetchPages(journalPages('civil-engineering'));
    expect(request).toHaveBeenLastCalledWith('/journals/civil-engineering/pages');
    request.mockResolvedValueOnce({ data: { page: {} } });
    await createPage(journalPages('civil-engineering'), { slug: 'a', title: 'A', body: 'b' }, 'jwt');
    expect(request).toHaveBeenLastCalledWith('/admin/journals/civil-engineering/pages', {
      method: 'POST',
      json: { slug: 'a', title: 'A', body: 'b' },
      token: 'jwt',
    });
  });
});
