import { Role } from '@app/libs';
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
import { PayNowCommand } from './pay-now.command';
import { PayNowDto } from './pay-now.dto';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

@ApiTags('payments')
@Roles(Role.User)
@Controller('payment')
export class PayNowController {
  constructor(private readonly commands: CommandBus) {}

  @Access.members({ othersResource: '404 PAYMENT.METHOD_NOT_FOUND' })
  @Post('now')
  @HttpCode(200)
  @ApiIdempotencyKey()
  async payNow(
    @Body() dto: PayNowDto,
    @IdempotencyKeyHeader() header: unknown,
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const key = requireIdempotencyKey(header);
    const outcome = await this.commands.execute(
      new PayNowCommand(
        user.id,
        user.email,
        key,
        dto.unit,
        text(dto.token),
        text(dto.payment_method_id),
        dto.save_card === true || dto.save_card === 'true',
      ),
    );
    return keyedAnswer(reply, outcome, successText('PAYMENT.PAID', 'Payment successful'));
  }
}
