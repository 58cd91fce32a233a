import { ApiPropertyOptional } from '@nestjs/swagger';
import { Declared, PurchaseUnitsField } from '../../../interface/http/payment-fields.validators';

export class PayNowDto {
  @ApiPropertyOptional({ example: 2 }) @PurchaseUnitsField() unit?: unknown;
  /** A new card's token (test gateway or Stripe PaymentMethod); or `payment_method_id` of a saved one. */
  @ApiPropertyOptional() @Declared() token?: unknown;
  @ApiPropertyOptional() @Declared() payment_method_id?: unknown;
  @ApiPropertyOptional() @Declared() save_card?: unknown;
}
