export enum Role {
  User = 'User',
  Admin = 'Admin',
  SuperAdmin = 'SuperAdmin',
}

export const ADMIN_ROLES: readonly Role[] = [Role.Admin, Role.SuperAdmin];

export const isAdminRole = (role: string | undefined | null): boolean =>
  role === Role.Admin || role === Role.SuperAdmin;
