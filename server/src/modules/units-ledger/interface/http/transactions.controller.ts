import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ADMIN_ONLY, CurrentUser, Roles, SessionUser, ValidationFailed } from '../../../../platform';
import { ConfigurationReader } from '../../../configuration';
import { UserDirectory } from '../../../identity';
import { dollarsToCents, LedgerMessages } from '../../domain/ledger-rules';
import { AgreementMailer } from '../../application/agreement-mailer';
import { toTransactionView } from '../../application/transaction-view';
import { UnitsLedger } from '../../application/units-ledger.service';
import { listTransactions, TransactionListRow } from '../../infrastructure/transactions.query';
import { ApproveDto, TransactionIdDto, TransactionsQueryDto, TransferUnitsDto } from './dto/transactions.dto';

@ApiTags('ledger')
@Controller()
export class TransactionsController {
  constructor(
    private readonly ledger: UnitsLedger,
    private readonly dataSource: DataSource,
    private readonly directory: UserDirectory,
    private readonly settings: ConfigurationReader,
    private readonly agreements: AgreementMailer,
  ) {}

  @Post('user/my-transactions')
  @HttpCode(200)
  async mine(@CurrentUser() user: SessionUser) {
    const rows = await listTransactions(this.dataSource, { memberIds: [user.id], limit: 500 });
    return { data: await this.views(rows) };
  }

  @Roles(...ADMIN_ONLY)
  @Get('admin/transactions/fetch-all')
  async all(@Query() q: TransactionsQueryDto) {
    const limit = q.perPage ?? 10;
    const search = q.search?.trim() ?? '';
    const filter = search
      ? {
          no: /^#?\d{1,18}$/.test(search) ? search.replace('#', '') : undefined,
          memberIds: (await this.directory.search(search, 100)).map((u) => u.id),
          narration: search.length >= 3 ? search : undefined,
        }
      : {};
    const rows = await listTransactions(this.dataSource, { ...filter, beforeNo: q.cursor, limit: limit + 1 });
    const page = rows.slice(0, limit);
    return {
      data: await this.views(page),
      next_cursor: rows.length > limit ? String(page[page.length - 1].no) : null,
      per_page: limit,
    };
  }

  @Roles(...ADMIN_ONLY)
  @Post('admin/transactions/transfer')
  @HttpCode(200)
  async transfer(@Body() dto: TransferUnitsDto, @CurrentUser() admin: SessionUser) {
    const [recipient] = [...(await this.directory.summaries([dto.user])).values()];
    if (!recipient || recipient.deleted)
      throw ValidationFailed.coded('user', 'LEDGER.MEMBER_NOT_FOUND', LedgerMessages.memberNotFound);
    const unitValueCents = dollarsToCents((await this.settings.value('per-unit-price')) ?? '500') ?? 50_000;
    const { transfer, duplicate } = await this.ledger.transfer({
      memberId: recipient.id,
      units: dto.units,
      unitValueCents,
      narration: dto.narration,
      payType: dto.pay_type,
      kind: 'manual',
      actorId: admin.id,
      idempotencyKey: dto.idempotency_key ? `manual:${dto.idempotency_key}` : `manual:${randomUUID()}`,
    });
    if (!duplicate && dto.send_email === 'Yes') await this.agreements.send(transfer, recipient, dto.email);
    const view = await this.viewOf(transfer.id);
    return {
      message: duplicate ? 'These units were already transferred.' : 'Units transferred successfully',
      data: { ...view, duplicate },
    };
  }

  @Roles(...ADMIN_ONLY)
  @Post('admin/transactions/delete')
  @HttpCode(200)
  async remove(@Body() dto: TransactionIdDto, @CurrentUser() admin: SessionUser) {
    const { transfer } = await this.ledger.reverse(dto.id, admin.id);
    // Deleting a pending transaction voids it: answer the (now voided) pending row, not the void row.
    const view = await this.viewOf(transfer.pending_id ?? transfer.id);
    return { message: 'Transaction deleted successfully!', data: view };
  }

  @Roles(...ADMIN_ONLY)
  @Post('admin/transactions/approve')
  @HttpCode(200)
  async approve(@Body() dto: ApproveDto, @CurrentUser() admin: SessionUser) {
    await this.ledger.postPending(dto.id, admin.id, dto.units);
    const view = await this.viewOf(dto.id);
    return { message: 'Approved successfully!', data: view };
  }

  @Roles(...ADMIN_ONLY)
  @Post('admin/transactions/void')
  @HttpCode(200)
  async void(@Body() dto: TransactionIdDto, @CurrentUser() admin: SessionUser) {
    await this.ledger.voidPending(dto.id, admin.id);
    const view = await this.viewOf(dto.id);
    return { message: 'Rejected successfully!', data: view };
  }

  /** One transaction as the list shows it (state derived from the rows that reference it). */
  private async viewOf(id: string) {
    const [row] = await this.dataSource.query(`SELECT no FROM ledger_transfers WHERE id = $1`, [id]);
    const [view] = await this.views(await listTransactions(this.dataSource, { no: row.no, limit: 1 }));
    return view;
  }

  private async views(rows: TransactionListRow[]) {
    const users = await this.directory.summaries(rows.map((r) => r.member_id!).filter(Boolean));
    return rows.map((row) => toTransactionView(row, users));
  }
}
