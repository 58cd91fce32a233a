import { Role } from '@app/libs';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazySelect } from '../../../shared/antd/lazy-select';
import { useToast } from '../../../shared/hooks/use-toast';
import { lazyModal } from '../../../shared/ui/lazy-modal';
import { useChangeRoleMutation } from '../api/back-office.api';

// The confirmation's Modal loads when first shown (ADR 0048).
const ConfirmModal = lazyModal(() => import('../../../shared/antd/modal').then((m) => m.default));

interface ChangeRoleProps {
  userId: string;
  role: Role;
  name: string;
  /** The member's parent in the network now, named in the warning; null: top-level; undefined: loading. */
  parentName: string | null | undefined;
}

/**
 * A SuperAdmin's role change: promotes or demotes; the server keeps at least one SuperAdmin. It is
 * confirmed first, and the confirmation says what the change does to the referral network: a member
 * made staff leaves it and returns under the same parent when made a member again (ADR 0040).
 */
export function ChangeRole({ userId, role, name, parentName }: ChangeRoleProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [next, setNext] = useState<Role>(role);
  const [confirming, setConfirming] = useState(false);
  const [change, { isLoading }] = useChangeRoleMutation();
  const onConfirm = async () => {
    try {
      await change({ id: userId, role: next }).unwrap();
      setConfirming(false);
      toast.success(t('backOffice.view.roleChanged'));
    } catch (error) {
      toast.serverError(error);
    }
  };
  const leaves = role === Role.User && next !== Role.User;
  const joins = role !== Role.User && next === Role.User;
  return (
    <span className="back-office-inline">
      <LazySelect<Role>
        aria-label={t('backOffice.view.role')}
        value={next}
        onChange={setNext}
        options={Object.values(Role).map((value) => ({ value, label: t(`roles.${value}`) }))}
      />
      <Button
        disabled={next === role || (leaves && parentName === undefined)}
        onClick={() => setConfirming(true)}
      >
        {t('backOffice.view.changeRole')}
      </Button>
      <ConfirmModal
        open={confirming}
        title={t('backOffice.roleChange.title')}
        okText={t('backOffice.view.changeRole')}
        cancelText={t('actions.cancel')}
        confirmLoading={isLoading}
        onOk={() => void onConfirm()}
        onCancel={() => setConfirming(false)}
        destroyOnHidden
      >
        <Typography.Paragraph>
          {t('backOffice.roleChange.question', { name, from: t(`roles.${role}`), to: t(`roles.${next}`) })}
        </Typography.Paragraph>
        {leaves ? (
          <>
            <Typography.Paragraph>{t('backOffice.roleChange.leavesNetwork', { name })}</Typography.Paragraph>
            <Typography.Paragraph>
              {parentName
                ? t('backOffice.roleChange.returnsUnder', { name, parent: parentName })
                : t('backOffice.roleChange.returnsAtTop', { name })}
            </Typography.Paragraph>
          </>
        ) : null}
        {joins ? (
          <Typography.Paragraph>{t('backOffice.roleChange.joinsNetwork', { name })}</Typography.Paragraph>
        ) : null}
      </ConfirmModal>
    </span>
  );
}
