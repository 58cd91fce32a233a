import { Card, Col, Row, Statistic } from 'antd';
import type { UserView } from '@app/libs';
import { useTranslation } from 'react-i18next';
import { formatDollars, formatUnits } from '../../../shared/format/format-money';

export function TotalsCard({ user }: { user: UserView }) {
  const { t, i18n } = useTranslation();
  return (
    <Card title={t('home.totals')}>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12}>
          <Statistic
            title={t('home.balanceUnits')}
            value={user.balance_units}
            formatter={(value) => formatUnits(Number(value), i18n.language)}
          />
        </Col>
        <Col xs={24} sm={12}>
          <Statistic
            title={t('home.balanceDollars')}
            value={user.balance_dollar}
            formatter={(value) => formatDollars(Number(value), i18n.language)}
          />
        </Col>
      </Row>
    </Card>
  );
}
