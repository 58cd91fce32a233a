import { ApiPropertyOptional } from '@nestjs/swagger';
import { Declared } from '../../../interface/http/payment-fields.validators';

export class ViewReceiptDto {
  /** The receipt; answered 404 when it names none. */
  @ApiPropertyOptional() @Declared() id?: unknown;
}
