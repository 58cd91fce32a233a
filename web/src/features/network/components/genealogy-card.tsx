import { ApartmentOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../shared/routing/paths';
import { LinkButton } from '../../../shared/ui/link-button';

/** The /home Genealogy card: the way to the whole referral tree. */
export function GenealogyCard() {
  const { t } = useTranslation();
  return (
    <Card title={t('network.genealogy.card')} className="genealogy-card">
      <Typography.Paragraph>{t('network.genealogy.intro')}</Typography.Paragraph>
      <LinkButton to={PATHS.genealogy} type="primary" icon={<ApartmentOutlined />}>
        {t('network.genealogy.open')}
      </LinkButton>
    </Card>
  );
}
