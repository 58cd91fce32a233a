import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Messages, Role, type LanguageCode, type RegisterPayload, type UserView } from '@app/libs';
import {
  AppError,
  IssuedToken,
  TokenService,
  UnitOfWork,
  ValidationFailed,
  isUniqueViolation,
} from '../../../../platform';
import { passwordFailure } from '../password-failure';
import { newReferralToken } from '../../domain/referral-link';
import { isRegistrationOpen } from '../../domain/registration-window';
import { UserRegistered } from '../../domain/identity.events';
import { PasswordHasher } from '../../infrastructure/password-hasher';
import { UserRecord } from '../../infrastructure/user.orm-entity';
import { UsersRepository } from '../../infrastructure/users.repository';
import { RegistrationWindow } from '../registration-window.service';
import { UserViews } from '../user-views.service';

export const EMAIL_TAKEN = 'The email has already been taken.';

export class RegisterUser extends Command<{ session: IssuedToken; user: UserView }> {
  constructor(
    readonly payload: RegisterPayload,
    /** The language the person registers in; everything the server writes them follows it. */
    readonly language: LanguageCode,
  ) {
    super();
  }
}

@CommandHandler(RegisterUser)
export class RegisterUserHandler implements ICommandHandler<RegisterUser> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly window: RegistrationWindow,
    private readonly views: UserViews,
  ) {}

  async execute({ payload: p, language }: RegisterUser) {
    const { cutoff } = await this.window.current();
    if (!isRegistrationOpen(cutoff, new Date()))
      throw new AppError(403, Messages.registrationClosed, 'REGISTRATION.CLOSED');
    const email = p.email.toLowerCase();
    const proof = this.tokens.verifyProof(p.email_proof);
    if (!proof || proof.purpose !== 'register' || proof.email !== email) {
      throw ValidationFailed.coded('email', 'REGISTRATION.VERIFY_EMAIL_FIRST', Messages.verifyEmailFirst);
    }
    const weak = passwordFailure(p.password, p.password_confirmation);
    if (weak) throw weak;
    const referrerId = await this.referrer(p);
    const passwordHash = await this.hasher.hash(p.password);

    try {
      const user = await this.uow.run(async (tx) => {
        const repo = tx.manager.getRepository(UserRecord);
        if (await this.users.emailTaken(email, tx.manager))
          throw ValidationFailed.coded('email', 'REGISTRATION.EMAIL_TAKEN', EMAIL_TAKEN);
        const created = await repo.save(
          repo.create({
            fname: p.fname,
            lname: p.lname,
            email,
            phone: p.phone,
            countryCode: p.country_code,
            gender: p.gender,
            address: p.address,
            addressLine2: p.address_line2 || null,
            city: p.city,
            state: p.state,
            country: p.country,
            role: Role.User,
            language,
            passwordHash,
            referralToken: newReferralToken(),
            referrerId,
            referralUser: referrerId ? null : p.referral_user?.trim() || null,
            unitsPurchaseIntent: p.units_purchase_intent,
            payNow: p.pay_now,
            payType: p.pay_type,
            emailVerifiedAt: new Date(),
            tokenVersion: 1,
          }),
        );
        const activation =
          p.pay_now === 'No' ? { units: p.units_purchase_intent, payType: p.pay_type ?? null } : undefined;
        tx.record(
          new UserRegistered(created.id, { email, role: Role.User, referrerId, activation }, created.id),
        );
        return created;
      });
      return { session: this.tokens.issue(user), user: await this.views.of(user) };
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key'))
        throw ValidationFailed.coded('email', 'REGISTRATION.EMAIL_TAKEN', EMAIL_TAKEN);
      throw error;
    }
  }

  /** A referral link must name an active member with that member's token. */
  private async referrer(p: RegisterPayload): Promise<string | null> {
    if (!p.referral && !p.referral_token) return null;
    const referrer = p.referral ? await this.users.findActiveById(p.referral) : null;
    if (!referrer || referrer.referralToken !== p.referral_token) {
      throw ValidationFailed.coded('referral', 'REGISTRATION.REFERRAL_INVALID', Messages.referralInvalid);
    }
    return referrer.id;
  }
}
