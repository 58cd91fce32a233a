import { ApiPropertyOptional } from '@nestjs/swagger';
import { ReasonText } from '../../../domain/payment-rules';
import {
  ApprovalUnitsField,
  Declared,
  RequiredTextField,
} from '../../../interface/http/payment-fields.validators';

export class ApproveReceiptDto {
  /** The receipt; answered 404 when it names none. */
  @ApiPropertyOptional() @Declared() id?: unknown;
  @ApiPropertyOptional({ example: 2 })
  @ApprovalUnitsField('RECEIPT.UNITS_REQUIRED', 'Minimum 1 unit required.')
  unit?: unknown;
  @ApiPropertyOptional()
  @RequiredTextField('RECEIPT.NARRATION_REQUIRED', ReasonText.narration)
  narration?: unknown;
}
