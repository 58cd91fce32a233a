import { Role } from '@app/libs';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access, CurrentUser, Roles, successText, type SessionUser } from '../../../../../platform';
import { SubmitLoanRequestCommand } from './submit-loan-request.command';
import { SubmitLoanRequestDto } from './submit-loan-request.dto';

@ApiTags('payments')
@Roles(Role.User)
@Controller('payment')
export class SubmitLoanRequestController {
  constructor(private readonly commands: CommandBus) {}

  @Access.members()
  @Post('submit-loan-request')
  @HttpCode(200)
  async submit(@CurrentUser() user: SessionUser, @Body() dto: SubmitLoanRequestDto) {
    const data = await this.commands.execute(new SubmitLoanRequestCommand(user.id, { ...dto }));
    return { message: successText('LOAN.SUBMITTED', 'Loan request submitted successfully'), data };
  }
}
