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
import { ApproveReceiptCommand } from './approve-receipt.command';
import { ApproveReceiptDto } from './approve-receipt.dto';

@ApiTags('receipts')
@Roles(...ADMIN_ONLY)
@Controller('receipt')
export class ApproveReceiptController {
  constructor(private readonly commands: CommandBus) {}

  @Access.admins()
  @Post('approve')
  @HttpCode(200)
  @ApiIdempotencyKey()
  async approve(
    @Body() dto: ApproveReceiptDto,
    @IdempotencyKeyHeader() header: unknown,
    @CurrentUser() admin: SessionUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const id = idOf(dto.id, ReceiptErrors.notFound);
    const key = requireIdempotencyKey(header);
    const outcome = await this.commands.execute(
      new ApproveReceiptCommand(admin.id, key, id, Number(dto.unit), String(dto.narration).trim()),
    );
    return keyedAnswer(
      reply,
      outcome,
      successText('RECEIPT.APPROVED', 'Receipt approved and units transferred successfully!'),
    );
  }
}
