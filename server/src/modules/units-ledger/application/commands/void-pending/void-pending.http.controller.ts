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
import { VoidPendingCommand } from './void-pending.command';
import { VoidPendingDto } from './void-pending.dto';

@ApiTags('ledger')
@Roles(...ADMIN_ONLY)
@Controller('admin/transactions')
export class VoidPendingController {
  constructor(private readonly commands: CommandBus) {}

  @Access.admins()
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
    return keyedAnswer(reply, outcome, successText('LEDGER.REJECTED', 'Rejected successfully!'));
  }
}
