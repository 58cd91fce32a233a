import { Command } from '@nestjs/cqrs';
import type { LoanRequestView } from '@app/libs';
import type { LoanRequestInput } from '../../../domain/payment-rules';

/** A request to lend: recorded for the back-office, credits nothing. */
export class SubmitLoanRequestCommand extends Command<LoanRequestView> {
  constructor(
    readonly memberId: string,
    readonly input: LoanRequestInput,
  ) {
    super();
  }
}
