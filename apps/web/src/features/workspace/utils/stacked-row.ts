/** Below 640px a row wraps: who and role on one line, the buttons under them. */
export const STACKED_ROW = 'flex flex-wrap items-center sm:table-row';
export const STACKED_ACTIONS = 'w-full pt-0 sm:w-auto sm:pt-3';
