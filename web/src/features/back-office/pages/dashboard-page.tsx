import { Card, Col, Row, Statistic, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../shared/format/format-money';
import { LoadFailedAlert } from '../../../shared/ui/load-failed-alert';
import { WhenInView } from '../../../shared/ui/when-in-view';
import { useDashboardQuery } from '../api/back-office.api';
import { DailyChartsFrame } from '../components/daily-charts-frame';
import { TopLeadersTable } from '../components/top-leaders-table';
import '../back-office.css';

// The chart library is large and only this page uses it: it loads, and the charts are drawn, when
// their place first comes into the window (below the fold on a phone, so not while the page loads).
const DailyCharts = lazy(() => import('../components/daily-charts'));

/** /dashboard: the admins' landing page. */
export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const { data, isLoading, isFetching, isError, refetch } = useDashboardQuery();
  const count = (value: number | undefined) => formatCount(value ?? 0, i18n.language);

  return (
    <div className="page back-office-page">
      <Typography.Title level={1} className="page__title">
        {t('backOffice.dashboard.title')}
      </Typography.Title>
      {isError ? (
        <LoadFailedAlert onRetry={() => void refetch()} />
      ) : (
        <>
          <Row gutter={[16, 16]} className="back-office-counters">
            {/* Each card keeps its size while its figure loads: nothing below moves when it comes. */}
            <Col xs={24} md={8}>
              <Card className="back-office-counter">
                <Statistic
                  title={t('backOffice.dashboard.totalCustomers')}
                  value={count(data?.total_users)}
                  loading={isLoading}
                />
                <Typography.Text
                  type="secondary"
                  className={isLoading ? 'back-office-counter__pending' : undefined}
                >
                  {t('backOffice.dashboard.thisWeek', { count: data?.total_users_this_week ?? 0 })}
                </Typography.Text>
              </Card>
            </Col>
            <Col xs={24} md={8}>
              <Card className="back-office-counter">
                <Statistic
                  title={t('backOffice.dashboard.paidCustomers')}
                  value={count(data?.total_users_paid)}
                  loading={isLoading}
                />
              </Card>
            </Col>
            <Col xs={24} md={8}>
              <Card className="back-office-counter">
                <Statistic
                  title={t('backOffice.dashboard.unpaidCustomers')}
                  value={count(data?.total_users_free)}
                  loading={isLoading}
                />
              </Card>
            </Col>
          </Row>
          <Card title={t('backOffice.dashboard.topLeaders')} className="back-office-counters">
            <TopLeadersTable leaders={data?.top_leaders ?? []} loading={isFetching} />
          </Card>
          {data ? (
            <WhenInView waiting={<DailyChartsFrame />}>
              <Suspense fallback={<DailyChartsFrame />}>
                <DailyCharts signups={data.signups} units={data.units} />
              </Suspense>
            </WhenInView>
          ) : (
            <DailyChartsFrame />
          )}
        </>
      )}
    </div>
  );
}
