import type { Paginated } from '@app/libs';

export interface PageRequest {
  page: number;
  perPage: number;
  /** The list's path with its other query parameters, e.g. `/api/admin/user/fetch-all?search=x`. */
  path: string;
}

/** Page links shown around the current page; the rest collapse into '...' (as Laravel does). */
const AROUND = 2;

/** The spec's Laravel-like envelope for one page of `total` rows. */
export function paginate<T>(data: T[], total: number, { page, perPage, path }: PageRequest): Paginated<T> {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const join = path.includes('?') ? '&' : '?';
  const url = (n: number) => `${path}${join}perPage=${perPage}&page=${n}`;
  const prev = page > 1 ? url(Math.min(page - 1, lastPage)) : null;
  const next = page < lastPage ? url(page + 1) : null;
  const numbers = pageNumbers(page, lastPage).map((n) =>
    n === null
      ? { url: null, label: '...', active: false }
      : { url: url(n), label: String(n), active: n === page },
  );
  return {
    data,
    current_page: page,
    per_page: perPage,
    total,
    last_page: lastPage,
    prev_page_url: prev,
    next_page_url: next,
    links: [
      { url: prev, label: '&laquo; Previous', active: false },
      ...numbers,
      { url: next, label: 'Next &raquo;', active: false },
    ],
  };
}

/** 1, 2, the pages around `page`, the last two; null where pages are left out. */
export function pageNumbers(page: number, lastPage: number): Array<number | null> {
  const shown = new Set<number>();
  for (const n of [1, 2, lastPage - 1, lastPage]) shown.add(n);
  for (let n = page - AROUND; n <= page + AROUND; n++) shown.add(n);
  const sorted = [...shown].filter((n) => n >= 1 && n <= lastPage).sort((a, b) => a - b);
  const out: Array<number | null> = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1] > 1) out.push(null);
    out.push(n);
  });
  return out;
}
