import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ADMIN_ONLY, Roles } from '../../../../platform';
import { LedgerVerifier } from '../../application/ledger-verifier';

/** Back-office staff auditing the unit ledger (the lists live in application/queries/). */
@ApiTags('ledger audit')
@Roles(...ADMIN_ONLY)
@Controller('admin/ledger')
export class LedgerAuditController {
  constructor(private readonly verifier: LedgerVerifier) {}

  @Post('verify')
  @HttpCode(200)
  async verify() {
    return { data: await this.verifier.verify() };
  }
}
