import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { Type } from 'class-transformer';
import { rule } from '../../../../platform';

/**
 * Bodies of the payment and receipt calls. Fields are only declared here (`@Allow`): their rules
 * and messages are the domain's (payment-rules.ts), which know the spec's texts and codes.
 */
export class CardPaymentDto {
  @ApiPropertyOptional({ example: 2 }) @Allow() unit?: unknown;
  @ApiPropertyOptional() @Allow() token?: unknown;
  @ApiPropertyOptional() @Allow() payment_method_id?: unknown;
  @ApiPropertyOptional() @Allow() save_card?: unknown;
}
export class TestCardDto {
  @ApiPropertyOptional({ example: '4242424242424242' }) @Allow() number?: unknown;
  @ApiPropertyOptional({ example: 12 }) @Allow() exp_month?: unknown;
  @ApiPropertyOptional({ example: 2030 }) @Allow() exp_year?: unknown;
  @ApiPropertyOptional({ example: '123' }) @Allow() cvc?: unknown;
}
export class PayLaterDto {
  @ApiPropertyOptional({ example: 'Wire Transfer' }) @Allow() pay_type?: unknown;
  @ApiPropertyOptional({ example: 2 }) @Allow() unit?: unknown;
}
export class TokenDto {
  @ApiPropertyOptional() @Allow() token?: unknown;
}
export class IdDto {
  @ApiPropertyOptional() @Allow() id?: unknown;
}
export class LoanRequestDto {
  @ApiPropertyOptional({ example: 100 }) @Allow() amount?: unknown;
  @ApiPropertyOptional({ example: 100 }) @Allow() total_amount?: unknown;
  @ApiPropertyOptional({ example: 'one_time' }) @Allow() payment_frequency?: unknown;
  @ApiPropertyOptional({ example: 'Wire Transfer' }) @Allow() pay_type?: unknown;
}
export class ReceiptApproveDto {
  @ApiPropertyOptional() @Allow() id?: unknown;
  @ApiPropertyOptional({ example: 2 }) @Allow() unit?: unknown;
  @ApiPropertyOptional() @Allow() narration?: unknown;
}
export class ReceiptRejectDto {
  @ApiPropertyOptional() @Allow() id?: unknown;
  @ApiPropertyOptional() @Allow() reject_reason?: unknown;
}
export class ApproveTransferDto {
  @ApiPropertyOptional() @Allow() user?: unknown;
  @ApiPropertyOptional({ example: 2 }) @Allow() unit?: unknown;
  @ApiPropertyOptional() @Allow() narration?: unknown;
  @ApiPropertyOptional() @Allow() pending_payment?: unknown;
  @ApiPropertyOptional() @Allow() approval_reason?: unknown;
}
export class ReceiptActionDto {
  @ApiPropertyOptional() @Allow() user_id?: unknown;
  @ApiPropertyOptional({ example: 'reject' }) @Allow() action?: unknown;
  @ApiPropertyOptional() @Allow() reject_reason?: unknown;
  @ApiPropertyOptional() @Allow() pending_payment?: unknown;
}
export class LoanRequestsQueryDto {
  @ApiPropertyOptional() @IsOptional() @Allow() search?: unknown;
  @ApiPropertyOptional({ example: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt(rule('validation:pageNumber'))
  @Min(1, rule('validation:pageNumber'))
  @Max(100000, rule('validation:pageNumber'))
  page?: number;
  @ApiPropertyOptional({ example: 10 })
  @IsOptional()
  @Type(() => Number)
  @IsIn([10, 50, 100], rule('validation:pageSize'))
  perPage?: number;
}
