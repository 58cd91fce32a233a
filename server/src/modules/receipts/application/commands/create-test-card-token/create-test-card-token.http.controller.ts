import { Role } from '@app/libs';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access, Roles } from '../../../../../platform';
import { CreateTestCardTokenCommand } from './create-test-card-token.command';
import { CreateTestCardTokenDto } from './create-test-card-token.dto';

@ApiTags('payments')
@Roles(Role.User)
@Controller('payment/test-gateway')
export class CreateTestCardTokenController {
  constructor(private readonly commands: CommandBus) {}

  @Access.members()
  @Post('tokens')
  @HttpCode(200)
  async create(@Body() dto: CreateTestCardTokenDto) {
    const token = await this.commands.execute(
      new CreateTestCardTokenCommand(
        dto.number as string,
        Number(dto.exp_month),
        Number(dto.exp_year),
        dto.cvc as string,
      ),
    );
    return { data: token };
  }
}
