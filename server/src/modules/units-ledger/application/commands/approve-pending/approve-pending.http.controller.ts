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
import { ApprovePendingCommand } from './approve-pending.command';
import { ApprovePendingDto } from './approve-pending.dto';

@ApiTags('ledger')
@Roles(...ADMIN_ONLY)
@Controller('admin/transactions')
export class ApprovePendingController {
  constructor(private readonly commands: CommandBus) {}

  @Access.admins()
  @Post('approve')
  @HttpCode(200)
  @ApiIdempotencyKey()
  async approve(
    @Body() dto: ApprovePendingDto,
    @IdempotencyKeyHeader() header: unknown,
    @CurrentUser() admin: SessionUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const key = requireIdempotencyKey(header);
    const outcome = await this.commands.execute(new ApprovePendingCommand(admin.id, key, dto.id, dto.units));
    return keyedAnswer(reply, outcome, successText('LEDGER.APPROVED', 'Approved successfully!'));
  }
}
