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
import { idOf, truthy, userNotFound } from '../../../interface/http/fields';
import { RejectMemberPaymentCommand } from './reject-member-payment.command';
import { RejectMemberPaymentDto } from './reject-member-payment.dto';

@ApiTags('receipts')
@Roles(...ADMIN_ONLY)
@Controller('user/receipt')
export class RejectMemberPaymentController {
  constructor(private readonly commands: CommandBus) {}

  @Access.admins()
  @Post('action')
  @HttpCode(200)
  @ApiIdempotencyKey()
  async action(
    @Body() dto: RejectMemberPaymentDto,
    @IdempotencyKeyHeader() header: unknown,
    @CurrentUser() admin: SessionUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const memberId = idOf(dto.user_id, userNotFound);
    const key = requireIdempotencyKey(header);
    const outcome = await this.commands.execute(
      new RejectMemberPaymentCommand(
        admin.id,
        key,
        memberId,
        truthy(dto.pending_payment),
        String(dto.reject_reason).trim(),
      ),
    );
    return keyedAnswer(reply, outcome, successText('RECEIPT.TRANSFER_REJECTED', 'Rejected successfully!'));
  }
}
