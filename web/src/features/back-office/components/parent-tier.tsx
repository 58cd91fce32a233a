import type { NetworkPlacement } from '@app/libs';
import { Button, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useToast } from '../../../shared/hooks/use-toast';
import { adminUserViewPath } from '../../../shared/routing/paths';
import { useAssignParentMutation } from '../api/back-office.api';

// The search of candidates (antd's Select) loads when it is drawn: most members have a parent, and their
// view shows only its name (issue 21 §4, ADR 0048).
const OutsideNetworkPicker = lazy(() =>
  import('./user-pickers').then((m) => ({ default: m.OutsideNetworkPicker })),
);

/**
 * 'Referred by': the parent tier with 'Edit Parent Tier', or, without one (or while editing), a search
 * of the users who may become the parent and 'ASSIGN PARENT TIER'. The server refuses any cycle.
 */
export function ParentTier({ userId, parent }: { userId: string; parent: NetworkPlacement['parent'] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [chosen, setChosen] = useState<string | undefined>();
  const [assign, { isLoading }] = useAssignParentMutation();

  const onAssign = async () => {
    if (!chosen) {
      toast.error(t('backOffice.view.chooseParent'));
      return;
    }
    try {
      await assign({ id: userId, parent: chosen }).unwrap();
      toast.success(t('backOffice.view.parentAssigned'));
      setEditing(false);
      setChosen(undefined);
    } catch (error) {
      toast.serverError(error);
    }
  };

  if (parent && !editing) {
    return (
      <span className="back-office-inline">
        <Link to={adminUserViewPath(parent.id)}>{parent.fullName}</Link>
        <Typography.Text type="secondary">{parent.email}</Typography.Text>
        <Button size="small" onClick={() => setEditing(true)}>
          {t('backOffice.view.editParentTier')}
        </Button>
      </span>
    );
  }
  return (
    <span className="back-office-inline">
      <Suspense fallback={<span className="select-stand-in" style={{ minWidth: 200 }} aria-busy="true" />}>
        <OutsideNetworkPicker
          memberId={userId}
          exclude={parent?.id}
          value={chosen}
          onChange={setChosen}
          aria-label={t('backOffice.view.parentSearch')}
          placeholder={t('backOffice.view.parentSearch')}
        />
      </Suspense>
      <Button type="primary" loading={isLoading} onClick={() => void onAssign()}>
        {t('backOffice.view.assignParentTier')}
      </Button>
      {editing ? <Button onClick={() => setEditing(false)}>{t('backOffice.actions.cancel')}</Button> : null}
    </span>
  );
}
