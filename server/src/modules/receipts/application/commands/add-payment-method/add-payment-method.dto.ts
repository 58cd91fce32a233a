import { ApiPropertyOptional } from '@nestjs/swagger';
import { CardTokenField } from '../../../interface/http/payment-fields.validators';

export class AddPaymentMethodDto {
  @ApiPropertyOptional() @CardTokenField() token?: unknown;
}
