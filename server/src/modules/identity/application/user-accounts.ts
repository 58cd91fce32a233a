import { Injectable } from '@nestjs/common';
import { type Role, type Gender, type LanguageCode, type YesNo } from '@app/libs';
import { Transaction, ValidationFailed, isUniqueViolation, notFound } from '../../../platform';
import { newReferralToken } from '../domain/referral-link';
import { PasswordChanged, RoleChanged, UserDeleted, UserRegistered } from '../domain/identity.events';
import { PasswordHasher } from '../infrastructure/password-hasher';
import { UserRecord } from '../infrastructure/user.orm-entity';
import { UsersRepository } from '../infrastructure/users.repository';
import { UsersPageQuery, type UsersPage } from '../infrastructure/users-page.query';
import { passwordFailure } from './password-failure';
import { EMAIL_TAKEN } from './commands/register-user.handler';

/** A user as account administration sees it. */
export interface AccountSnapshot {
  id: string;
  email: string;
  role: Role;
  fullName: string;
}

export interface NewAccount {
  role: Role;
  fname: string;
  lname: string;
  email: string;
  countryCode: string;
  phone: string;
  gender: Gender;
  address: string;
  addressLine2: string | null;
  country: string;
  state: string;
  city: string;
  password: string;
  passwordConfirmation: string;
  referrerId: string | null;
  unitsPurchaseIntent: number;
  payNow: YesNo;
  payType: string | null;
  language: LanguageCode;
}

/**
 * Identity's side of account administration (issue 11): the back-office decides who may do what;
 * identity keeps the rows, the password policy, the sessions and the events. Every write runs in
 * the caller's transaction, so a use case's checks and its change commit together.
 */
@Injectable()
export class UserAccounts {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly pages: UsersPageQuery,
  ) {}

  /** A page of active users, newest first, searched by name or email (ADR 0025). */
  page(query: { page: number; perPage: number; search: string }): Promise<UsersPage> {
    return this.pages.page(query);
  }

  /** Takes the roles lock for the rest of `tx`: role changes and deletions of staff wait for one another. */
  lockRoles(tx: Transaction): Promise<void> {
    return this.users.lockRoles(tx.manager);
  }

  superAdminCount(tx: Transaction): Promise<number> {
    return this.users.activeSuperAdmins(tx.manager);
  }

  /** The active user, locked until `tx` ends; 404 USER.NOT_FOUND when there is none. */
  async lock(tx: Transaction, id: string): Promise<AccountSnapshot> {
    return snapshot(await this.lockRecord(tx, id));
  }

  /** An active user or null (ids that are not UUIDs included). */
  async find(id: string): Promise<AccountSnapshot | null> {
    const user = await this.users.findActiveById(id);
    return user ? snapshot(user) : null;
  }

  /**
   * A new account made by an admin. Its email is not verified: the member verifies it at first
   * sign-in, as the web's guard sends an unverified user to /verify-email.
   */
  async create(tx: Transaction, account: NewAccount, actorId: string): Promise<AccountSnapshot> {
    const weak = passwordFailure(account.password, account.passwordConfirmation);
    if (weak) throw weak;
    const email = account.email.toLowerCase();
    if (await this.users.emailTaken(email, tx.manager))
      throw ValidationFailed.coded('email', 'REGISTRATION.EMAIL_TAKEN', EMAIL_TAKEN);
    const passwordHash = await this.hasher.hash(account.password);
    const repo = tx.manager.getRepository(UserRecord);
    try {
      const created = await repo.save(
        repo.create({
          fname: account.fname,
          lname: account.lname,
          email,
          phone: account.phone,
          countryCode: account.countryCode,
          gender: account.gender,
          address: account.address,
          addressLine2: account.addressLine2 || null,
          city: account.city,
          state: account.state,
          country: account.country,
          role: account.role,
          language: account.language,
          passwordHash,
          referralToken: newReferralToken(),
          referrerId: account.referrerId,
          referralUser: null,
          unitsPurchaseIntent: account.unitsPurchaseIntent,
          payNow: account.payNow,
          payType: account.payType as UserRecord['payType'],
          emailVerifiedAt: null,
          tokenVersion: 1,
        }),
      );
      tx.record(
        new UserRegistered(
          created.id,
          { email, role: account.role, referrerId: account.referrerId },
          actorId,
        ),
      );
      return snapshot(created);
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key'))
        throw ValidationFailed.coded('email', 'REGISTRATION.EMAIL_TAKEN', EMAIL_TAKEN);
      throw error;
    }
  }

  /** Sets another user's password by the policy; every session of theirs ends. */
  async setPassword(
    tx: Transaction,
    id: string,
    password: string,
    confirmation: string,
    actorId: string,
  ): Promise<void> {
    const weak = passwordFailure(password, confirmation);
    if (weak) throw weak;
    // Hashed before the row is locked: argon2 takes a while.
    const passwordHash = await this.hasher.hash(password);
    const user = await this.lockRecord(tx, id);
    user.passwordHash = passwordHash;
    await this.revokeSessions(tx, user);
    tx.record(new PasswordChanged(user.id, {}, actorId));
  }

  async changeRole(tx: Transaction, id: string, role: Role, actorId: string): Promise<void> {
    const user = await this.lockRecord(tx, id);
    if (user.role === role) return;
    const from = user.role;
    user.role = role;
    await this.revokeSessions(tx, user);
    tx.record(new RoleChanged(user.id, { from, to: role }, actorId));
  }

  /** Soft delete: the row stays (the ledger and receipts still name it), sign-in and lists forget it. */
  async softDelete(tx: Transaction, id: string, childrenTo: string | null, actorId: string): Promise<void> {
    const user = await this.lockRecord(tx, id);
    user.deletedAt = new Date();
    await this.revokeSessions(tx, user);
    tx.record(new UserDeleted(user.id, { email: user.email, childrenTo }, actorId));
  }

  /** Moving the token version on ends every session issued before (ADR 0004). */
  private async revokeSessions(tx: Transaction, user: UserRecord): Promise<void> {
    user.tokenVersion += 1;
    user.updatedAt = new Date();
    await tx.manager.getRepository(UserRecord).save(user);
  }

  private async lockRecord(tx: Transaction, id: string): Promise<UserRecord> {
    const user = await this.users.lockActiveById(id, tx.manager);
    if (!user) throw notFound('User not found', 'USER.NOT_FOUND');
    return user;
  }
}

function snapshot(user: UserRecord): AccountSnapshot {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    fullName: `${user.fname} ${user.lname}`.trim(),
  };
}
