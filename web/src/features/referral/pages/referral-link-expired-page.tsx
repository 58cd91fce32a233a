import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../shared/ui/link-button';
import { PATHS } from '../../../shared/routing/paths';

export function ReferralLinkExpiredPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="info"
      title={t('referralLink.title')}
      subTitle={t('referralLink.message')}
      extra={
        <LinkButton to={PATHS.home} type="primary">
          {t('referralLink.home')}
        </LinkButton>
      }
    />
  );
}
