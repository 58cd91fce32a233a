import { Role } from '@app/libs';
import { Body, Controller, Get, HttpCode, NotFoundException, Post, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { GatewayInfo } from '@app/libs';
import {
  CurrentUser,
  Roles,
  ValidationFailed,
  coded,
  successText,
  type SessionUser,
} from '../../../../platform';
import {
  ApiIdempotencyKey,
  IdempotencyKeyHeader,
  keyedAnswer,
  requireIdempotencyKey,
} from '../../../units-ledger';
import { CardPayments, PaymentErrors } from '../../application/payments/card-payments';
import { CardRefused, PaymentGateway } from '../../application/payments/gateway/payment-gateway';
import { TestGateway } from '../../application/payments/gateway/test-gateway';
import { CardPaymentDto, TestCardDto } from './dto';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

@ApiTags('payments')
@Roles(Role.User)
@Controller()
export class PaymentsController {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly cards: CardPayments,
  ) {}

  @Get('payment/gateway')
  gatewayInfo(): { data: GatewayInfo } {
    return { data: { gateway: this.gateway.name, publishable_key: this.gateway.publishableKey() } };
  }

  /** The test gateway's stand-in for Stripe.js: a card number in, a token out (nothing stored). */
  @Post('payment/test-gateway/tokens')
  @HttpCode(200)
  testToken(@Body() dto: TestCardDto) {
    if (!(this.gateway instanceof TestGateway)) throw new NotFoundException();
    const month = Number(dto.exp_month);
    const year = Number(dto.exp_year);
    if (
      typeof dto.number !== 'string' ||
      typeof dto.cvc !== 'string' ||
      !Number.isInteger(month) ||
      !Number.isInteger(year) ||
      month < 1 ||
      month > 12 ||
      year < 2000 ||
      year > 2100
    )
      throw ValidationFailed.field('number', coded('PAYMENT.CARD_INVALID', 'Your card number is invalid.'));
    try {
      return {
        data: this.gateway.tokenize({ number: dto.number, exp_month: month, exp_year: year, cvc: dto.cvc }),
      };
    } catch (error) {
      if (error instanceof CardRefused) throw PaymentErrors.cardInvalid('number', error.message);
      throw error;
    }
  }

  @Post('payment/now')
  @HttpCode(200)
  @ApiIdempotencyKey()
  async payNow(
    @Body() dto: CardPaymentDto,
    @IdempotencyKeyHeader() header: unknown,
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const key = requireIdempotencyKey(header);
    const outcome = await this.cards.payNow({
      memberId: user.id,
      email: user.email,
      key,
      unit: dto.unit,
      token: text(dto.token),
      paymentMethodId: text(dto.payment_method_id),
      saveCard: dto.save_card === true || dto.save_card === 'true',
    });
    return keyedAnswer(reply, outcome, successText('PAYMENT.PAID', 'Payment successful'));
  }
}
