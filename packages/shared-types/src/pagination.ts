// Page-numbered lists (paginator convention: `first` is the page size, `page` is 1-based).

export const DEFAULT_PAGE_SIZE = 10;

// The largest `first` the API accepts: the spec's doctor picker asks for 1000, countries for 250.
export const MAX_PAGE_SIZE = 1000;

export const PAGE_SIZE_OPTIONS = [10, 20, 30, 40, 50] as const;
export type PageSizeOption = (typeof PAGE_SIZE_OPTIONS)[number];
