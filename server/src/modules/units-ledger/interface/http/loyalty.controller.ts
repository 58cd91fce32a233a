import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ADMIN_ONLY, CurrentUser, Roles, SessionUser, ValidationFailed } from '../../../../platform';
import { UserDirectory } from '../../../identity';
import { LedgerMessages } from '../../domain/ledger-rules';
import { UnitsLedger } from '../../application/units-ledger.service';
import { LoyaltyDto } from './dto/transactions.dto';

@ApiTags('ledger')
@Roles(...ADMIN_ONLY)
@Controller()
export class LoyaltyController {
  constructor(
    private readonly ledger: UnitsLedger,
    private readonly directory: UserDirectory,
    private readonly dataSource: DataSource,
  ) {}

  @Post('user/add-loyalty-units')
  @HttpCode(200)
  async add(@Body() dto: LoyaltyDto, @CurrentUser() admin: SessionUser) {
    if (!(await this.directory.isActiveMember(dto.id)))
      throw ValidationFailed.coded('id', 'LEDGER.MEMBER_NOT_FOUND', LedgerMessages.memberNotFound);
    const verb = dto.units > 0 ? 'added' : 'deducted';
    await this.ledger.adjustLoyalty({
      memberId: dto.id,
      units: dto.units,
      narration: `${Math.abs(dto.units)} free units ${verb} by admin`,
      actorId: admin.id,
      idempotencyKey: `loyalty:${randomUUID()}`,
    });
    const b = await this.ledger.balance(dto.id);
    return {
      message: dto.units > 0 ? 'Loyalty units added successfully' : 'Loyalty units deducted successfully',
      data: {
        paid_units: b.paidUnits,
        loyalty_units: b.loyaltyUnits,
        balance_units: b.paidUnits + b.loyaltyUnits,
      },
    };
  }

  /** The Free Unit Logs of a user. */
  @Get('admin/users/:id/loyalty-logs')
  async logs(@Param('id', new ParseUUIDPipe()) id: string) {
    const rows = await this.dataSource.query(
      `SELECT id, narration AS description, CASE WHEN kind = 'loyalty-deduction' THEN -units ELSE units END AS units, created_at
         FROM ledger_transfers WHERE member_id = $1 AND kind IN ('loyalty', 'loyalty-deduction') ORDER BY no DESC LIMIT 500`,
      [id],
    );
    return { data: rows };
  }
}
