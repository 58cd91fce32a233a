import type { UserView } from '@app/libs';
import { useTranslation } from 'react-i18next';
import { ProfileFormModal, profileFormValues } from '../../../shared/forms/profile-form-modal';
import { useUpdateUserMutation } from '../api/account.api';

export function EditProfileModal({ user, onClose }: { user: UserView; onClose: () => void }) {
  const { t } = useTranslation();
  const [updateUser, { isLoading }] = useUpdateUserMutation();
  return (
    <ProfileFormModal
      title={t('home.editProfile')}
      okText={t('actions.update')}
      cancelText={t('actions.cancel')}
      savedText={t('serverMessages.profileUpdated')}
      initialValues={profileFormValues(user)}
      save={(values) => updateUser(values).unwrap()}
      onClose={onClose}
      saving={isLoading}
    />
  );
}
