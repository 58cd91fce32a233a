import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useFetchUserQuery } from '../../shared/session/session.api';
import { useSession } from '../../shared/session/use-session';

/** Refreshes the stored user once per app start, so roles and payment state are current. */
export function SessionRefresher() {
  const session = useSession();
  const [hadSessionAtStart] = useState(session !== null);
  useFetchUserQuery(hadSessionAtStart ? undefined : skipToken);
  return null;
}
