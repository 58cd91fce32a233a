import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Role, isAdminRole, type ProfilePayload, type UserView } from '@app/libs';
import type { EntityManager } from 'typeorm';
import {
  SessionUser,
  Transaction,
  UnitOfWork,
  UploadedImage,
  Uploads,
  ValidationFailed,
  forbidden,
  isUniqueViolation,
  notFound,
} from '../../../../platform';
import { EMAIL_TAKEN } from './register-user.handler';
import { AVATAR_RULES } from '../avatar-rules';
import { ProfileUpdated } from '../../domain/identity.events';
import { UserRecord } from '../../infrastructure/user.orm-entity';
import { UsersRepository } from '../../infrastructure/users.repository';
import { UserViews } from '../user-views.service';

/** An admin editing another user may also change the email (issue 11). */
export type ProfileFields = ProfilePayload & { email?: string };
type ProfileChange = { fields: ProfileFields } | { avatar: UploadedImage };

export const EMAIL_BY_ADMIN_ONLY = 'The email can only be changed by an administrator.';

export class UpdateProfile extends Command<UserView> {
  constructor(
    readonly userId: string,
    readonly change: ProfileChange,
    /** Who edits: the user themself when absent. */
    readonly actor?: Pick<SessionUser, 'id' | 'role'>,
  ) {
    super();
  }
}

const FIELD_MAP = {
  fname: 'fname',
  lname: 'lname',
  phone: 'phone',
  country_code: 'countryCode',
  gender: 'gender',
  address: 'address',
  address_line2: 'addressLine2',
  country: 'country',
  state: 'state',
  city: 'city',
} as const satisfies Record<keyof ProfilePayload, keyof UserRecord>;

@CommandHandler(UpdateProfile)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfile> {
  constructor(
    private readonly users: UsersRepository,
    private readonly uploads: Uploads,
    private readonly uow: UnitOfWork,
    private readonly views: UserViews,
  ) {}

  async execute({ userId, change, actor }: UpdateProfile): Promise<UserView> {
    const user =
      'avatar' in change
        ? await this.replaceAvatar(userId, change.avatar)
        : await this.edit(userId, change.fields, actor?.id === userId ? undefined : actor);
    return this.views.of(user);
  }

  private async edit(
    userId: string,
    fields: ProfileFields,
    admin: Pick<SessionUser, 'id' | 'role'> | undefined,
  ): Promise<UserRecord> {
    if (admin && !isAdminRole(admin.role)) throw forbidden('This action is unauthorized.');
    try {
      return await this.uow.run((tx) => this.editIn(tx, userId, fields, admin));
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key'))
        throw ValidationFailed.coded('email', 'REGISTRATION.EMAIL_TAKEN', EMAIL_TAKEN);
      throw error;
    }
  }

  private async editIn(
    tx: Transaction,
    userId: string,
    fields: ProfileFields,
    admin: Pick<SessionUser, 'id' | 'role'> | undefined,
  ): Promise<UserRecord> {
    const locked = await this.lock(userId, tx.manager);
    // Staff accounts are a SuperAdmin's to manage (PRODUCT-DECISIONS "Roles and routing").
    if (admin && locked.role !== Role.User && admin.role !== Role.SuperAdmin)
      throw forbidden('Only a Super Admin can manage staff accounts.', 'USERS.SUPER_ADMIN_ONLY');
    const changed: string[] = [];
    await this.changeEmail(tx.manager, locked, fields.email, admin, changed);
    for (const [field, column] of Object.entries(FIELD_MAP) as Array<[keyof ProfilePayload, string]>) {
      const value = field === 'address_line2' ? fields[field] || null : fields[field];
      if (value === undefined || (locked as unknown as Record<string, unknown>)[column] === value) continue;
      (locked as unknown as Record<string, unknown>)[column] = value;
      changed.push(field);
    }
    if (changed.length) {
      locked.updatedAt = new Date();
      await tx.manager.getRepository(UserRecord).save(locked);
      tx.record(new ProfileUpdated(userId, { fields: changed }, admin?.id ?? userId));
    }
    return locked;
  }

  /** A new email is unverified until its owner verifies it (the web sends them to /verify-email). */
  private async changeEmail(
    manager: EntityManager,
    user: UserRecord,
    email: string | undefined,
    admin: Pick<SessionUser, 'id' | 'role'> | undefined,
    changed: string[],
  ): Promise<void> {
    if (email === undefined || email.toLowerCase() === user.email) return;
    if (!admin) throw ValidationFailed.coded('email', 'PROFILE.EMAIL_BY_ADMIN_ONLY', EMAIL_BY_ADMIN_ONLY);
    if (await this.users.emailTaken(email, manager))
      throw ValidationFailed.coded('email', 'REGISTRATION.EMAIL_TAKEN', EMAIL_TAKEN);
    user.email = email.toLowerCase();
    user.emailVerifiedAt = null;
    changed.push('email');
  }

  /**
   * The new file is on disk before the user points at it, so the URL never answers 404 while in
   * use; the replaced file goes once the change committed, the new one when it did not.
   */
  private async replaceAvatar(userId: string, image: UploadedImage): Promise<UserRecord> {
    const file = await this.uploads.write(AVATAR_RULES.area, image);
    try {
      return await this.uow.run(async (tx) => {
        const locked = await this.lock(userId, tx.manager);
        const replaced = locked.avatar;
        await this.uploads.claim(tx.manager, userId, file, replaced);
        if (replaced) tx.afterCommit(() => this.uploads.discard(AVATAR_RULES.area, replaced));
        locked.avatar = file.name;
        locked.updatedAt = new Date();
        await tx.manager.getRepository(UserRecord).save(locked);
        tx.record(new ProfileUpdated(userId, { fields: ['profile'] }, userId));
        return locked;
      });
    } catch (error) {
      await this.uploads.discard(AVATAR_RULES.area, file.name);
      throw error;
    }
  }

  private async lock(userId: string, manager: EntityManager): Promise<UserRecord> {
    const locked = await this.users.lockActiveById(userId, manager);
    if (!locked) throw notFound('User not found', 'USER.NOT_FOUND');
    return locked;
  }
}
