import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Upload } from 'antd';
import { AVATAR_MAX_BYTES, type UserView } from '@app/libs';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/hooks/use-toast';
import { useUpdateProfileImageMutation } from '../api/account.api';

const ACCEPTED_TYPES = ['image/png', 'image/jpeg'];
const ACCEPT = '.png,.jpeg,.jpg,image/png,image/jpeg';

export function AvatarUpload({ user }: { user: UserView }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [upload, { isLoading }] = useUpdateProfileImageMutation();

  const beforeUpload = (file: File) => {
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
    // Sent through our own API call above, never by antd's uploader.
    return false;
  };

  return (
    <div className="avatar-upload">
      <Avatar size={112} src={user.profile ?? undefined} icon={<UserOutlined />} alt={user.fullName} />
      <Upload accept={ACCEPT} showUploadList={false} beforeUpload={beforeUpload} maxCount={1}>
        <Button
          shape="circle"
          icon={<CameraOutlined />}
          loading={isLoading}
          className="avatar-upload__button"
          aria-label={t('home.changePhoto')}
          title={t('home.changePhoto')}
        />
      </Upload>
    </div>
  );
}
