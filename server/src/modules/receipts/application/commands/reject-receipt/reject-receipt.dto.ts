import { ApiPropertyOptional } from '@nestjs/swagger';
import { ReasonText } from '../../../domain/payment-rules';
import { Declared, RequiredTextField } from '../../../interface/http/payment-fields.validators';

export class RejectReceiptDto {
  /** The receipt; answered 404 when it names none. */
  @ApiPropertyOptional() @Declared() id?: unknown;
  @ApiPropertyOptional()
  @RequiredTextField('RECEIPT.REASON_REQUIRED', ReasonText.rejectReason)
  reject_reason?: unknown;
}
