import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Role } from '@app/libs';
import { Access, CurrentUser, Roles, successText, type SessionUser } from '../../../../../platform';
import { ChangeRoleCommand } from './change-role.command';
import { ChangeRoleDto } from './change-role.dto';

@ApiTags('back-office')
@Roles(Role.SuperAdmin)
@Controller('admin/user')
export class ChangeRoleController {
  constructor(private readonly commands: CommandBus) {}

  @Access.superAdmins()
  @Post('change-role')
  @HttpCode(200)
  async change(@CurrentUser() admin: SessionUser, @Body() dto: ChangeRoleDto) {
    await this.commands.execute(new ChangeRoleCommand(admin.id, dto.id, dto.role));
    return { message: successText('USERS.ROLE_CHANGED', 'Role changed successfully') };
  }
}
