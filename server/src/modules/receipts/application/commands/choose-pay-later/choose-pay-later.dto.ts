import { ApiPropertyOptional } from '@nestjs/swagger';
import { PayLaterTypeField, PurchaseUnitsField } from '../../../interface/http/payment-fields.validators';

export class ChoosePayLaterDto {
  @ApiPropertyOptional({ example: 'Wire Transfer' }) @PayLaterTypeField() pay_type?: unknown;
  @ApiPropertyOptional({ example: 2 }) @PurchaseUnitsField({ optional: true }) unit?: unknown;
}
