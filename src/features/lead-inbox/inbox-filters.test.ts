import {
  filterArgs,
  filtersToParams,
  hasFilters,
  isIsoDate,
  listArgs,
  NO_FILTERS,
  parseFilters,
} from './inbox-filters';

const parse = (query: string) => parseFilters(new URLSearchParams(query));

describe('parseFilters', () => {
  it('reads every filter from the URL', () => {
    expect(parse('kind=investment&status=contacted&from=2026-11-01&to=2026-11-30&q=ana&unseen=1&page=3')).toEqual({
      kind: 'investment',
      status: 'contacted',
      from: '2026-11-01',
      to: '2026-11-30',
      search: 'ana',
      unseen: true,
      page: 3,
    });
  });

  it('falls back to no filter for an unknown kind or status, a bad date or page', () => {
    expect(parse('kind=viewing&status=done&from=2026-02-30&to=yesterday&page=-2&unseen=yes')).toEqual(NO_FILTERS);
    expect(parse('kind=__proto__&page=1.5')).toEqual(NO_FILTERS);
  });

  it('drops a range that ends before it starts', () => {
    const filters = parse('from=2026-11-30&to=2026-11-01');
    expect(filters.from).toBeNull();
    expect(filters.to).toBeNull();
  });

  it('keeps quotes, %, _ and Hebrew in a search as typed', () => {
    const query = filtersToParams({ ...NO_FILTERS, search: `O'Neil "50%" a_b דנה` }).toString();
    expect(parse(query).search).toBe(`O'Neil "50%" a_b דנה`);
  });
});

describe('filtersToParams', () => {
  it('leaves the defaults out', () => {
    expect(filtersToParams(NO_FILTERS).toString()).toBe('');
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, page: 4 })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, status: 'spam' })).toBe(true);
  });

  it('round-trips', () => {
    const filters = { ...NO_FILTERS, kind: 'contact' as const, search: 'a b', unseen: true, page: 2 };
    expect(parseFilters(filtersToParams(filters))).toEqual(filters);
  });
});

describe('the database arguments', () => {
  it('send null for no filter and turn the page into an offset', () => {
    expect(filterArgs(NO_FILTERS)).toEqual({
      p_kind: null,
      p_status: null,
      p_from: null,
      p_to: null,
      p_search: null,
      p_unseen: false,
    });
    expect(listArgs({ ...NO_FILTERS, page: 3 }, 50)).toMatchObject({ p_limit: 50, p_offset: 100 });
  });

  it('checks calendar dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
  });
});
