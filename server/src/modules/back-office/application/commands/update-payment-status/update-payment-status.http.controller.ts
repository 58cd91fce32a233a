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
import { UpdatePaymentStatusCommand } from './update-payment-status.command';
import { UpdatePaymentStatusDto } from './update-payment-status.dto';

@ApiTags('back-office')
@Roles(...ADMIN_ONLY)
@Controller('user')
export class UpdatePaymentStatusController {
  constructor(private readonly commands: CommandBus) {}

  @Access.admins()
  @Post('update-payment-status')
  @HttpCode(200)
  async update(@CurrentUser() admin: SessionUser, @Body() dto: UpdatePaymentStatusDto) {
    await this.commands.execute(new UpdatePaymentStatusCommand(admin.id, dto.id, dto.status));
    return { message: successText('USERS.PAYMENT_STATUS_UPDATED', 'Payment status updated successfully') };
  }
}
