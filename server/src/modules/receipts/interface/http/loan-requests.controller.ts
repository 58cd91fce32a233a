import { Role } from '@app/libs';
import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ADMIN_ONLY, CurrentUser, Roles, successText, type SessionUser } from '../../../../platform';
import { LoanRequests } from '../../application/payments/loan-requests';
import { LoanRequestDto, LoanRequestsQueryDto } from './dto';

@ApiTags('payments')
@Controller()
export class LoanRequestsController {
  constructor(private readonly loans: LoanRequests) {}

  /** A request to lend: recorded for the back-office, credits nothing. */
  @Post('payment/submit-loan-request')
  @HttpCode(200)
  @Roles(Role.User)
  async submit(@CurrentUser() user: SessionUser, @Body() dto: LoanRequestDto) {
    const data = await this.loans.submit(user.id, dto);
    return { message: successText('LOAN.SUBMITTED', 'Loan request submitted successfully'), data };
  }

  @Get('admin/loan-requests/fetch-all')
  @Roles(...ADMIN_ONLY)
  async fetchAll(@Query() query: LoanRequestsQueryDto) {
    const search = typeof query.search === 'string' ? query.search.slice(0, 100) : '';
    return this.loans.page(search, query.page ?? 1, query.perPage ?? 10);
  }
}
