import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RECEIPT_MAX_FILES, Role } from '@app/libs';
import {
  Access,
  ADMIN_ONLY,
  CurrentUser,
  Roles,
  Uploads,
  coded,
  successText,
  type SessionUser,
} from '../../../../../platform';
import { checkedForm, RECEIPT_RULES } from '../../../../receipts';
import {
  ApiIdempotencyKey,
  IdempotencyKeyHeader,
  keyedAnswer,
  requireIdempotencyKey,
} from '../../../../units-ledger';
import { UsersMessages } from '../../users-errors';
import { CreateUserCommand } from './create-user.command';
import { CREATE_USER_FIELDS, CreateUserDto } from './create-user.dto';

@ApiTags('back-office')
@Roles(...ADMIN_ONLY)
@Controller()
export class CreateUserController {
  constructor(
    private readonly commands: CommandBus,
    private readonly uploads: Uploads,
  ) {}

  /** Create User (multipart, receipt[] files): 'Registered successfully' and the new user's id. */
  @Access.admins()
  @Post('create')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiIdempotencyKey()
  async create(
    @CurrentUser() admin: SessionUser,
    @IdempotencyKeyHeader() header: unknown,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { images, fields } = await this.uploads.receiveImages(req, admin.id, RECEIPT_RULES, {
      maxFiles: RECEIPT_MAX_FILES,
      fields: CREATE_USER_FIELDS,
      alsoField: 'receipt',
    });
    const member = (fields.role || Role.User) === Role.User;
    const dto = await checkedForm(CreateUserDto, fields, {
      ...(member &&
        images.length === 0 && { receipt: [coded('USERS.RECEIPT_REQUIRED', UsersMessages.receiptRequired)] }),
    });
    // A member gets units, which move once per key; staff get none, so need none.
    const key = member ? requireIdempotencyKey(header) : null;
    const outcome = await this.commands.execute(new CreateUserCommand(admin, key, dto, member ? images : []));
    return keyedAnswer(reply, outcome, successText('USERS.REGISTERED', 'Registered successfully'));
  }
}
