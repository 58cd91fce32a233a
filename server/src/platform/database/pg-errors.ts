/** PostgreSQL SQLSTATE codes the code reacts to. */
export const PgError = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
  /** statement_timeout (or a cancel request) stopped the statement. */
  queryCanceled: '57014',
  /** lock_timeout passed before the lock was granted. */
  lockNotAvailable: '55P03',
} as const;

export function pgCode(error: unknown): string | undefined {
  const e = error as { code?: string; driverError?: { code?: string } };
  return e?.driverError?.code ?? e?.code;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { constraint?: string; driverError?: { constraint?: string } };
  return (
    pgCode(error) === PgError.uniqueViolation &&
    (!constraint || (e.driverError?.constraint ?? e.constraint) === constraint)
  );
}
