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
  ValidationFailed,
} from '../../../../../platform';
import {
  ApiIdempotencyKey,
  IdempotencyKeyHeader,
  requireIdempotencyKey,
} from '../../../interface/http/idempotency-key';
import { keyedAnswer } from '../../../interface/http/keyed-answer';
import { TransferUnitsCommand } from './transfer-units.command';
import { TransferUnitsDto } from './transfer-units.dto';

@ApiTags('ledger')
@Roles(...ADMIN_ONLY)
@Controller('admin/transactions')
export class TransferUnitsController {
  constructor(private readonly commands: CommandBus) {}

  @Access.admins()
  @Post('transfer')
  @HttpCode(200)
  @ApiIdempotencyKey()
  async transfer(
    @Body() dto: TransferUnitsDto,
    @IdempotencyKeyHeader() header: unknown,
    @CurrentUser() admin: SessionUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    // The body field predates the header; both may be sent, but then they must agree.
    if (header !== undefined && dto.idempotency_key !== undefined && header !== dto.idempotency_key)
      throw ValidationFailed.field(
        'idempotency_key',
        'The idempotency key differs from the Idempotency-Key header.',
      );
    const key = requireIdempotencyKey(header ?? dto.idempotency_key);
    const outcome = await this.commands.execute(
      new TransferUnitsCommand(admin.id, key, {
        recipientId: dto.user,
        units: dto.units,
        narration: dto.narration,
        payType: dto.pay_type,
        sendEmail: dto.send_email,
        email: dto.email,
      }),
    );
    return keyedAnswer(
      reply,
      outcome,
      outcome.result.duplicate
        ? successText('LEDGER.ALREADY_TRANSFERRED', 'These units were already transferred.')
        : successText('LEDGER.TRANSFERRED', 'Units transferred successfully'),
    );
  }
}
