import { ApiPropertyOptional } from '@nestjs/swagger';
import { LOAN_MAX_AMOUNT } from '@app/libs';
import { PaymentText } from '../../../domain/payment-rules';
import { Declared, LoanField } from '../../../interface/http/payment-fields.validators';

export class SubmitLoanRequestDto {
  @ApiPropertyOptional({ example: 100 })
  @LoanField([
    { code: 'LOAN.AMOUNT_REQUIRED', text: PaymentText.amountRequired },
    { code: 'LOAN.AMOUNT_NOT_POSITIVE', text: PaymentText.amountNotPositive },
    { code: 'LOAN.AMOUNT_TOO_LARGE', text: PaymentText.amountTooLarge, params: { max: LOAN_MAX_AMOUNT } },
  ])
  amount?: unknown;
  /** Checked against the amount and the configured loan unit by the handler. */
  @ApiPropertyOptional({ example: 100 }) @Declared() total_amount?: unknown;
  @ApiPropertyOptional({ example: 'one_time' })
  @LoanField([{ code: 'LOAN.FREQUENCY_REQUIRED', text: PaymentText.frequencyRequired }])
  payment_frequency?: unknown;
  @ApiPropertyOptional({ example: 'Wire Transfer' })
  @LoanField([{ code: 'LOAN.PAY_TYPE_REQUIRED', text: PaymentText.payTypeRequired }])
  pay_type?: unknown;
}
