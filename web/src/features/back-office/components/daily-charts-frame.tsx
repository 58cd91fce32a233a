import { Card, Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The two chart cards, titled, each with its drawing area at the chart's height: the same box whether
 * it holds the charts or waits for them, so nothing on the page moves when they come.
 */
export function DailyChartsFrame({ signups, units }: { signups?: ReactNode; units?: ReactNode }) {
  const { t } = useTranslation();
  const charts = [
    { key: 'signups', title: t('backOffice.dashboard.signupsChart'), chart: signups },
    { key: 'units', title: t('backOffice.dashboard.unitsChart'), chart: units },
  ];
  return (
    <Row gutter={[16, 16]}>
      {charts.map(({ key, title, chart }) => (
        <Col xs={24} lg={12} key={key}>
          <Card title={title}>
            {chart ? (
              <div className="back-office-chart" role="img" aria-label={title}>
                {chart}
              </div>
            ) : (
              <div className="back-office-chart back-office-chart--waiting" aria-busy="true" />
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
