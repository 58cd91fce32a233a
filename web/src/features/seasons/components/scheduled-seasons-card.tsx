import { DeleteOutlined, LockOutlined } from '@ant-design/icons';
import { Button, Card, Popconfirm, Skeleton, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/hooks/use-toast';
import { DataTable } from '../../../shared/ui/data-table';
import { LoadFailedAlert } from '../../../shared/ui/load-failed-alert';
import { useDeleteScheduleMutation, useScheduledSeasonsQuery } from '../api/seasons.api';
import type { ScheduledSeason } from '../api/seasons.types';

import { formatDay } from './season-days';
import { useCodedErrorText } from './use-coded-error';
import { lazyModal } from '../../../shared/ui/lazy-modal';

const ScheduleSeasonModal = lazyModal(() =>
  import('./schedule-season-modal').then((m) => m.ScheduleSeasonModal),
);

/** 'Schedule Seasons': the locks still to come, each deletable, and the button that schedules one. */
export function ScheduledSeasonsCard() {
  const { t } = useTranslation();
  const toast = useToast();
  const codedText = useCodedErrorText();
  const [open, setOpen] = useState(false);
  const { data, isLoading, isFetching, isError, refetch } = useScheduledSeasonsQuery();
  const [remove, { isLoading: deleting, originalArgs }] = useDeleteScheduleMutation();
  const title = t('seasons.schedule.title');

  const onDelete = async (id: string) => {
    try {
      toast.success((await remove({ id }).unwrap()).message);
    } catch (error) {
      toast.error(codedText(error));
    }
  };

  const columns: TableColumnsType<ScheduledSeason> = [
    { key: 'no', title: t('seasons.schedule.sNo'), width: 80, render: (_, _row, index) => index + 1 },
    { key: 'date', title: t('seasons.schedule.date'), render: (_, row) => formatDay(row.date) },
    {
      key: 'action',
      title: t('seasons.schedule.action'),
      width: 100,
      render: (_, row) => (
        <Popconfirm
          title={t('seasons.schedule.confirmDelete')}
          okText={t('yesNo.Yes')}
          cancelText={t('yesNo.No')}
          onConfirm={() => onDelete(row.id)}
        >
          <Button
            danger
            type="text"
            icon={<DeleteOutlined />}
            aria-label={t('seasons.schedule.delete', { date: formatDay(row.date) })}
            loading={deleting && originalArgs?.id === row.id}
          />
        </Popconfirm>
      ),
    },
  ];

  return (
    <Card
      title={<h2 className="seasons-card-heading">{title}</h2>}
      extra={
        <Button type="primary" icon={<LockOutlined />} onClick={() => setOpen(true)}>
          {t('seasons.schedule.open')}
        </Button>
      }
      className="seasons-card"
    >
      {isLoading ? (
        <Skeleton active />
      ) : isError ? (
        <LoadFailedAlert onRetry={() => void refetch()} />
      ) : (
        <DataTable<ScheduledSeason>
          label={title}
          rowKey="id"
          columns={columns}
          dataSource={data ?? []}
          loading={isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('seasons.schedule.empty') }}
        />
      )}
      <ScheduleSeasonModal open={open} wording="lock" onClose={() => setOpen(false)} />
    </Card>
  );
}
