import { Role } from '@app/libs';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access, CurrentUser, Roles, successText, type SessionUser } from '../../../../../platform';
import { DeletePaymentMethodCommand } from './delete-payment-method.command';
import { DeletePaymentMethodDto } from './delete-payment-method.dto';

@ApiTags('payments')
@Roles(Role.User)
@Controller('user')
export class DeletePaymentMethodController {
  constructor(private readonly commands: CommandBus) {}

  @Access.members({ othersResource: '404 PAYMENT.METHOD_NOT_FOUND' })
  @Post('delete-payment-method')
  @HttpCode(200)
  async delete(@CurrentUser() user: SessionUser, @Body() dto: DeletePaymentMethodDto) {
    const data = await this.commands.execute(new DeletePaymentMethodCommand(user.id, dto.id));
    return {
      message: successText('PAYMENT.METHOD_DELETED', 'Payment method deleted successfully!'),
      data,
    };
  }
}
