import { Injectable } from '@nestjs/common';
import { PAYMENT_LIST_PAGE_SIZES, PAYMENT_LIST_SEARCH_MAX, type PaymentListPage } from '@app/libs';
import { UserDirectory } from '../../identity';
import type { PageWindow } from '../infrastructure/page-window';
import type { PaymentListDto } from '../interface/http/payment-list.dto';

/** What a paged list is asked for, once its query is checked. */
export interface PaymentListRequest {
  search: string;
  page: number;
  perPage: number;
}

export function paymentListRequest(query: PaymentListDto): PaymentListRequest {
  const search = typeof query.search === 'string' ? query.search.slice(0, PAYMENT_LIST_SEARCH_MAX) : '';
  return {
    search: search.trim(),
    page: query.page ?? 1,
    perPage: query.perPage ?? PAYMENT_LIST_PAGE_SIZES[0],
  };
}

export const windowOf = ({ page, perPage }: PaymentListRequest, memberIds?: string[]): PageWindow => ({
  memberIds,
  limit: perPage,
  offset: (page - 1) * perPage,
});

export function listPage<T>(
  data: T[],
  total: number,
  { page, perPage }: PaymentListRequest,
): PaymentListPage<T> {
  return {
    data,
    total,
    current_page: page,
    per_page: perPage,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

/**
 * Members matched by a search, at most (identity's directory gives no more); a name shared by more
 * is narrowed by typing more of it or the email.
 */
const MEMBER_MATCHES = 100;

/** Turns a list's search text into the members it names (by name or email, through identity). */
@Injectable()
export class MemberSearch {
  constructor(private readonly directory: UserDirectory) {}

  /** undefined for an empty search (no filter); else the matching members' ids (maybe none). */
  async memberIds(search: string): Promise<string[] | undefined> {
    const term = search.trim();
    if (!term) return undefined;
    return (await this.directory.search(term, MEMBER_MATCHES)).map((u) => u.id);
  }
}
