import { Injectable } from '@nestjs/common';
import type { TransactionView } from '@app/libs';
import { DataSource } from 'typeorm';
import { CoalescingLoader, notFound } from '../../../platform';
import { UserDirectory } from '../../identity';
import { LedgerMessages } from '../domain/ledger-rules';
import { membersTransactions } from '../infrastructure/member-reads';
import {
  listTransactions,
  type TransactionFilter,
  type TransactionListRow,
} from '../infrastructure/transactions.query';
import { toTransactionView, type TransactionMember } from './transaction-view';

/** Transactions as the lists show them, with their members' names; shared by queries and commands. */
@Injectable()
export class TransactionViews {
  /** Members' own lists by how many rows they show, each read with the other requests of a round. */
  private readonly ofMembers = new Map<number, CoalescingLoader<string, TransactionListRow[]>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly directory: UserDirectory,
  ) {}

  async list(filter: TransactionFilter): Promise<TransactionView[]> {
    return (await this.page(filter, filter.limit)).data;
  }

  /** One page, newest first; `next_cursor` continues after its last row. */
  async page(
    filter: Omit<TransactionFilter, 'limit'>,
    perPage: number,
  ): Promise<{ data: TransactionView[]; next_cursor: string | null }> {
    const rows = await listTransactions(this.dataSource, { ...filter, limit: perPage + 1 });
    const page = rows.slice(0, perPage);
    const users = await this.directory.summaries(page.map((r) => r.member_id!).filter(Boolean));
    return {
      data: page.map((row) => toTransactionView(row, users)),
      next_cursor: rows.length > perPage ? page[page.length - 1].seq : null,
    };
  }

  /** A member's own transactions, newest first; the member is the signed-in caller, already loaded. */
  async ofMember(member: TransactionMember, limit: number): Promise<TransactionView[]> {
    const rows = (await this.loaderOf(limit).load(member.id)) ?? [];
    const users = new Map([
      [member.id, { id: member.id, fullName: member.fullName, email: member.email, deleted: false }],
    ]);
    return rows.map((row) => toTransactionView(row, users));
  }

  /** One transaction; a missing one is a 404 with a code, never a TypeError. */
  async byId(id: string): Promise<TransactionView> {
    const [view] = await this.list({ id, limit: 1 });
    if (!view) throw notFound(LedgerMessages.transferNotFound, 'LEDGER.TRANSFER_NOT_FOUND');
    return view;
  }

  private loaderOf(limit: number): CoalescingLoader<string, TransactionListRow[]> {
    let loader = this.ofMembers.get(limit);
    if (!loader) {
      loader = new CoalescingLoader((ids) => membersTransactions(this.dataSource, ids, limit));
      this.ofMembers.set(limit, loader);
    }
    return loader;
  }
}
