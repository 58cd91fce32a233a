import { ApartmentOutlined, CopyOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCopyReferral } from '../../../shared/hooks/use-copy-referral';
import { PATHS } from '../../../shared/routing/paths';
import { useCurrentUser } from '../../../shared/session/use-session';
import { CardTitle } from '../../../shared/ui/card-title';
import { LinkButton } from '../../../shared/ui/link-button';
import { LoadFailedAlert } from '../../../shared/ui/load-failed-alert';
import { useTreeLevelQuery } from '../api/network.api';
import { MemberLine } from './member-line';

/** How many direct referrals the card names; the tree on /geneology holds them all. */
export const GENEALOGY_PREVIEW = 4;

const formatCount = (value: number, language: string) => new Intl.NumberFormat(language).format(value);

/** The top of the tree: the member's direct referrals, each with how many they referred in turn. */
function TreeTop() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const copyReferral = useCopyReferral(user?.referralLink);
  // Fresh on each visit, like the Network card: members join in the background.
  const { data, isLoading, isError, refetch } = useTreeLevelQuery(
    { page: 1 },
    { refetchOnMountOrArgChange: true },
  );

  if (isLoading) return <Skeleton active avatar title={false} paragraph={{ rows: 2 }} />;
  if (isError || !data)
    return <LoadFailedAlert title={t('network.loadFailed')} onRetry={() => void refetch()} />;
  if (data.total === 0) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('network.genealogy.empty')}>
        <Button icon={<CopyOutlined />} onClick={() => void copyReferral()}>
          {t('nav.copyReferral')}
        </Button>
      </Empty>
    );
  }
  const shown = data.referrals.slice(0, GENEALOGY_PREVIEW);
  const more = data.total - shown.length;
  return (
    <>
      <Typography.Paragraph className="genealogy-card__count">
        {t('network.genealogy.direct', {
          count: data.total,
          formatted: formatCount(data.total, i18n.language),
        })}
      </Typography.Paragraph>
      <ul className="genealogy-card__list" aria-label={t('network.genealogy.directList')}>
        {shown.map((node) => (
          <li key={node.id} className="genealogy-card__item">
            <MemberLine
              fullName={node.fullName}
              profile={node.profile}
              units={node.balance_units}
              detail={t('network.genealogy.theirReferrals', {
                count: node.children_count,
                formatted: formatCount(node.children_count, i18n.language),
              })}
            />
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <Typography.Paragraph type="secondary" className="genealogy-card__more">
          {t('network.genealogy.more', { count: more, formatted: formatCount(more, i18n.language) })}
        </Typography.Paragraph>
      ) : null}
    </>
  );
}

/** The /home Genealogy card: the top of the referral tree and the way to all of it. */
export function GenealogyCard() {
  const { t } = useTranslation();
  return (
    <Card title={<CardTitle>{t('network.genealogy.card')}</CardTitle>} className="genealogy-card">
      <Typography.Paragraph>{t('network.genealogy.intro')}</Typography.Paragraph>
      <TreeTop />
      <LinkButton
        to={PATHS.genealogy}
        type="primary"
        icon={<ApartmentOutlined />}
        className="genealogy-card__open"
      >
        {t('network.genealogy.open')}
      </LinkButton>
    </Card>
  );
}
