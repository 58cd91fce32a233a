import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Role } from '@app/libs';
import { Access, CurrentUser, Roles, successText, type SessionUser } from '../../../../../platform';
import { DeleteUserCommand } from './delete-user.command';
import { DeleteUserDto } from './delete-user.dto';

@ApiTags('back-office')
@Roles(Role.SuperAdmin)
@Controller('admin/user')
export class DeleteUserController {
  constructor(private readonly commands: CommandBus) {}

  /** Soft delete of a member (role User): sign-in, sessions and lists forget them; the ledger keeps them. */
  @Access.superAdmins()
  @Post('delete')
  @HttpCode(200)
  async delete(@CurrentUser() admin: SessionUser, @Body() dto: DeleteUserDto) {
    await this.commands.execute(new DeleteUserCommand(admin.id, dto.id, dto.parent ?? null));
    return { message: successText('USERS.DELETED', 'User deleted successfully') };
  }
}
