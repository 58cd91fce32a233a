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
import { VoidPendingCommand } from './void-pending.command';
import { VoidPendingDto } from './void-pending.dto';

@ApiTags('ledger')
@Roles(...ADMIN_ONLY)
@Controller('admin/transactions')
export class VoidPendingController {
  constructor(private readonly commands: CommandBus) {}

  @Post('void')
  @HttpCode(200)
  @ApiIdempotencyKey()
  async void(
    @Body() dto: VoidPendingDto,
    @IdempotencyKeyHeader() header: unknown,
    @CurrentUser() admin: SessionUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const key = requireIdempotencyKey(header);
    const outcome = await this.commands.execute(new VoidPendingCommand(admin.id, key, dto.id));
    markReplayed(reply, outcome.replayed);
    return { message: 'Rejected successfully!', data: outcome.result };
  }
}
