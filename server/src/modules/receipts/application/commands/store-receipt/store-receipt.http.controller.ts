import { RECEIPT_MAX_FILES, Role, canonicalOfflinePayType } from '@app/libs';
import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  Access,
  CurrentUser,
  Roles,
  Uploads,
  coded,
  successText,
  type SessionUser,
} from '../../../../../platform';
import {
  ApiIdempotencyKey,
  IdempotencyKeyHeader,
  keyedAnswer,
  requireIdempotencyKey,
} from '../../../../units-ledger';
import { isUuid } from '../../../infrastructure/receipts.repository';
import { checkedForm } from '../../../interface/http/checked-form';
import { ReceiptErrors } from '../../errors';
import { RECEIPT_RULES } from '../../receipt-files';
import { StoreReceiptCommand } from './store-receipt.command';
import { STORE_RECEIPT_FIELDS, StoreReceiptDto } from './store-receipt.dto';

@ApiTags('receipts')
@Roles(Role.User)
@Controller('receipt')
export class StoreReceiptController {
  constructor(
    private readonly commands: CommandBus,
    private readonly uploads: Uploads,
  ) {}

  @Access.members({ othersResource: '404 RECEIPT.NOT_FOUND' })
  @Post('store')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiIdempotencyKey()
  async store(
    @CurrentUser() user: SessionUser,
    @IdempotencyKeyHeader() header: unknown,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const key = requireIdempotencyKey(header);
    const { images, fields } = await this.uploads.receiveImages(req, user.id, RECEIPT_RULES, {
      maxFiles: RECEIPT_MAX_FILES,
      fields: STORE_RECEIPT_FIELDS,
      alsoField: 'receipt',
    });
    const dto = await checkedForm(StoreReceiptDto, fields, {
      ...(images.length === 0 && {
        receipt: [coded('RECEIPT.FILES_REQUIRED', 'Please select at least one receipt')],
      }),
    });
    const id = dto.id ? dto.id : null;
    if (id !== null && !isUuid(id)) throw ReceiptErrors.notFound();
    // Checked by the DTO: an offline pay type or an alias, stored canonical (ADR 0031).
    const payType = canonicalOfflinePayType(dto.pay_type)!;
    const outcome = await this.commands.execute(
      new StoreReceiptCommand(user.id, key, id, Number(dto.unit_purchase_intent), payType, images),
    );
    return keyedAnswer(reply, outcome, successText('RECEIPT.STORED', 'Receipt submitted successfully'));
  }
}
