import { useCallback } from 'react';
import { useAppDispatch } from '../store/hooks';
import { sessionApi } from './session.api';

/** Reads the signed-in user again (payment state, units) after a call that changed them. */
export function useRefreshUser() {
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    const call = dispatch(sessionApi.endpoints.fetchUser.initiate(undefined, { forceRefetch: true }));
    try {
      await call;
    } finally {
      call.unsubscribe();
    }
  }, [dispatch]);
}
