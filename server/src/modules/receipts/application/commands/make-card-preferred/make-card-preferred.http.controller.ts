import { Role } from '@app/libs';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access, CurrentUser, Roles, successText, type SessionUser } from '../../../../../platform';
import { MakeCardPreferredCommand } from './make-card-preferred.command';
import { MakeCardPreferredDto } from './make-card-preferred.dto';

@ApiTags('payments')
@Roles(Role.User)
@Controller('user')
export class MakeCardPreferredController {
  constructor(private readonly commands: CommandBus) {}

  @Access.members({ othersResource: '404 PAYMENT.METHOD_NOT_FOUND' })
  @Post('card-make-preferred')
  @HttpCode(200)
  async makePreferred(@CurrentUser() user: SessionUser, @Body() dto: MakeCardPreferredDto) {
    const data = await this.commands.execute(new MakeCardPreferredCommand(user.id, dto.id));
    return {
      message: successText('PAYMENT.METHOD_PREFERRED', 'Payment method made preferred successfully!'),
      data,
    };
  }
}
