import { ShoppingCartOutlined } from '@ant-design/icons';
import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import type { UserView } from '@app/libs';
import { useTranslation } from 'react-i18next';
import { formatDollars, formatUnits } from '../../../shared/format/format-money';
import { PATHS } from '../../../shared/routing/paths';
import { CardTitle } from '../../../shared/ui/card-title';
import { LinkButton } from '../../../shared/ui/link-button';

/** Nothing held and nothing on the way: the card then says how units come in. */
export const hasNoUnits = (user: UserView): boolean => user.balance_units === 0 && user.pending_units === 0;

/**
 * The member's figures: units (paid and free), their dollar value, the free units among them, and
 * the units still waiting for a payment to be approved (not in the balance, PRODUCT-DECISIONS).
 * `loading` while the figures are read again: the stored ones may be days old (ADR 0038).
 */
export function TotalsCard({ user, loading = false }: { user: UserView; loading?: boolean }) {
  const { t, i18n } = useTranslation();
  const units = (value: number | string) => formatUnits(Number(value), i18n.language);
  const figures = [
    { key: 'units', title: t('home.balanceUnits'), value: user.balance_units, formatter: units },
    {
      key: 'dollars',
      title: t('home.balanceDollars'),
      value: user.balance_dollar,
      formatter: (value: number | string) => formatDollars(Number(value), i18n.language),
    },
    { key: 'free', title: t('home.freeUnits'), value: user.loyalty_units, formatter: units },
    { key: 'pending', title: t('home.pendingUnits'), value: user.pending_units, formatter: units },
  ];
  return (
    <Card title={<CardTitle>{t('home.totals')}</CardTitle>} className="totals-card">
      {loading ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            {figures.map(({ key, ...figure }) => (
              <Col key={key} xs={12} xl={6}>
                <Statistic {...figure} />
              </Col>
            ))}
          </Row>
          {user.pending_units > 0 ? (
            <Typography.Paragraph type="secondary" className="totals-card__note">
              {t('home.pendingHint', { count: user.pending_units })}
            </Typography.Paragraph>
          ) : null}
          {hasNoUnits(user) ? (
            <div className="totals-card__empty">
              <Typography.Paragraph className="totals-card__note">{t('home.noUnits')}</Typography.Paragraph>
              <LinkButton to={PATHS.buyMore} type="primary" icon={<ShoppingCartOutlined />}>
                {t('memberNav.buyUnits')}
              </LinkButton>
            </div>
          ) : null}
        </>
      )}
    </Card>
  );
}
