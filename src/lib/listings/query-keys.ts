// TanStack Query keys of every listing query. ALL of them start with 'listings', so that
// `queryClient.invalidateQueries({ queryKey: listingKeys.all })` after an admin add, edit or delete
// refreshes both the public ads cache and the admin list (docs/product-rules.md, "Calls to the backend").

export const listingKeys = {
  /** Every listing query, public and admin. */
  all: ['listings'] as const,
  /** The ads page's lists, every filter combination. */
  publicLists: () => ['listings', 'public'] as const,
  /** One filtered, paginated list of the ads page (the filters as a plain, serialisable object). */
  publicList: (filters: object) => ['listings', 'public', filters] as const,
  /** The pictures of one listing (detail dialog). */
  images: (id: string) => ['listings', 'images', id] as const,
  /** The admin listings manager's list. */
  admin: () => ['listings', 'admin'] as const,
};
