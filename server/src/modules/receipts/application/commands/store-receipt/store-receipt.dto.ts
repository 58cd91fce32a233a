import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  Declared,
  PurchaseUnitsField,
  ReceiptPayTypeField,
} from '../../../interface/http/payment-fields.validators';

/** The form fields of `receipt/store` (multipart, beside the files `receipt[]`). */
export class StoreReceiptDto {
  /** A rejected receipt of the member's to send again; answered 404 when it names none. */
  @ApiPropertyOptional() @Declared() id?: string;
  @ApiPropertyOptional({ example: '2' }) @PurchaseUnitsField() unit_purchase_intent?: string;
  @ApiPropertyOptional({
    example: 'Wire Transfer',
    description: "OFFLINE_PAY_TYPES; 'Wire' and 'ACH (USA only)' are aliases",
  })
  @ReceiptPayTypeField()
  pay_type?: string;
}

export const STORE_RECEIPT_FIELDS = ['id', 'unit_purchase_intent', 'pay_type'];
