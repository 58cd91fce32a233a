import { Role } from '@app/libs';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  CurrentUser,
  Roles,
  ValidationFailed,
  coded,
  successText,
  type SessionUser,
} from '../../../../platform';
import { PaymentMethods } from '../../application/payments/payment-methods';
import { IdDto, TokenDto } from './dto';

@ApiTags('payments')
@Roles(Role.User)
@Controller()
export class PaymentMethodsController {
  constructor(private readonly methods: PaymentMethods) {}

  @Post('user/payment-methods')
  @HttpCode(200)
  async list(@CurrentUser() user: SessionUser) {
    return { data: await this.methods.list(user.id) };
  }

  @Post('user/add-payment-method')
  @HttpCode(200)
  async add(@CurrentUser() user: SessionUser, @Body() dto: TokenDto) {
    if (typeof dto.token !== 'string' || !dto.token || dto.token.length > 1000)
      throw ValidationFailed.field(
        'token',
        coded('PAYMENT.CARD_REQUIRED', 'Please enter your card details or choose a saved card.'),
      );
    const data = await this.methods.add(user.id, user.email, dto.token);
    return { message: successText('PAYMENT.METHOD_ADDED', 'Payment method added successfully!'), data };
  }

  @Post('user/card-make-preferred')
  @HttpCode(200)
  async makePreferred(@CurrentUser() user: SessionUser, @Body() dto: IdDto) {
    const data = await this.methods.makePreferred(user.id, dto.id);
    return {
      message: successText('PAYMENT.METHOD_PREFERRED', 'Payment method made preferred successfully!'),
      data,
    };
  }

  @Post('user/delete-payment-method')
  @HttpCode(200)
  async delete(@CurrentUser() user: SessionUser, @Body() dto: IdDto) {
    const data = await this.methods.delete(user.id, dto.id);
    return { message: successText('PAYMENT.METHOD_DELETED', 'Payment method deleted successfully!'), data };
  }
}
