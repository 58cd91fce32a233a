import { RECEIPT_MAX_FILES, Role } from '@app/libs';
import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, Roles, Uploads, successText, type SessionUser } from '../../../../../platform';
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

  @Post('receipt')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  async upload(@CurrentUser() user: SessionUser, @Req() req: FastifyRequest) {
    const { images } = await this.uploads.receiveImages(req, user.id, RECEIPT_RULES, {
      maxFiles: RECEIPT_MAX_FILES,
      fields: [],
      alsoField: 'receipt',
    });
    const data = await this.commands.execute(new UploadActivationReceiptCommand(user.id, images));
    return { message: successText('RECEIPT.UPLOADED', 'Receipt uploaded successfully'), data };
  }
}
