import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { IDEMPOTENCY_KEY_PATTERN, MANUAL_PAY_TYPES, type ManualPayType, YES_NO, type YesNo } from '@app/libs';
import { UnitCount } from '../../../interface/http/unit-count.validators';

export class TransferUnitsDto {
  @ApiProperty({ description: 'Recipient user id' })
  @IsUUID('all', { message: 'Please select a user.' })
  user: string;

  @ApiProperty({ minimum: 1 }) @UnitCount() units: number;

  @ApiProperty()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Narration is required' })
  @IsNotEmpty({ message: 'Narration is required' })
  @MaxLength(500, { message: 'The narration may not be greater than 500 characters.' })
  narration: string;

  @ApiProperty({ enum: MANUAL_PAY_TYPES })
  @IsIn(MANUAL_PAY_TYPES, { message: 'Please select a payment method.' })
  pay_type: ManualPayType;

  @ApiProperty({ enum: YES_NO })
  @IsIn(YES_NO, { message: 'Send agreement email must be Yes or No.' })
  send_email: YesNo;

  @ApiProperty({ required: false }) @IsOptional() @IsEmail() @MaxLength(254) email?: string;

  @ApiProperty({ required: false, deprecated: true, description: 'Use the Idempotency-Key header' })
  @IsOptional()
  @Matches(IDEMPOTENCY_KEY_PATTERN, { message: 'The idempotency key is invalid.' })
  idempotency_key?: string;
}
