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
import { AdjustLoyaltyUnitsCommand } from './adjust-loyalty-units.command';
import { AdjustLoyaltyUnitsDto } from './adjust-loyalty-units.dto';

@ApiTags('ledger')
@Roles(...ADMIN_ONLY)
@Controller('user')
export class AdjustLoyaltyUnitsController {
  constructor(private readonly commands: CommandBus) {}

  /** The spec's call: adds free units, or deducts them when `units` is negative. */
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
    markReplayed(reply, outcome.replayed);
    return {
      message: dto.units > 0 ? 'Loyalty units added successfully' : 'Loyalty units deducted successfully',
      data: outcome.result,
    };
  }
}
