import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Access, ADMIN_ONLY, Roles } from '../../../../platform';
import { UserDirectory } from '../../application/user-directory';
import { UserViews } from '../../application/user-views.service';

class AllUsersDto {
  @IsOptional() @IsString() @MaxLength(254) search?: string;
  @IsOptional() @IsInt() @Min(1) @Max(100) limit?: number;
}

@ApiTags('identity')
@Controller()
export class UserDirectoryController {
  constructor(
    private readonly directory: UserDirectory,
    private readonly views: UserViews,
  ) {}

  /** Any user as the back-office reads it. */
  @Access.admins()
  @Roles(...ADMIN_ONLY)
  @Get('admin/users/:id')
  async one(@Param('id', new ParseUUIDPipe()) id: string) {
    return { data: await this.views.byId(id) };
  }

  /** The recipient picker: members only (staff never receive units), searched on the server. */
  @Access.admins()
  @Roles(...ADMIN_ONLY)
  @Post('user/all-users')
  @HttpCode(200)
  async allUsers(@Body() dto: AllUsersDto) {
    const users = await this.directory.search(dto.search ?? '', dto.limit ?? 50, { membersOnly: true });
    return { data: users.map(({ id, fullName, email }) => ({ id, fullName, email })) };
  }
}
