import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import {
  Access,
  ADMIN_ONLY,
  CurrentUser,
  Roles,
  successText,
  type SessionUser,
} from '../../../../../platform';
import { MarkContactMessageCommand } from './mark-contact-message.command';
import { MarkContactMessageDto } from './mark-contact-message.dto';

@ApiTags('contact')
@Roles(...ADMIN_ONLY)
@Controller('admin/contact-messages')
export class MarkContactMessageController {
  constructor(private readonly commands: CommandBus) {}

  @Access.admins()
  @Post('mark')
  @HttpCode(200)
  async mark(@Body() dto: MarkContactMessageDto, @CurrentUser() admin: SessionUser) {
    const view = await this.commands.execute(new MarkContactMessageCommand(admin.id, dto.id, dto.read));
    return {
      message: dto.read
        ? successText('CONTACT.MARKED_READ', 'Marked as read')
        : successText('CONTACT.MARKED_UNREAD', 'Marked as unread'),
      data: view,
    };
  }
}
