import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { sessionCleared } from '../../shared/session/session-slice';
import { useSession } from '../../shared/session/use-session';
import { useAppDispatch } from '../../shared/store/hooks';
import { resolveRedirect } from './resolve-redirect';

export function RouteGuard() {
  const session = useSession();
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const decision = resolveRedirect(session, pathname, new Date());
  const redirecting = decision.redirectTo !== null && decision.redirectTo !== pathname;
  // Clearing while still on a protected page would re-route to /login before the redirect to /
  // lands; the expired session is dropped once on the public page, where the guard says so again.
  const clearNow = decision.clearSession && !redirecting;

  useEffect(() => {
    if (clearNow) dispatch(sessionCleared());
  }, [clearNow, dispatch]);

  if (redirecting && decision.redirectTo) {
    return <Navigate to={decision.redirectTo} replace />;
  }
  return <Outlet />;
}
