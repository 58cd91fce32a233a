import { Injectable } from '@nestjs/common';
import { LOAN_FREQUENCY_LABELS, type LoanRequestView, type LoanRequestsPage } from '@app/libs';
import { UnitOfWork } from '../../../../platform';
import { UserDirectory, type UserSummary } from '../../../identity';
import { checkLoanRequest, type LoanRequestInput } from '../../domain/payment-rules';
import { LoanRequested } from '../../domain/receipts.events';
import { PaymentsRepository, type LoanRequestRow } from '../../infrastructure/payments.repository';
import { asHttp } from '../errors';
import { Prices } from '../unit-price';

const mmddyyyy = (date: Date) => {
  const d = new Date(date);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}-${d.getUTCFullYear()}`;
};

export function toLoanRequestView(row: LoanRequestRow, user: UserSummary | undefined): LoanRequestView {
  const amount = Number(row.amount_cents);
  const total = Number(row.total_amount_cents);
  return {
    id: row.id,
    created_at: new Date(row.created_at).toISOString(),
    created_at_date: mmddyyyy(row.created_at),
    user: user ? { id: user.id, fullName: user.fullName, email: user.email } : null,
    amount_cents: amount,
    amount: amount / 100,
    total_amount_cents: total,
    total_amount: total / 100,
    payment_frequency: row.frequency,
    payment_frequency_label: LOAN_FREQUENCY_LABELS[row.frequency],
    pay_type: row.pay_type,
  };
}

/** Members matched by a search, at most; a name shared by more is narrowed by typing more. */
const MEMBER_MATCHES = 200;

/** Loan requests (/buy-more): recorded for the back-office; they credit nothing. */
@Injectable()
export class LoanRequests {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly payments: PaymentsRepository,
    private readonly prices: Prices,
    private readonly directory: UserDirectory,
  ) {}

  async submit(memberId: string, input: LoanRequestInput): Promise<LoanRequestView> {
    const { loanUnitCents } = await this.prices.current();
    let request;
    try {
      request = checkLoanRequest(input, loanUnitCents);
    } catch (error) {
      throw asHttp(error);
    }
    const row = await this.uow.run(async (tx) => {
      const added = await this.payments.addLoanRequest(tx.manager, { memberId, ...request });
      tx.record(new LoanRequested(added.id, { memberId, ...request }, memberId));
      return added;
    });
    return toLoanRequestView(row, (await this.directory.summaries([memberId])).get(memberId));
  }

  async page(search: string, page: number, perPage: number): Promise<LoanRequestsPage> {
    const term = search.trim();
    const amount = /^\$?\d{1,9}(\.\d{1,2})?$/.test(term)
      ? Math.round(Number(term.replace('$', '')) * 100)
      : undefined;
    const memberIds =
      term && amount === undefined
        ? (await this.directory.search(term, MEMBER_MATCHES)).map((u) => u.id)
        : undefined;
    const { rows, total } = await this.payments.loanRequests({
      memberIds,
      amountCents: amount,
      limit: perPage,
      offset: (page - 1) * perPage,
    });
    const users = await this.directory.summaries(rows.map((r) => r.member_id));
    return {
      data: rows.map((r) => toLoanRequestView(r, users.get(r.member_id))),
      total,
      current_page: page,
      per_page: perPage,
      last_page: Math.max(1, Math.ceil(total / perPage)),
    };
  }
}
