import { Role, canonicalOfflinePayType } from '@app/libs';
import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access, CurrentUser, Roles, successText, type SessionUser } from '../../../../../platform';
import {
  ApiIdempotencyKey,
  IdempotencyKeyHeader,
  keyedAnswer,
  requireIdempotencyKey,
} from '../../../../units-ledger';
import { ChoosePayLaterCommand } from './choose-pay-later.command';
import { ChoosePayLaterDto } from './choose-pay-later.dto';

@ApiTags('payments')
@Roles(Role.User)
@Controller('user')
export class ChoosePayLaterController {
  constructor(private readonly commands: CommandBus) {}

  @Access.members()
  @Post('pay-later')
  @HttpCode(200)
  @ApiIdempotencyKey()
  async payLater(
    @Body() dto: ChoosePayLaterDto,
    @IdempotencyKeyHeader() header: unknown,
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const key = requireIdempotencyKey(header);
    const outcome = await this.commands.execute(
      // Checked by the DTO: an offline pay type or an alias, stored canonical (ADR 0031).
      new ChoosePayLaterCommand(user.id, key, canonicalOfflinePayType(dto.pay_type)!, dto.unit),
    );
    return keyedAnswer(reply, outcome, successText('PAYMENT.PAY_LATER', 'Your pay later choice is saved.'));
  }
}
