import { createHash } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Role, type YesNo } from '@app/libs';
import {
  DEFAULT_LANGUAGE,
  type StoredFile,
  UnitOfWork,
  type UploadedImage,
  Uploads,
  ValidationFailed,
} from '../../../../../platform';
import { UserAccounts } from '../../../../identity';
import { MemberPaymentAdmin, RECEIPT_RULES } from '../../../../receipts';
import { IdempotentCalls, type IdempotentOutcome } from '../../../../units-ledger';
import { creationRefusal } from '../../../domain/staff-rules';
import { UsersMessages, usersError } from '../../users-errors';
import { CreateUserCommand, type CreatedUser } from './create-user.command';
import type { CreateUserDto } from './create-user.dto';

@CommandHandler(CreateUserCommand)
export class CreateUserHandler implements ICommandHandler<CreateUserCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly accounts: UserAccounts,
    private readonly payments: MemberPaymentAdmin,
    private readonly idempotency: IdempotentCalls,
    private readonly uploads: Uploads,
  ) {}

  async execute(cmd: CreateUserCommand): Promise<IdempotentOutcome<CreatedUser>> {
    const role = cmd.form.role ?? Role.User;
    const refusal = creationRefusal(cmd.admin.role, role);
    if (refusal) throw usersError(refusal);
    if (role !== Role.User || cmd.idempotencyKey === null)
      return { result: await this.create(cmd, role), replayed: false };
    // The request as the key binds it: the form without its passwords, and the receipts' contents.
    const { password: _p, password_confirmation: _c, ...form } = cmd.form;
    const request = {
      form,
      receipts: cmd.receipts.map((r) => createHash('sha256').update(r.bytes).digest('hex')),
    };
    const scope = { actorId: cmd.admin.id, call: 'create-user', key: cmd.idempotencyKey };
    return this.idempotency.run(
      scope,
      request,
      () => this.create(cmd, role),
      async () => {
        const id = await this.payments.createdWith(cmd.admin.id, scope.key);
        return id ? { id } : null;
      },
    );
  }

  private async create(cmd: CreateUserCommand, role: Role): Promise<CreatedUser> {
    const referrerId = await this.referrer(cmd.form.referral);
    const member = role === Role.User;
    const files = member ? await this.write(cmd.receipts) : [];
    try {
      return await this.uow.run(async (tx) => {
        const account = await this.accounts.create(tx, newAccount(cmd.form, role, referrerId), cmd.admin.id);
        if (member)
          await this.payments.recordCreation(tx, {
            memberId: account.id,
            units: cmd.form.unit_purchase_intent!,
            payType: cmd.form.pay_type!,
            narration: cmd.form.narration!,
            files,
            actorId: cmd.admin.id,
            idempotencyKey: cmd.idempotencyKey!,
            agreementTo: cmd.form.send_email === 'Yes' ? account.email : undefined,
          });
        return { id: account.id };
      });
    } catch (error) {
      await Promise.all(files.map((f) => this.uploads.discard(f.area, f.name)));
      throw error;
    }
  }

  /** Referred By: an active member (staff are not in the network), the new member's parent. */
  private async referrer(referral: string | undefined): Promise<string | null> {
    if (!referral) return null;
    const referrer = await this.accounts.find(referral);
    if (referrer?.role !== Role.User)
      throw ValidationFailed.coded('referral', 'USERS.REFERRAL_NOT_FOUND', UsersMessages.referralNotFound);
    return referrer.id;
  }

  private async write(images: UploadedImage[]): Promise<StoredFile[]> {
    const files: StoredFile[] = [];
    try {
      for (const image of images) files.push(await this.uploads.write(RECEIPT_RULES.area, image));
      return files;
    } catch (error) {
      await Promise.all(files.map((f) => this.uploads.discard(f.area, f.name)));
      throw error;
    }
  }
}

function newAccount(form: CreateUserDto, role: Role, referrerId: string | null) {
  const member = role === Role.User;
  return {
    role,
    fname: form.fname,
    lname: form.lname,
    email: form.email,
    countryCode: form.country_code,
    phone: form.phone,
    gender: form.gender,
    address: form.address,
    addressLine2: form.address_line2 || null,
    country: form.country,
    state: form.state,
    city: form.city,
    password: form.password,
    passwordConfirmation: form.password_confirmation,
    referrerId,
    unitsPurchaseIntent: member ? form.unit_purchase_intent! : 0,
    payNow: (form.pay_now ?? 'No') as YesNo,
    payType: member ? form.pay_type! : null,
    language: DEFAULT_LANGUAGE,
  };
}
