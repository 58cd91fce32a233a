import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { ProfilePayload, UserView } from '@app/libs';
import { FileStorage, UnitOfWork, UploadedImage, notFound } from '../../../../platform';
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
    private readonly storage: FileStorage,
    private readonly uow: UnitOfWork,
    private readonly views: UserViews,
  ) {}

  async execute({ userId, change }: UpdateProfile): Promise<UserView> {
    const avatar =
      'avatar' in change
        ? await this.storage.save('avatars', change.avatar.bytes, change.avatar.type.extension)
        : null;
    const user = await this.uow.run(async (tx) => {
      const locked = await this.users.lockActiveById(userId, tx.manager);
      if (!locked) throw notFound('User not found', 'USER.NOT_FOUND');
      const changed: string[] = [];
      if ('fields' in change) {
        for (const [field, column] of Object.entries(FIELD_MAP) as Array<[keyof ProfilePayload, string]>) {
          const value = field === 'address_line2' ? change.fields[field] || null : change.fields[field];
          if (value === undefined || (locked as unknown as Record<string, unknown>)[column] === value)
            continue;
          (locked as unknown as Record<string, unknown>)[column] = value;
          changed.push(field);
        }
      } else {
        locked.avatar = avatar;
        changed.push('profile');
      }
      if (changed.length) {
        locked.updatedAt = new Date();
        await tx.manager.getRepository(UserRecord).save(locked);
        tx.record(new ProfileUpdated(userId, { fields: changed }, userId));
      }
      return locked;
    });
    return this.views.of(user);
  }
}
