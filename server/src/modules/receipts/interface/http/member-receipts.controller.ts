import { Role } from '@app/libs';
import { Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RECEIPT_MAX_FILES, RECEIPT_PAY_TYPES, type ReceiptView } from '@app/libs';
import {
  ADMIN_ONLY,
  CurrentUser,
  Roles,
  Uploads,
  ValidationFailed,
  coded,
  successText,
  type SessionUser,
} from '../../../../platform';
import { UserViews } from '../../../identity';
import { ReceiptErrors, asHttp } from '../../application/errors';
import { ReceiptIntake } from '../../application/receipt-intake';
import { RECEIPT_RULES } from '../../application/receipt-files';
import { toReceiptView } from '../../application/receipt-views';
import { Prices } from '../../application/unit-price';
import { purchaseUnits } from '../../domain/payment-rules';
import { ReceiptsRepository, isUuid } from '../../infrastructure/receipts.repository';

@ApiTags('receipts')
@Controller()
export class MemberReceiptsController {
  constructor(
    private readonly uploads: Uploads,
    private readonly intake: ReceiptIntake,
    private readonly receipts: ReceiptsRepository,
    private readonly users: UserViews,
    private readonly prices: Prices,
  ) {}

  /** The activation (or pay-later) receipt from /home or /pay-now-pending-payment. */
  @Post('user/upload/receipt')
  @HttpCode(200)
  @Roles(Role.User)
  @ApiConsumes('multipart/form-data')
  async upload(@CurrentUser() user: SessionUser, @Req() req: FastifyRequest) {
    const { images } = await this.uploads.receiveImages(req, user.id, RECEIPT_RULES, {
      maxFiles: RECEIPT_MAX_FILES,
      fields: [],
      alsoField: 'receipt',
    });
    const view = await this.users.byId(user.id);
    const row = await this.intake.uploadActivation(
      { id: user.id, units: view.details.unit_purchase_intent, payType: view.details.pay_type },
      images,
    );
    return {
      message: successText('RECEIPT.UPLOADED', 'Receipt uploaded successfully'),
      data: toReceiptView(row),
    };
  }

  @Post('receipt/fetch')
  @HttpCode(200)
  @Roles(Role.User)
  async fetch(@CurrentUser() user: SessionUser): Promise<{ data: ReceiptView[] }> {
    return { data: (await this.receipts.ofMember(user.id)).map(toReceiptView) };
  }

  /** A receipt of /transactions; with `id`, a rejected one again (Try Again). */
  @Post('receipt/store')
  @HttpCode(200)
  @Roles(Role.User)
  @ApiConsumes('multipart/form-data')
  async store(@CurrentUser() user: SessionUser, @Req() req: FastifyRequest) {
    const { images, fields } = await this.uploads.receiveImages(req, user.id, RECEIPT_RULES, {
      maxFiles: RECEIPT_MAX_FILES,
      fields: ['id', 'unit_purchase_intent', 'pay_type'],
      alsoField: 'receipt',
    });
    const problems: Record<string, ReturnType<typeof coded>[]> = {};
    let units = 0;
    try {
      units = purchaseUnits(fields.unit_purchase_intent, 1, 1, 'unit_purchase_intent');
    } catch (error) {
      Object.assign(problems, (asHttp(error) as ValidationFailed).messages);
    }
    if (!(RECEIPT_PAY_TYPES as readonly string[]).includes(fields.pay_type ?? ''))
      problems.pay_type = [coded('RECEIPT.PAY_TYPE_REQUIRED', 'Please select a payment type.')];
    if (images.length === 0)
      problems.receipt = [coded('RECEIPT.FILES_REQUIRED', 'Please select at least one receipt')];
    if (Object.keys(problems).length) throw new ValidationFailed(problems);
    const id = fields.id ? fields.id : null;
    if (id !== null && !isUuid(id)) throw ReceiptErrors.notFound();
    const row = await this.intake.store(user.id, { id, units, payType: fields.pay_type! }, images);
    return {
      message: successText('RECEIPT.STORED', 'Receipt submitted successfully'),
      data: toReceiptView(row),
    };
  }

  /** A receipt file: to its owner and to admins only (404 to anyone else: its existence is not told). */
  @Get('files/receipts/:name')
  async file(@Param('name') name: string, @CurrentUser() user: SessionUser, @Res() reply: FastifyReply) {
    if (!/^[a-f0-9]{32}\.(png|jpg)$/.test(name)) throw ReceiptErrors.fileNotFound();
    const owner = await this.receipts.fileOwner(name);
    const admin = (ADMIN_ONLY as readonly string[]).includes(user.role);
    if (!owner || (owner !== user.id && !admin)) throw ReceiptErrors.fileNotFound();
    const image = await this.uploads.servable(name, RECEIPT_RULES);
    if (!image) throw ReceiptErrors.fileNotFound();
    return reply.header('Cache-Control', 'private, no-store').type(image.type.mime).send(image.bytes);
  }
}
