import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button } from 'antd';
import { AVATAR_MAX_BYTES, type UserView } from '@app/libs';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/hooks/use-toast';
import { useUpdateProfileImageMutation } from '../api/account.api';

const ACCEPTED_TYPES = ['image/png', 'image/jpeg'];
const ACCEPT = '.png,.jpeg,.jpg,image/png,image/jpeg';

export function AvatarUpload({ user }: { user: UserView }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [upload, { isLoading }] = useUpdateProfileImageMutation();
  const picker = useRef<HTMLInputElement>(null);

  const chosen = (file: File) => {
    if (!ACCEPTED_TYPES.includes(file.type)) {
      toast.error(t('serverMessages.invalidFile'));
    } else if (file.size > AVATAR_MAX_BYTES) {
      toast.error(t('serverMessages.fileTooLarge'));
    } else {
      upload(file)
        .unwrap()
        .then(() => toast.success(t('toasts.profileImageUpdated')))
        // The server's reason (too many pixels, quota, too many uploads), in the reader's language.
        .catch(toast.serverError);
    }
  };

  return (
    <div className="avatar-upload">
      <Avatar size={112} src={user.profile ?? undefined} icon={<UserOutlined />} alt={user.fullName} />
      {/* A plain file input, not antd's Upload (16 KB with its list and progress, none of it drawn). */}
      <input
        ref={picker}
        type="file"
        accept={ACCEPT}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so that choosing the same file again is a change too.
          event.target.value = '';
          if (file) chosen(file);
        }}
      />
      <Button
        shape="circle"
        icon={<CameraOutlined />}
        loading={isLoading}
        className="avatar-upload__button"
        aria-label={t('home.changePhoto')}
        title={t('home.changePhoto')}
        onClick={() => picker.current?.click()}
      />
    </div>
  );
}
