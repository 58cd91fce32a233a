import { CopyOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCopyReferral } from '../../../shared/hooks/use-copy-referral';

/** Copies a member's referral link; `labelled` shows the words next to the icon. */
export function CopyReferralButton({
  referralLink,
  name,
  labelled = false,
}: {
  referralLink: string;
  name: string;
  labelled?: boolean;
}) {
  const { t } = useTranslation();
  const copy = useCopyReferral(referralLink);
  if (labelled) {
    return (
      <Button icon={<CopyOutlined />} onClick={() => void copy()}>
        {t('backOffice.actions.copyReferral')}
      </Button>
    );
  }
  return (
    <Tooltip title={t('backOffice.actions.copyReferral')}>
      <Button
        type="text"
        icon={<CopyOutlined />}
        aria-label={t('backOffice.users.copyReferralOf', { name })}
        onClick={() => void copy()}
      />
    </Tooltip>
  );
}
