import { Injectable } from '@nestjs/common';
import { LOAN_FREQUENCY_LABELS, type LoanRequestView, type LoanRequestsPage } from '@app/libs';
import { UnitOfWork } from '../../../../platform';
import { UserDirectory, type UserSummary } from '../../../identity';
import { checkLoanRequest, type LoanRequestInput } from '../../domain/payment-rules';
import { LoanRequested } from '../../domain/receipts.events';
import { PaymentsRepository, type LoanRequestRow } from '../../infrastructure/payments.repository';
import { asHttp } from '../errors';
import { listPage, MemberSearch, windowOf, type PaymentListRequest } from '../payment-lists';
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

/** Loan requests (/buy-more): recorded for the back-office; they credit nothing. */
@Injectable()
export class LoanRequests {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly payments: PaymentsRepository,
    private readonly prices: Prices,
    private readonly directory: UserDirectory,
    private readonly members: MemberSearch,
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

  async page(request: PaymentListRequest): Promise<LoanRequestsPage> {
    const term = request.search;
    const amount = /^\$?\d{1,9}(\.\d{1,2})?$/.test(term)
      ? Math.round(Number(term.replace('$', '')) * 100)
      : undefined;
    const memberIds = amount === undefined ? await this.members.memberIds(term) : undefined;
    const { rows, total } = await this.payments.loanRequests({
      ...windowOf(request, memberIds),
      amountCents: amount,
    });
    const users = await this.directory.summaries(rows.map((r) => r.member_id));
    return listPage(
      rows.map((r) => toLoanRequestView(r, users.get(r.member_id))),
      total,
      request,
    );
  }
}
