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
import { idOf } from '../../../interface/http/fields';
import { ReceiptErrors } from '../../errors';
import { RejectReceiptCommand } from './reject-receipt.command';
import { RejectReceiptDto } from './reject-receipt.dto';

@ApiTags('receipts')
@Roles(...ADMIN_ONLY)
@Controller('receipt')
export class RejectReceiptController {
  constructor(private readonly commands: CommandBus) {}

  @Access.admins()
  @Post('reject')
  @HttpCode(200)
  @ApiIdempotencyKey()
  async reject(
    @Body() dto: RejectReceiptDto,
    @IdempotencyKeyHeader() header: unknown,
    @CurrentUser() admin: SessionUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const id = idOf(dto.id, ReceiptErrors.notFound);
    const key = requireIdempotencyKey(header);
    const outcome = await this.commands.execute(
      new RejectReceiptCommand(admin.id, key, id, String(dto.reject_reason).trim()),
    );
    return keyedAnswer(reply, outcome, successText('RECEIPT.REJECTED', 'Receipt rejected successfully!'));
  }
}
