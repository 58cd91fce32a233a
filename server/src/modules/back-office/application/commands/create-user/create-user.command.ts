import { Command } from '@nestjs/cqrs';
import type { UploadedImage, SessionUser } from '../../../../../platform';
import type { IdempotentOutcome } from '../../../../units-ledger';
import type { CreateUserDto } from './create-user.dto';

export interface CreatedUser {
  id: string;
}

/**
 * An admin creates a user: a member with units and receipts (keyed: the units move once per
 * Idempotency-Key), or, by a SuperAdmin, an Admin or SuperAdmin without units.
 */
export class CreateUserCommand extends Command<IdempotentOutcome<CreatedUser>> {
  constructor(
    readonly admin: Pick<SessionUser, 'id' | 'role'>,
    /** Required for a member (units move); null for staff. */
    readonly idempotencyKey: string | null,
    readonly form: CreateUserDto,
    readonly receipts: UploadedImage[],
  ) {
    super();
  }
}
