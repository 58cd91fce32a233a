import { Role } from '@app/libs';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access, CurrentUser, Roles, successText, type SessionUser } from '../../../../../platform';
import { AddPaymentMethodCommand } from './add-payment-method.command';
import { AddPaymentMethodDto } from './add-payment-method.dto';

@ApiTags('payments')
@Roles(Role.User)
@Controller('user')
export class AddPaymentMethodController {
  constructor(private readonly commands: CommandBus) {}

  @Access.members()
  @Post('add-payment-method')
  @HttpCode(200)
  async add(@CurrentUser() user: SessionUser, @Body() dto: AddPaymentMethodDto) {
    const data = await this.commands.execute(
      new AddPaymentMethodCommand(user.id, user.email, dto.token as string),
    );
    return { message: successText('PAYMENT.METHOD_ADDED', 'Payment method added successfully!'), data };
  }
}
