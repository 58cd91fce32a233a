import { ApiPropertyOptional } from '@nestjs/swagger';
import { ReasonText } from '../../../domain/payment-rules';
import {
  Declared,
  ReceiptActionField,
  RequiredTextField,
} from '../../../interface/http/payment-fields.validators';

export class RejectMemberPaymentDto {
  /** The member; answered 404 when it names none. */
  @ApiPropertyOptional() @Declared() user_id?: unknown;
  @ApiPropertyOptional({ example: 'reject' }) @ReceiptActionField() action?: unknown;
  @ApiPropertyOptional()
  @RequiredTextField('RECEIPT.REASON_REQUIRED', ReasonText.rejectReason)
  reject_reason?: unknown;
  @ApiPropertyOptional() @Declared() pending_payment?: unknown;
}
