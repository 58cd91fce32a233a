import { RECEIPT_MAX_FILES, Role } from '@app/libs';
import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access, CurrentUser, Roles, Uploads, successText, type SessionUser } from '../../../../../platform';
import {
  ApiIdempotencyKey,
  IdempotencyKeyHeader,
  keyedAnswer,
  requireIdempotencyKey,
} from '../../../../units-ledger';
import { RECEIPT_RULES } from '../../receipt-files';
import { UploadActivationReceiptCommand } from './upload-activation-receipt.command';

@ApiTags('receipts')
@Roles(Role.User)
@Controller('user/upload')
export class UploadActivationReceiptController {
  constructor(
    private readonly commands: CommandBus,
    private readonly uploads: Uploads,
  ) {}

  @Access.members()
  @Post('receipt')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiIdempotencyKey()
  async upload(
    @CurrentUser() user: SessionUser,
    @IdempotencyKeyHeader() header: unknown,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const key = requireIdempotencyKey(header);
    const { images } = await this.uploads.receiveImages(req, user.id, RECEIPT_RULES, {
      maxFiles: RECEIPT_MAX_FILES,
      fields: [],
      alsoField: 'receipt',
    });
    const outcome = await this.commands.execute(new UploadActivationReceiptCommand(user.id, key, images));
    return keyedAnswer(reply, outcome, successText('RECEIPT.UPLOADED', 'Receipt uploaded successfully'));
  }
}
