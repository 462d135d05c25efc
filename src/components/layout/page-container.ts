/** The width and side padding every page band shares with the header and footer (max-w-6xl). */
export const PAGE_CONTAINER = 'mx-auto max-w-6xl px-4 sm:px-6';
