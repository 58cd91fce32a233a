import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  Access,
  ADMIN_ONLY,
  CurrentUser,
  Roles,
  successText,
  type SessionUser,
} from '../../../../../platform';
import {
  ApiIdempotencyKey,
  IdempotencyKeyHeader,
  keyedAnswer,
  requireIdempotencyKey,
} from '../../../../units-ledger';
import { idOf, optionalTrimmed, truthy, userNotFound } from '../../../interface/http/fields';
import { ApproveMemberPaymentCommand } from './approve-member-payment.command';
import { ApproveMemberPaymentDto } from './approve-member-payment.dto';

@ApiTags('receipts')
@Roles(...ADMIN_ONLY)
@Controller('user/receipt')
export class ApproveMemberPaymentController {
  constructor(private readonly commands: CommandBus) {}

  @Access.admins()
  @Post('approve-transfer')
  @HttpCode(200)
  @ApiIdempotencyKey()
  async approveTransfer(
    @Body() dto: ApproveMemberPaymentDto,
    @IdempotencyKeyHeader() header: unknown,
    @CurrentUser() admin: SessionUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const memberId = idOf(dto.user, userNotFound);
    const key = requireIdempotencyKey(header);
    const outcome = await this.commands.execute(
      new ApproveMemberPaymentCommand(
        admin.id,
        key,
        memberId,
        truthy(dto.pending_payment),
        Number(dto.unit),
        String(dto.narration).trim(),
        optionalTrimmed(dto.approval_reason),
      ),
    );
    return keyedAnswer(reply, outcome, successText('RECEIPT.TRANSFER_APPROVED', 'Approved successfully!'));
  }
}
