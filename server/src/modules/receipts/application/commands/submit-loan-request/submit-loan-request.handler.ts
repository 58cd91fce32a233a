import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { LoanRequestView } from '@app/libs';
import { LoanRequests } from '../../payments/loan-requests';
import { SubmitLoanRequestCommand } from './submit-loan-request.command';

@CommandHandler(SubmitLoanRequestCommand)
export class SubmitLoanRequestHandler implements ICommandHandler<SubmitLoanRequestCommand> {
  constructor(private readonly loans: LoanRequests) {}

  execute({ memberId, input }: SubmitLoanRequestCommand): Promise<LoanRequestView> {
    return this.loans.submit(memberId, input);
  }
}
