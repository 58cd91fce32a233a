import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../routing/paths';
import { useLogoutMutation } from './session.api';

export function useLogout() {
  const [logout, { isLoading }] = useLogoutMutation();
  const navigate = useNavigate();
  const run = useCallback(async () => {
    await logout()
      .unwrap()
      .catch(() => undefined);
    navigate(PATHS.login, { replace: true });
  }, [logout, navigate]);
  return { logout: run, isLoggingOut: isLoading };
}
