import { pageNumbers, paginate } from './pagination';

describe('pagination envelope', () => {
  const path = '/api/admin/user/fetch-all?search=ann';

  it('describes a middle page with its neighbours and links', () => {
    const page = paginate(['a'], 95, { page: 3, perPage: 10, path });
    expect(page).toMatchObject({ current_page: 3, per_page: 10, total: 95, last_page: 10 });
    expect(page.prev_page_url).toBe(`${path}&perPage=10&page=2`);
    expect(page.next_page_url).toBe(`${path}&perPage=10&page=4`);
    expect(page.links[0]).toEqual({ url: page.prev_page_url, label: '&laquo; Previous', active: false });
    expect(page.links.at(-1)).toEqual({ url: page.next_page_url, label: 'Next &raquo;', active: false });
    expect(page.links.filter((l) => l.active).map((l) => l.label)).toEqual(['3']);
  });

  it('has no previous on the first page, no next on the last, one page when empty', () => {
    expect(paginate([], 0, { page: 1, perPage: 10, path: '/x' })).toMatchObject({
      last_page: 1,
      prev_page_url: null,
      next_page_url: null,
    });
    expect(paginate([], 20, { page: 2, perPage: 10, path: '/x' }).next_page_url).toBeNull();
    expect(paginate([], 20, { page: 1, perPage: 10, path: '/x' }).next_page_url).toBe('/x?perPage=10&page=2');
  });

  it('collapses far pages so a million users do not make a million links', () => {
    expect(pageNumbers(50, 100_000)).toEqual([1, 2, null, 48, 49, 50, 51, 52, null, 99_999, 100_000]);
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(4, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
