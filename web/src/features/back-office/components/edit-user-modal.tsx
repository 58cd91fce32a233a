import type { UpdateUserPayload, UserView } from '@app/libs';
import { useTranslation } from 'react-i18next';
import { ProfileFormModal, profileFormValues } from '../../../shared/forms/profile-form-modal';
import { useUpdateUserMutation } from '../api/back-office.api';

type EditValues = Omit<UpdateUserPayload, 'id'>;

/** 'Edit User Details': the member's profile fields plus email, edited by an admin. */
export function EditUserModal({ user, onClose }: { user: UserView; onClose: () => void }) {
  const { t } = useTranslation();
  const [update, { isLoading }] = useUpdateUserMutation();
  return (
    <ProfileFormModal<EditValues>
      title={t('backOffice.view.editTitle')}
      okText={t('backOffice.actions.update')}
      cancelText={t('backOffice.actions.cancel')}
      savedText={t('backOffice.view.userUpdated')}
      initialValues={{ ...profileFormValues(user), email: user.email, manual_city: false }}
      fields={{ withEmail: true, manualCity: true }}
      // manual_city only switches the form's city input; the call takes the city itself.
      save={({ manual_city: _typed, ...values }) => update({ ...values, id: user.id }).unwrap()}
      onClose={onClose}
      saving={isLoading}
      formName="edit-user"
    />
  );
}
