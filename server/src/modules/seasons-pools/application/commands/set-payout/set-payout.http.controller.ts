import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import {
  Access,
  ADMIN_ONLY,
  CurrentUser,
  Roles,
  successText,
  type SessionUser,
} from '../../../../../platform';
import { payoutCentsOf } from '../../../domain/payout-amount';
import { PoolErrors } from '../../pool-errors';
import { SetPayoutCommand } from './set-payout.command';
import { SetPayoutDto } from './set-payout.dto';

@ApiTags('pools')
@Roles(...ADMIN_ONLY)
@Controller('admin/pool')
export class SetPayoutController {
  constructor(private readonly commands: CommandBus) {}

  /** Moves no units (only the shares follow), so a repeat is harmless: no Idempotency-Key. */
  @Access.admins()
  @Post('payout')
  @HttpCode(200)
  async payout(@Body() dto: SetPayoutDto, @CurrentUser() admin: SessionUser) {
    const cents = payoutCentsOf(dto.amount);
    if (cents === null) throw PoolErrors.amountInvalid();
    await this.commands.execute(new SetPayoutCommand(dto.season, cents, admin.id));
    return { message: successText('POOL.PAYOUT_SAVED', 'Payout saved.') };
  }
}
