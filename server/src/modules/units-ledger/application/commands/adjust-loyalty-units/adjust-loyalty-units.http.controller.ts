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
import { AdjustLoyaltyUnitsCommand } from './adjust-loyalty-units.command';
import { AdjustLoyaltyUnitsDto } from './adjust-loyalty-units.dto';

@ApiTags('ledger')
@Roles(...ADMIN_ONLY)
@Controller('user')
export class AdjustLoyaltyUnitsController {
  constructor(private readonly commands: CommandBus) {}

  /** The spec's call: adds free units, or deducts them when `units` is negative. */
  @Access.admins()
  @Post('add-loyalty-units')
  @HttpCode(200)
  @ApiIdempotencyKey()
  async adjust(
    @Body() dto: AdjustLoyaltyUnitsDto,
    @IdempotencyKeyHeader() header: unknown,
    @CurrentUser() admin: SessionUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const key = requireIdempotencyKey(header);
    const outcome = await this.commands.execute(
      new AdjustLoyaltyUnitsCommand(admin.id, key, dto.id, dto.units),
    );
    return keyedAnswer(
      reply,
      outcome,
      dto.units > 0
        ? successText('LEDGER.LOYALTY_ADDED', 'Loyalty units added successfully')
        : successText('LEDGER.LOYALTY_DEDUCTED', 'Loyalty units deducted successfully'),
    );
  }
}
