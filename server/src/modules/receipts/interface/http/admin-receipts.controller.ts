import { Body, Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AdminReceiptView, AwaitingUser } from '@app/libs';
import {
  ADMIN_ONLY,
  CurrentUser,
  Roles,
  ValidationFailed,
  coded,
  successText,
  type SessionUser,
} from '../../../../platform';
import { UserDirectory } from '../../../identity';
import {
  ApiIdempotencyKey,
  IdempotencyKeyHeader,
  IdempotentCalls,
  keyedAnswer,
  requireIdempotencyKey,
} from '../../../units-ledger';
import { ReasonText, requiredText, optionalText } from '../../domain/payment-rules';
import { ReceiptErrors, asHttp } from '../../application/errors';
import { ReceiptDecisions } from '../../application/receipt-decisions';
import { toAdminReceiptView, toAwaitingUser } from '../../application/receipt-views';
import { Prices } from '../../application/unit-price';
import type { ReceiptRow } from '../../infrastructure/receipt-row';
import { ReceiptsRepository } from '../../infrastructure/receipts.repository';
import { ApproveTransferDto, IdDto, ReceiptActionDto, ReceiptApproveDto, ReceiptRejectDto } from './dto';
import { approvalUnits, idOf, truthy, userNotFound } from './fields';

const text = <T>(work: () => T): T => {
  try {
    return work();
  } catch (error) {
    throw asHttp(error);
  }
};

/** The back-office's receipts, verifications and pending payments (Admin, SuperAdmin). */
@ApiTags('receipts')
@Roles(...ADMIN_ONLY)
@Controller()
export class AdminReceiptsController {
  constructor(
    private readonly receipts: ReceiptsRepository,
    private readonly decisions: ReceiptDecisions,
    private readonly idempotency: IdempotentCalls,
    private readonly directory: UserDirectory,
    private readonly prices: Prices,
  ) {}

  @Get('receipt/fetch-all')
  async fetchAll(): Promise<{ data: AdminReceiptView[] }> {
    const rows = await this.receipts.all();
    const contacts = await this.directory.contacts(rows.map((r) => r.member_id));
    return { data: rows.map((r) => toAdminReceiptView(r, contacts)) };
  }

  @Post('receipt/view')
  @HttpCode(200)
  async view(@Body() dto: IdDto): Promise<{ data: AdminReceiptView }> {
    const row = await this.receipts.byId(idOf(dto.id, ReceiptErrors.notFound));
    if (!row) throw ReceiptErrors.notFound();
    return { data: toAdminReceiptView(row, await this.directory.contacts([row.member_id])) };
  }

  @Get('admin/user/receipt-verification-users')
  async verificationUsers(): Promise<{ data: AwaitingUser[] }> {
    return { data: await this.awaiting(await this.receipts.awaitingVerification()) };
  }

  @Get('admin/user/pending-payments')
  async pendingPayments(): Promise<{ data: AwaitingUser[] }> {
    return { data: await this.awaiting(await this.receipts.pendingPayments()) };
  }

  /** The verification screen of one member (/admin/receipt/verification/view/:id). */
  @Post('admin/user/receipt-verification')
  @HttpCode(200)
  async verification(@Body() dto: IdDto): Promise<{ data: AwaitingUser }> {
    const row = await this.receipts.activationOf(idOf(dto.id, userNotFound));
    if (!row) throw ReceiptErrors.noActivation();
    const [user] = await this.awaiting([row]);
    if (!user) throw userNotFound();
    return { data: user };
  }

  @Post('receipt/approve')
  @HttpCode(200)
  @ApiIdempotencyKey()
  async approve(
    @Body() dto: ReceiptApproveDto,
    @IdempotencyKeyHeader() header: unknown,
    @CurrentUser() admin: SessionUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const problems = this.problems({
      unit: () => approvalUnits(dto.unit, 'RECEIPT.UNITS_REQUIRED', 'Minimum 1 unit required.'),
      narration: () =>
        text(() =>
          requiredText(dto.narration, 'narration', 'RECEIPT.NARRATION_REQUIRED', ReasonText.narration),
        ),
    });
    const id = idOf(dto.id, ReceiptErrors.notFound);
    const key = requireIdempotencyKey(header);
    const outcome = await this.idempotency.run(
      { actorId: admin.id, call: 'receipt-approve', key },
      { id, ...problems },
      async () =>
        this.adminView(
          await this.decisions.approve({
            receiptId: id,
            units: problems.unit,
            narration: problems.narration,
            adminId: admin.id,
          }),
        ),
    );
    return keyedAnswer(
      reply,
      outcome,
      successText('RECEIPT.APPROVED', 'Receipt approved and units transferred successfully!'),
    );
  }

  @Post('receipt/reject')
  @HttpCode(200)
  @ApiIdempotencyKey()
  async reject(
    @Body() dto: ReceiptRejectDto,
    @IdempotencyKeyHeader() header: unknown,
    @CurrentUser() admin: SessionUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const reason = text(() =>
      requiredText(dto.reject_reason, 'reject_reason', 'RECEIPT.REASON_REQUIRED', ReasonText.rejectReason),
    );
    const id = idOf(dto.id, ReceiptErrors.notFound);
    const key = requireIdempotencyKey(header);
    const outcome = await this.idempotency.run(
      { actorId: admin.id, call: 'receipt-reject', key },
      { id, reason },
      async () => this.adminView(await this.decisions.reject({ receiptId: id, reason, adminId: admin.id })),
    );
    return keyedAnswer(reply, outcome, successText('RECEIPT.REJECTED', 'Receipt rejected successfully!'));
  }

  /** Approve a member's activation receipt, or with `pending_payment` their pay-later payment. */
  @Post('user/receipt/approve-transfer')
  @HttpCode(200)
  @ApiIdempotencyKey()
  async approveTransfer(
    @Body() dto: ApproveTransferDto,
    @IdempotencyKeyHeader() header: unknown,
    @CurrentUser() admin: SessionUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const pendingPayment = truthy(dto.pending_payment);
    const fields = this.problems({
      unit: () => approvalUnits(dto.unit, 'LEDGER.AT_LEAST_ONE_UNIT', 'There should be at least one unit'),
      narration: () =>
        text(() =>
          requiredText(dto.narration, 'narration', 'RECEIPT.NARRATION_REQUIRED', ReasonText.narration),
        ),
      approval_reason: () => text(() => optionalText(dto.approval_reason, 'approval_reason')),
    });
    const memberId = idOf(dto.user, userNotFound);
    const key = requireIdempotencyKey(header);
    const row = await this.activationFor(memberId, pendingPayment);
    const outcome = await this.idempotency.run(
      { actorId: admin.id, call: 'approve-transfer', key },
      { memberId, pendingPayment, ...fields },
      async () =>
        this.adminView(
          await this.decisions.approve({
            receiptId: row.id,
            units: fields.unit,
            narration: fields.narration,
            approvalReason: fields.approval_reason,
            adminId: admin.id,
          }),
        ),
    );
    return keyedAnswer(reply, outcome, successText('RECEIPT.TRANSFER_APPROVED', 'Approved successfully!'));
  }

  @Post('user/receipt/action')
  @HttpCode(200)
  @ApiIdempotencyKey()
  async action(
    @Body() dto: ReceiptActionDto,
    @IdempotencyKeyHeader() header: unknown,
    @CurrentUser() admin: SessionUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    if (dto.action !== 'reject')
      throw ValidationFailed.field('action', coded('RECEIPT.ACTION_INVALID', "The action must be 'reject'."));
    const reason = text(() =>
      requiredText(dto.reject_reason, 'reject_reason', 'RECEIPT.REASON_REQUIRED', ReasonText.rejectReason),
    );
    const memberId = idOf(dto.user_id, userNotFound);
    const key = requireIdempotencyKey(header);
    const row = await this.activationFor(memberId, truthy(dto.pending_payment));
    const outcome = await this.idempotency.run(
      { actorId: admin.id, call: 'receipt-action', key },
      { memberId, reason },
      async () =>
        this.adminView(await this.decisions.reject({ receiptId: row.id, reason, adminId: admin.id })),
    );
    return keyedAnswer(reply, outcome, successText('RECEIPT.TRANSFER_REJECTED', 'Rejected successfully!'));
  }

  private async activationFor(memberId: string, pendingPayment: boolean): Promise<ReceiptRow> {
    const row = await this.receipts.activationOf(memberId);
    if (!row || (pendingPayment && row.source !== 'pay-later')) throw ReceiptErrors.noActivation();
    return row;
  }

  /** Runs each field's check and reports every failing field at once (422). */
  private problems<T extends Record<string, () => unknown>>(checks: T): { [K in keyof T]: ReturnType<T[K]> } {
    const values: Record<string, unknown> = {};
    const messages: ValidationFailed['messages'] = {};
    for (const [field, check] of Object.entries(checks)) {
      try {
        values[field] = check();
      } catch (error) {
        if (!(error instanceof ValidationFailed)) throw error;
        Object.assign(messages, error.messages);
      }
    }
    if (Object.keys(messages).length) throw new ValidationFailed(messages);
    return values as { [K in keyof T]: ReturnType<T[K]> };
  }

  private async adminView(row: ReceiptRow): Promise<AdminReceiptView> {
    return toAdminReceiptView(row, await this.directory.contacts([row.member_id]));
  }

  private async awaiting(rows: ReceiptRow[]): Promise<AwaitingUser[]> {
    const contacts = await this.directory.contacts(rows.map((r) => r.member_id));
    const { unitPriceCents } = await this.prices.current();
    return rows.flatMap((r) => {
      const contact = contacts.get(r.member_id);
      return contact ? [toAwaitingUser(r, contact, unitPriceCents)] : [];
    });
  }
}
