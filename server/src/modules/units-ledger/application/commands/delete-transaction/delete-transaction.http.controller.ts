import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ADMIN_ONLY, CurrentUser, Roles, type SessionUser } from '../../../../../platform';
import {
  ApiIdempotencyKey,
  IdempotencyKeyHeader,
  requireIdempotencyKey,
} from '../../../interface/http/idempotency-key';
import { markReplayed } from '../../../interface/http/replayed-header';
import { DeleteTransactionCommand } from './delete-transaction.command';
import { DeleteTransactionDto } from './delete-transaction.dto';

@ApiTags('ledger')
@Roles(...ADMIN_ONLY)
@Controller('admin/transactions')
export class DeleteTransactionController {
  constructor(private readonly commands: CommandBus) {}

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
    markReplayed(reply, outcome.replayed);
    return { message: 'Transaction deleted successfully!', data: outcome.result };
  }
}
