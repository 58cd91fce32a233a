import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { LedgerMessages, MAX_UNITS_PER_TRANSFER } from '../../../domain/ledger-rules';

export const MANUAL_PAY_TYPES = ['Debit/Credit Card', 'Wire', 'ACH (USA only)', 'Crypto Currency'] as const;

const units = (message: string = LedgerMessages.atLeastOneUnit) => [
  Type(() => Number),
  IsInt({ message }),
  Min(1, { message }),
  Max(MAX_UNITS_PER_TRANSFER, { message: `The units may not be greater than ${MAX_UNITS_PER_TRANSFER}.` }),
];
const apply =
  (decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) =>
    decorators.forEach((d) => d(target, key));

export class TransactionsQueryDto {
  @IsOptional() @IsString() @MaxLength(200) search?: string;
  @IsOptional() @Matches(/^\d{1,18}$/, { message: 'The cursor is invalid.' }) cursor?: string;
  @IsOptional()
  @Type(() => Number)
  @IsIn([10, 50, 100], { message: 'The page size must be 10, 50 or 100.' })
  perPage?: number;
}

export class TransferUnitsDto {
  @ApiProperty({ description: 'Recipient user id' })
  @IsUUID('all', { message: 'Please select a user.' })
  user: string;

  @ApiProperty({ minimum: 1 }) @apply(units()) units: number;

  @ApiProperty()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Narration is required' })
  @IsNotEmpty({ message: 'Narration is required' })
  @MaxLength(500, { message: 'The narration may not be greater than 500 characters.' })
  narration: string;

  @ApiProperty({ enum: MANUAL_PAY_TYPES })
  @IsIn(MANUAL_PAY_TYPES, { message: 'Please select a payment method.' })
  pay_type: (typeof MANUAL_PAY_TYPES)[number];

  @ApiProperty({ enum: ['Yes', 'No'] })
  @IsIn(['Yes', 'No'], { message: 'Send agreement email must be Yes or No.' })
  send_email: 'Yes' | 'No';

  @ApiProperty({ required: false }) @IsOptional() @IsEmail() @MaxLength(254) email?: string;

  @ApiProperty({ required: false, description: 'Same key twice moves units once' })
  @IsOptional()
  @Matches(/^[A-Za-z0-9:_-]{8,100}$/, { message: 'The idempotency key is invalid.' })
  idempotency_key?: string;
}

export class TransactionIdDto {
  @IsUUID('all', { message: LedgerMessages.transferNotFound }) id: string;
}

export class ApproveDto extends TransactionIdDto {
  @apply(units()) units: number;
}

export class LoyaltyDto {
  @IsUUID('all', { message: LedgerMessages.memberNotFound }) id: string;

  @Type(() => Number)
  @IsInt({ message: LedgerMessages.loyaltyZero })
  @Min(-MAX_UNITS_PER_TRANSFER)
  @Max(MAX_UNITS_PER_TRANSFER)
  units: number;
}
