import {
  PAYMENT_LIST_PAGE_SIZES,
  type PaymentListPage,
  type PaymentListPageSize,
  type PaymentListQuery,
} from '@app/libs';
import type { TablePaginationConfig } from 'antd';
import { useEffect, useState } from 'react';

/** The URL of a page of a back-office list: the search is sent only when there is one. */
export function pagedListUrl(path: string, { search, page, perPage }: PaymentListQuery): string {
  const params = new URLSearchParams({
    page: String(page ?? 1),
    perPage: String(perPage ?? PAYMENT_LIST_PAGE_SIZES[0]),
  });
  const text = search?.trim();
  if (text) params.set('search', text);
  return `${path}?${params.toString()}`;
}

/**
 * The page, page size and search of a paged list, and the table's pagination for its answer. A new
 * search or page size starts again at page 1.
 */
export function usePagedList(initialSearch = '') {
  const [search, setSearch] = useState(initialSearch);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<PaymentListPageSize>(PAYMENT_LIST_PAGE_SIZES[0]);
  const query: Required<PaymentListQuery> = { search, page, perPage };
  const searchFor = (text: string) => {
    setSearch(text);
    setPage(1);
  };
  const pagination = (data: PaymentListPage<unknown> | undefined): TablePaginationConfig => ({
    current: data?.current_page ?? page,
    pageSize: perPage,
    total: data?.total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: [...PAYMENT_LIST_PAGE_SIZES],
    hideOnSinglePage: false,
    onChange: (next, size) => {
      setPage(size === perPage ? next : 1);
      setPerPage(size as PaymentListPageSize);
    },
  });
  return { query, searchFor, pagination, goToPage: setPage };
}

/**
 * Back to the last page that has rows when the one shown has emptied (its last row was approved,
 * rejected or settled meanwhile), rather than an empty page with rows before it.
 */
export function useKeepPageInRange(
  data: PaymentListPage<unknown> | undefined,
  goToPage: (page: number) => void,
): void {
  useEffect(() => {
    if (data && data.data.length === 0 && data.total > 0 && data.current_page > data.last_page)
      goToPage(data.last_page);
  }, [data, goToPage]);
}
