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
  requireIdempotencyKey,
} from '../../../interface/http/idempotency-key';
import { keyedAnswer } from '../../../interface/http/keyed-answer';
import { DeleteTransactionCommand } from './delete-transaction.command';
import { DeleteTransactionDto } from './delete-transaction.dto';

@ApiTags('ledger')
@Roles(...ADMIN_ONLY)
@Controller('admin/transactions')
export class DeleteTransactionController {
  constructor(private readonly commands: CommandBus) {}

  @Access.admins()
  @Post('delete')
  @HttpCode(200)
  @ApiIdempotencyKey()
  async remove(
    @Body() dto: DeleteTransactionDto,
    @IdempotencyKeyHeader() header: unknown,
    @CurrentUser() admin: SessionUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const key = requireIdempotencyKey(header);
    const outcome = await this.commands.execute(new DeleteTransactionCommand(admin.id, key, dto.id));
    return keyedAnswer(reply, outcome, successText('LEDGER.DELETED', 'Transaction deleted successfully!'));
  }
}
