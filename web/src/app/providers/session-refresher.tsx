import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useFetchUserQuery } from '../../shared/session/session.api';
import { useSession } from '../../shared/session/use-session';

/** Refreshes the stored user once per app start, so roles and payment state are current. */
export function SessionRefresher() {
  const session = useSession();
  const [hadSessionAtStart] = useState(session !== null);
  // Skipped once signed out, so a logout does not trigger a refetch that can only answer 401.
  useFetchUserQuery(hadSessionAtStart && session ? undefined : skipToken);
  return null;
}
