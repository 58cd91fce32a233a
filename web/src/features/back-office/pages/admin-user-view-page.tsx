import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Role } from '@app/libs';
import { Button, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { asAppError } from '../../../shared/api/app-error';
import { useToast } from '../../../shared/hooks/use-toast';
import { PATHS } from '../../../shared/routing/paths';
import { useCurrentUser } from '../../../shared/session/use-session';
import { LoadFailedAlert } from '../../../shared/ui/load-failed-alert';
import { usePlacementQuery, useUserQuery } from '../api/back-office.api';
import { CopyReferralButton } from '../components/copy-referral-button';

import { UserDetailsCard } from '../components/user-details-card';
import '../back-office.css';
import { lazyModal } from '../../../shared/ui/lazy-modal';
import { lazySection } from '../../../shared/ui/lazy-section';

// Below the details and the units: the password form and the tree (antd's Form and Tree) load once the
// page is idle or they come near the window (issue 21 §4, ADR 0048); the 404 picture only when shown.
const UpdatePasswordCard = lazySection(
  () => import('../components/update-password-card').then((m) => m.UpdatePasswordCard),
  250,
);
const ReferralTree = lazySection(
  () => import('../components/referral-tree').then((m) => m.ReferralTree),
  300,
);
const Result = lazy(() => import('../../../shared/antd/result'));

const DeleteUserModal = lazyModal(
  () => import('../components/delete-user-modal').then((m) => m.DeleteUserModal),
  () => true,
);
const EditUserModal = lazyModal(
  () => import('../components/edit-user-modal').then((m) => m.EditUserModal),
  () => true,
);

interface AdminUserViewPageProps {
  /** The units cards (paid + free = total, dollar amount, Free Units, Free Unit Logs), from the ledger. */
  units: (userId: string) => ReactNode;
}

/** /admin/users/view/:id: everything an admin sees and does about one user. */
export function AdminUserViewPage({ units }: AdminUserViewPageProps) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const me = useCurrentUser();
  const { data: user, isLoading, error, refetch } = useUserQuery(id, { skip: !id });
  const member = user?.role === Role.User;
  const { data: placement } = usePlacementQuery(id, { skip: !member });
  const [modal, setModal] = useState<'edit' | 'delete' | null>(null);

  if (isLoading) return <Skeleton active className="page" />;
  if (error || !user) {
    return (
      <div className="page">
        {error && asAppError(error).status === 404 ? (
          <Suspense fallback={null}>
            <Result status="404" title={t('backOffice.userNotFound')} />
          </Suspense>
        ) : (
          <LoadFailedAlert onRetry={() => void refetch()} />
        )}
      </div>
    );
  }

  const isSuperAdmin = me?.role === Role.SuperAdmin;
  return (
    <div className="page back-office-page">
      <div className="back-office-page__head">
        <div>
          <Typography.Title level={1} className="page__title">
            {user.fullName}
          </Typography.Title>
          <Typography.Text type="secondary">{user.email}</Typography.Text>
        </div>
        <div className="back-office-actions">
          <CopyReferralButton referralLink={user.referralLink} name={user.fullName} labelled />
          {member ? (
            <Button icon={<EditOutlined />} onClick={() => setModal('edit')}>
              {t('backOffice.actions.edit')}
            </Button>
          ) : null}
          {member && isSuperAdmin ? (
            <Button danger icon={<DeleteOutlined />} onClick={() => setModal('delete')}>
              {t('backOffice.actions.delete')}
            </Button>
          ) : null}
        </div>
      </div>
      <div className="stack">
        <UserDetailsCard
          user={user}
          placement={placement}
          canChangeRole={isSuperAdmin && me?.id !== user.id}
        />
        {member ? units(user.id) : null}
        {/* A staff account's password is a SuperAdmin's to set (the server refuses an Admin). */}
        {member || isSuperAdmin ? <UpdatePasswordCard userId={user.id} /> : null}
        {member ? <ReferralTree key={user.id} userId={user.id} /> : null}
      </div>
      {modal === 'edit' ? <EditUserModal user={user} onClose={() => setModal(null)} /> : null}
      {modal === 'delete' ? (
        <DeleteUserModal
          userId={user.id}
          childrenCount={placement?.children_count ?? 0}
          onClose={() => setModal(null)}
          onDeleted={() => {
            toast.success(t('backOffice.delete.deleted'));
            navigate(PATHS.adminUsers);
          }}
        />
      ) : null}
    </div>
  );
}
