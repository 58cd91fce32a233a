import { ApiPropertyOptional } from '@nestjs/swagger';
import { ReasonText } from '../../../domain/payment-rules';
import {
  ApprovalUnitsField,
  Declared,
  OptionalTextField,
  RequiredTextField,
} from '../../../interface/http/payment-fields.validators';

export class ApproveMemberPaymentDto {
  /** The member; answered 404 when it names none. */
  @ApiPropertyOptional() @Declared() user?: unknown;
  @ApiPropertyOptional({ example: 2 })
  @ApprovalUnitsField('LEDGER.AT_LEAST_ONE_UNIT', 'There should be at least one unit')
  unit?: unknown;
  @ApiPropertyOptional()
  @RequiredTextField('RECEIPT.NARRATION_REQUIRED', ReasonText.narration)
  narration?: unknown;
  /** Truthy: the member's pay-later payment (true, 1, '1', 'true'). */
  @ApiPropertyOptional() @Declared() pending_payment?: unknown;
  @ApiPropertyOptional() @OptionalTextField() approval_reason?: unknown;
}
