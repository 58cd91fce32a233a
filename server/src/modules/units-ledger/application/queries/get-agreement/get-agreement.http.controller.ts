import { Role } from '@app/libs';
import { Controller, Get, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access, ADMIN_ONLY, CurrentUser, Roles, type SessionUser } from '../../../../../platform';
import { type AgreementFile, GetAgreementQuery } from './get-agreement.query';

/** An attachment named in the member's language, with a plain ASCII name for older clients. */
function sendPdf(reply: FastifyReply, { fileName, pdf }: AgreementFile) {
  const ascii = fileName.normalize('NFKD').replace(/[^\x20-\x7e]|["\\]/g, '') || 'agreement.pdf';
  return reply
    .header(
      'Content-Disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .header('Cache-Control', 'private, no-store')
    .type('application/pdf')
    .send(pdf);
}

/** A member's lending agreement of one of their own purchases (from /transactions). */
@ApiTags('ledger')
@Roles(Role.User)
@Controller('user/my-transactions')
export class GetMyAgreementController {
  constructor(private readonly queries: QueryBus) {}

  @Access.members({ othersResource: '404 LEDGER.AGREEMENT_NOT_FOUND' })
  @Get(':id/agreement')
  @ApiProduces('application/pdf')
  async mine(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CurrentUser() user: SessionUser,
    @Res() reply: FastifyReply,
  ) {
    return sendPdf(reply, await this.queries.execute(new GetAgreementQuery(id, user.id)));
  }
}

/** Any member's lending agreement, for administrators (the user view's purchases). */
@ApiTags('ledger')
@Roles(...ADMIN_ONLY)
@Controller('admin/transactions')
export class GetAnyAgreementController {
  constructor(private readonly queries: QueryBus) {}

  @Access.admins()
  @Get(':id/agreement')
  @ApiProduces('application/pdf')
  async any(@Param('id', new ParseUUIDPipe()) id: string, @Res() reply: FastifyReply) {
    return sendPdf(reply, await this.queries.execute(new GetAgreementQuery(id, null)));
  }
}
