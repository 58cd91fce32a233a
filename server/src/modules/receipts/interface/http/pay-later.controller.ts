import { Role } from '@app/libs';
import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  PAY_LATER_PAY_TYPES,
  PAYMENT_INSTRUCTIONS_BY_PAY_TYPE,
  type InstructedPayType,
  type PendingPaymentView,
} from '@app/libs';
import {
  CurrentUser,
  Roles,
  ValidationFailed,
  coded,
  successText,
  type SessionUser,
} from '../../../../platform';
import { UserViews } from '../../../identity';
import {
  ApiIdempotencyKey,
  IdempotencyKeyHeader,
  IdempotentCalls,
  keyedAnswer,
  requireIdempotencyKey,
} from '../../../units-ledger';
import { PaymentText, purchaseUnits } from '../../domain/payment-rules';
import { asHttp, ReceiptErrors } from '../../application/errors';
import { ReceiptIntake } from '../../application/receipt-intake';
import { receiptUrl } from '../../application/receipt-files';
import { Prices } from '../../application/unit-price';
import { ReceiptsRepository } from '../../infrastructure/receipts.repository';
import { PayLaterDto } from './dto';

@ApiTags('payments')
@Roles(Role.User)
@Controller()
export class PayLaterController {
  constructor(
    private readonly intake: ReceiptIntake,
    private readonly idempotency: IdempotentCalls,
    private readonly prices: Prices,
    private readonly users: UserViews,
    private readonly receipts: ReceiptsRepository,
  ) {}

  /** Pay Later: a pending transfer of the units, paid offline by the chosen pay type. */
  @Post('user/pay-later')
  @HttpCode(200)
  @ApiIdempotencyKey()
  async payLater(
    @Body() dto: PayLaterDto,
    @IdempotencyKeyHeader() header: unknown,
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    if (
      typeof dto.pay_type !== 'string' ||
      !(PAY_LATER_PAY_TYPES as readonly string[]).includes(dto.pay_type)
    )
      throw ValidationFailed.field(
        'pay_type',
        coded('PAYMENT.PAY_LATER_TYPE_REQUIRED', PaymentText.payLaterType),
      );
    const key = requireIdempotencyKey(header);
    const payType = dto.pay_type;
    const pricing = await this.prices.current();
    const view = await this.users.byId(user.id);
    let units: number;
    try {
      units = purchaseUnits(
        dto.unit ?? view.details.unit_purchase_intent,
        pricing.minUnits,
        pricing.unitPriceCents,
      );
    } catch (error) {
      throw asHttp(error);
    }
    const outcome = await this.idempotency.run(
      { actorId: user.id, call: 'pay-later', key },
      { pay_type: payType, unit: units },
      async () => {
        await this.intake.payLater(user.id, payType, units);
        return this.users.byId(user.id);
      },
    );
    return keyedAnswer(reply, outcome, successText('PAYMENT.PAY_LATER', 'Your pay later choice is saved.'));
  }

  /** What /pay-now-pending-payment shows: what is owed, how to pay it, the receipt so far. */
  @Post('user/pending-payment')
  @HttpCode(200)
  async pending(@CurrentUser() user: SessionUser): Promise<{ data: PendingPaymentView }> {
    const row = await this.receipts.activationOf(user.id);
    if (!row || row.source !== 'pay-later') throw ReceiptErrors.noPendingPayment();
    const { unitPriceCents } = await this.prices.current();
    const key = PAYMENT_INSTRUCTIONS_BY_PAY_TYPE[row.pay_type as InstructedPayType];
    const amount = row.units * unitPriceCents;
    return {
      data: {
        units: row.units,
        unit_price_cents: unitPriceCents,
        unit_price: unitPriceCents / 100,
        amount_cents: amount,
        amount: amount / 100,
        pay_type: row.pay_type,
        instructions: key ? await this.prices.instructions(key) : '',
        paid: row.status,
        reject_reason: row.status === 'Rejected' ? row.reject_reason : null,
        receipt: row.files.map(receiptUrl),
      },
    };
  }
}
