import { Controller, Get, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access, ADMIN_ONLY, CurrentUser, type SessionUser } from '../../../../../platform';
import { GetReceiptFileQuery } from './get-receipt-file.query';

@ApiTags('receipts')
@Controller('files/receipts')
export class GetReceiptFileController {
  constructor(private readonly queries: QueryBus) {}

  @Access.signedIn({ othersResource: '404 RECEIPT.FILE_NOT_FOUND' })
  @Get(':name')
  async file(@Param('name') name: string, @CurrentUser() user: SessionUser, @Res() reply: FastifyReply) {
    const admin = (ADMIN_ONLY as readonly string[]).includes(user.role);
    const image = await this.queries.execute(new GetReceiptFileQuery(name, user.id, admin));
    return reply.header('Cache-Control', 'private, no-store').type(image.type.mime).send(image.bytes);
  }
}
