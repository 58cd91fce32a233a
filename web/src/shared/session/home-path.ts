import { isAdminRole, type Role } from '@app/libs';
import { PATHS } from '../routing/paths';

/** Members land on /home, staff on /dashboard. */
export const homePathFor = (role: Role | string | null | undefined): string =>
  isAdminRole(role) ? PATHS.dashboard : PATHS.home;
