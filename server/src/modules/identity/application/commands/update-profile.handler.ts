import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { ProfilePayload, UserView } from '@app/libs';
import type { EntityManager } from 'typeorm';
import { UnitOfWork, UploadedImage, Uploads, notFound } from '../../../../platform';
import { AVATAR_RULES } from '../avatar-rules';
import { ProfileUpdated } from '../../domain/identity.events';
import { UserRecord } from '../../infrastructure/user.orm-entity';
import { UsersRepository } from '../../infrastructure/users.repository';
import { UserViews } from '../user-views.service';

type ProfileChange = { fields: ProfilePayload } | { avatar: UploadedImage };

export class UpdateProfile extends Command<UserView> {
  constructor(
    readonly userId: string,
    readonly change: ProfileChange,
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

  async execute({ userId, change }: UpdateProfile): Promise<UserView> {
    const user =
      'avatar' in change
        ? await this.replaceAvatar(userId, change.avatar)
        : await this.edit(userId, change.fields);
    return this.views.of(user);
  }

  private edit(userId: string, fields: ProfilePayload): Promise<UserRecord> {
    return this.uow.run(async (tx) => {
      const locked = await this.lock(userId, tx.manager);
      const changed: string[] = [];
      for (const [field, column] of Object.entries(FIELD_MAP) as Array<[keyof ProfilePayload, string]>) {
        const value = field === 'address_line2' ? fields[field] || null : fields[field];
        if (value === undefined || (locked as unknown as Record<string, unknown>)[column] === value) continue;
        (locked as unknown as Record<string, unknown>)[column] = value;
        changed.push(field);
      }
      if (changed.length) {
        locked.updatedAt = new Date();
        await tx.manager.getRepository(UserRecord).save(locked);
        tx.record(new ProfileUpdated(userId, { fields: changed }, userId));
      }
      return locked;
    });
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
