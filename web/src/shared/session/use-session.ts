import type { UserView } from '@app/libs';
import { useAppSelector } from '../store/hooks';

export const useSession = () => useAppSelector((state) => state.session.session);

export const useCurrentUser = (): UserView | null =>
  useAppSelector((state) => state.session.session?.user ?? null);
