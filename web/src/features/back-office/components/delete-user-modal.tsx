import { Modal, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/i18n/use-error-text';
import { ErrorList } from '../../../shared/ui/error-list';
import { useDeleteUserMutation } from '../api/back-office.api';
import { OutsideNetworkPicker } from './user-pickers';

type ChildrenGo = 'top' | 'under';

/**
 * 'Warning' / 'Are you sure to delete this User?'. A user with referrals says where they go: each
 * becomes a parent tier of their own, or all move under a chosen user outside the deleted one's downline.
 */
export function DeleteUserModal({
  userId,
  childrenCount,
  onClose,
  onDeleted,
}: {
  userId: string;
  childrenCount: number;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [go, setGo] = useState<ChildrenGo>('top');
  const [parent, setParent] = useState<string | undefined>();
  const [errors, setErrors] = useState<string[]>([]);
  const [remove, { isLoading }] = useDeleteUserMutation();

  const onOk = async () => {
    if (childrenCount > 0 && go === 'under' && !parent) {
      setErrors([t('backOffice.delete.chooseParent')]);
      return;
    }
    setErrors([]);
    try {
      await remove({ id: userId, parent: childrenCount > 0 && go === 'under' ? parent! : null }).unwrap();
      onDeleted();
    } catch (error) {
      setErrors([errorText(error)]);
    }
  };

  return (
    <Modal
      open
      title={t('backOffice.delete.title')}
      onCancel={onClose}
      onOk={() => void onOk()}
      okText={t('backOffice.actions.delete')}
      okButtonProps={{ danger: true }}
      cancelText={t('backOffice.actions.cancel')}
      confirmLoading={isLoading}
      destroyOnHidden
    >
      <ErrorList messages={errors} />
      <Typography.Paragraph>{t('backOffice.delete.question')}</Typography.Paragraph>
      {childrenCount > 0 ? (
        <Space orientation="vertical" className="full-width">
          <Typography.Text id="delete-children-label">
            {t('backOffice.delete.childrenQuestion', { count: childrenCount })}
          </Typography.Text>
          <Radio.Group
            aria-labelledby="delete-children-label"
            value={go}
            onChange={(event) => setGo(event.target.value as ChildrenGo)}
            options={[
              { value: 'top', label: t('backOffice.delete.becomeParents') },
              { value: 'under', label: t('backOffice.delete.moveUnder') },
            ]}
          />
          {go === 'under' ? (
            <OutsideNetworkPicker
              memberId={userId}
              value={parent}
              onChange={setParent}
              aria-label={t('backOffice.delete.newParent')}
              placeholder={t('backOffice.delete.newParent')}
            />
          ) : null}
        </Space>
      ) : null}
    </Modal>
  );
}
