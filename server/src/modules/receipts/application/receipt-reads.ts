import { Injectable } from '@nestjs/common';
import type { AdminReceiptView, AwaitingUser } from '@app/libs';
import { UserDirectory } from '../../identity';
import type { ReceiptRow } from '../infrastructure/receipt-row';
import { toAdminReceiptView, toAwaitingUser } from './receipt-views';
import { Prices } from './unit-price';

/** Receipts as the back-office shows them: with their members' contacts and the unit price. */
@Injectable()
export class ReceiptReads {
  constructor(
    private readonly directory: UserDirectory,
    private readonly prices: Prices,
  ) {}

  async adminViews(rows: ReceiptRow[]): Promise<AdminReceiptView[]> {
    const contacts = await this.directory.contacts(rows.map((r) => r.member_id));
    return rows.map((r) => toAdminReceiptView(r, contacts));
  }

  async adminView(row: ReceiptRow): Promise<AdminReceiptView> {
    const [view] = await this.adminViews([row]);
    return view!;
  }

  /** Members whose payment waits for an admin, as the verification lists show them. */
  async awaiting(rows: ReceiptRow[]): Promise<AwaitingUser[]> {
    const contacts = await this.directory.contacts(rows.map((r) => r.member_id));
    const { unitPriceCents } = await this.prices.current();
    return rows.flatMap((r) => {
      const contact = contacts.get(r.member_id);
      return contact ? [toAwaitingUser(r, contact, unitPriceCents)] : [];
    });
  }
}
