import { Role } from '@app/libs';
import { Button, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/hooks/use-toast';
import { useChangeRoleMutation } from '../api/back-office.api';

/** A SuperAdmin's role change: promotes or demotes; the server keeps at least one SuperAdmin. */
export function ChangeRole({ userId, role }: { userId: string; role: Role }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [next, setNext] = useState<Role>(role);
  const [change, { isLoading }] = useChangeRoleMutation();
  const onSave = async () => {
    try {
      await change({ id: userId, role: next }).unwrap();
      toast.success(t('backOffice.view.roleChanged'));
    } catch (error) {
      toast.serverError(error);
    }
  };
  return (
    <span className="back-office-inline">
      <Select<Role>
        aria-label={t('backOffice.view.role')}
        value={next}
        onChange={setNext}
        options={Object.values(Role).map((value) => ({ value, label: t(`roles.${value}`) }))}
      />
      <Button disabled={next === role} loading={isLoading} onClick={() => void onSave()}>
        {t('backOffice.view.changeRole')}
      </Button>
    </span>
  );
}
