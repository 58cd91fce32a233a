import { Query } from '@nestjs/cqrs';
import type { VerificationRunView } from '@app/libs';

/** The latest run: the one in progress with its progress, or the last finished one with its result. */
export class LastVerification extends Query<VerificationRunView | null> {}
