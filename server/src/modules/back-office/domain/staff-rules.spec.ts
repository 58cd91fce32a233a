import { Role } from '@app/libs';
import { creationRefusal, deletionRefusal, roleChangeRefusal } from './staff-rules';

describe('staff rules', () => {
  it('lets only a SuperAdmin create staff; any admin creates members', () => {
    expect(creationRefusal(Role.Admin, Role.User)).toBeNull();
    expect(creationRefusal(Role.Admin, Role.Admin)).toBe('SUPER_ADMIN_ONLY');
    expect(creationRefusal(Role.Admin, Role.SuperAdmin)).toBe('SUPER_ADMIN_ONLY');
    expect(creationRefusal(Role.SuperAdmin, Role.Admin)).toBeNull();
    expect(creationRefusal(Role.SuperAdmin, Role.SuperAdmin)).toBeNull();
  });

  it('never demotes the last SuperAdmin', () => {
    const change = (currentRole: Role, newRole: Role, activeSuperAdmins: number) =>
      roleChangeRefusal({ currentRole, newRole, activeSuperAdmins });
    expect(change(Role.SuperAdmin, Role.Admin, 1)).toBe('LAST_SUPER_ADMIN');
    expect(change(Role.SuperAdmin, Role.User, 1)).toBe('LAST_SUPER_ADMIN');
    expect(change(Role.SuperAdmin, Role.Admin, 2)).toBeNull();
    expect(change(Role.SuperAdmin, Role.SuperAdmin, 1)).toBeNull();
    expect(change(Role.Admin, Role.User, 1)).toBeNull();
    expect(change(Role.User, Role.SuperAdmin, 1)).toBeNull();
  });

  describe('deletion', () => {
    const base = {
      userId: 'u',
      role: Role.User,
      parentId: null,
      parentExists: false,
      parentInDownline: false,
    };
    it('deletes members only', () => {
      expect(deletionRefusal({ ...base, role: Role.Admin })).toBe('ONLY_MEMBERS_DELETED');
      expect(deletionRefusal({ ...base, role: Role.SuperAdmin })).toBe('ONLY_MEMBERS_DELETED');
      expect(deletionRefusal(base)).toBeNull();
    });
    it('moves children under an existing user outside the downline, never the user', () => {
      expect(deletionRefusal({ ...base, parentId: 'u', parentExists: true })).toBe('PARENT_IS_USER');
      expect(deletionRefusal({ ...base, parentId: 'p' })).toBe('PARENT_NOT_FOUND');
      expect(deletionRefusal({ ...base, parentId: 'p', parentExists: true, parentInDownline: true })).toBe(
        'PARENT_IN_DOWNLINE',
      );
      expect(deletionRefusal({ ...base, parentId: 'p', parentExists: true })).toBeNull();
    });
  });
});
