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
import { UpdatePasswordCommand } from './update-password.command';
import { UpdatePasswordDto } from './update-password.dto';

@ApiTags('back-office')
@Roles(...ADMIN_ONLY)
@Controller('user')
export class UpdatePasswordController {
  constructor(private readonly commands: CommandBus) {}

  /** The user details' Update Password card: `{ message }`; the user's sessions end. */
  @Access.admins()
  @Post('update-password')
  @HttpCode(200)
  async update(@CurrentUser() admin: SessionUser, @Body() dto: UpdatePasswordDto) {
    await this.commands.execute(
      new UpdatePasswordCommand(admin, dto.id, dto.password, dto.password_confirmation),
    );
    return { message: successText('USERS.PASSWORD_UPDATED', 'Password updated successfully') };
  }
}
