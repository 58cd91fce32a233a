import { ApiPropertyOptional } from '@nestjs/swagger';
import { Declared, TestCardNumberField } from '../../../interface/http/payment-fields.validators';

export class CreateTestCardTokenDto {
  @ApiPropertyOptional({ example: '4242424242424242' }) @TestCardNumberField() number?: unknown;
  @ApiPropertyOptional({ example: 12 }) @Declared() exp_month?: unknown;
  @ApiPropertyOptional({ example: 2030 }) @Declared() exp_year?: unknown;
  @ApiPropertyOptional({ example: '123' }) @Declared() cvc?: unknown;
}
