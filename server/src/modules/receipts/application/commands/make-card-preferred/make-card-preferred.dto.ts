import { ApiPropertyOptional } from '@nestjs/swagger';
import { Declared } from '../../../interface/http/payment-fields.validators';

export class MakeCardPreferredDto {
  /** The saved card; answered 404 when it names none of the member's. */
  @ApiPropertyOptional() @Declared() id?: unknown;
}
