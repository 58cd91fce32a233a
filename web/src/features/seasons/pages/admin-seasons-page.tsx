import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ScheduledSeasonsCard } from '../components/scheduled-seasons-card';
import { SeasonUnitsTable } from '../components/season-units-table';
import '../seasons.css';

/** /admin/seasons: the scheduled locks, and every member's units season by season. */
export function AdminSeasonsPage() {
  const { t } = useTranslation();
  return (
    <div className="page seasons-page">
      <Typography.Title level={1} className="page__title">
        {t('seasons.title')}
      </Typography.Title>
      <div className="seasons-stack">
        <ScheduledSeasonsCard />
        <SeasonUnitsTable />
      </div>
    </div>
  );
}
