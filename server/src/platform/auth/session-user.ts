import type { LanguageCode, Role } from '@app/libs';

/** Who is calling, as the guards established it. */
export interface SessionUser {
  id: string;
  role: Role;
  email: string;
  /** First and last name, as lists show the person. */
  fullName: string;
  /** The stored language: what the server writes this person in. */
  language: LanguageCode;
  /** Token id, for revocation on logout. */
  jti: string;
  expiresAt: number;
}

/** The identity module supplies this so that the platform can check a token against the current user. */
export abstract class SessionUserLoader {
  abstract load(id: string): Promise<{
    id: string;
    role: Role;
    email: string;
    fullName: string;
    language: LanguageCode;
    tokenVersion: number;
  } | null>;
}
