import { Badge, Button, Card, Segmented, Switch, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { CONTACT_FILTERS, USER_PAGE_SIZES, type ContactFilter, type ContactMessageView } from '@app/libs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/hooks/use-toast';
import { DataTable } from '../../../shared/ui/data-table';
import { LoadFailedAlert } from '../../../shared/ui/load-failed-alert';
import { useContactMessagesQuery, useMarkContactMessageMutation } from '../api/contact-messages.api';

const PREVIEW = 80;

/** A `mailto:` answer to the sender, the subject prefixed with 'Re:'. */
export const replyHref = (message: ContactMessageView): string =>
  `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;

function MessageText({ text }: { text: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (text.length <= PREVIEW) return <span className="contact-message__text">{text}</span>;
  return (
    <span className="contact-message__text">
      {open ? text : `${text.slice(0, PREVIEW).trimEnd()}…`}{' '}
      <Button type="link" size="small" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? t('contactMessages.showLess') : t('contactMessages.showMore')}
      </Button>
    </span>
  );
}

/** /admin/contact-messages: what visitors sent through the landing page, unread first. */
export function AdminContactMessagesPage() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [filter, setFilter] = useState<ContactFilter>('all');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(USER_PAGE_SIZES[0]);
  const { data, isFetching, isError, refetch } = useContactMessagesQuery({ filter, page, perPage });
  const [mark, { isLoading: marking, originalArgs }] = useMarkContactMessageMutation();

  const toggle = async (message: ContactMessageView, read: boolean) => {
    try {
      await mark({ id: message.id, read }).unwrap();
      toast.success(read ? t('contactMessages.markedRead') : t('contactMessages.markedUnread'));
    } catch (error) {
      toast.serverError(error);
    }
  };

  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const columns: ColumnsType<ContactMessageView> = [
    {
      title: t('contactMessages.date'),
      dataIndex: 'createdAt',
      render: (value: string) => date.format(new Date(value)),
    },
    { title: t('contactMessages.name'), dataIndex: 'name' },
    { title: t('fields.email'), dataIndex: 'email' },
    {
      title: t('contactMessages.subject'),
      dataIndex: 'subject',
      render: (value: string, row) => (row.read ? value : <strong>{value}</strong>),
    },
    {
      title: t('contactMessages.message'),
      dataIndex: 'message',
      width: 320,
      render: (value: string) => <MessageText text={value} />,
    },
    {
      title: t('contactMessages.read'),
      dataIndex: 'read',
      render: (read: boolean, row) => (
        <Switch
          checked={read}
          aria-label={t('contactMessages.readToggle', { subject: row.subject })}
          checkedChildren={t('contactMessages.readShort')}
          unCheckedChildren={t('contactMessages.unreadShort')}
          loading={marking && originalArgs?.id === row.id}
          onChange={(checked) => void toggle(row, checked)}
        />
      ),
    },
    {
      title: t('contactMessages.actions'),
      key: 'reply',
      render: (_: unknown, row) => (
        <a href={replyHref(row)} aria-label={`${t('contactMessages.reply')}: ${row.name}`}>
          {t('contactMessages.reply')}
        </a>
      ),
    },
  ];

  return (
    <div className="page">
      <Typography.Title level={1} className="page__title">
        {t('contactMessages.title')}{' '}
        {data && data.unread > 0 ? (
          <Badge count={data.unread} title={t('contactMessages.unreadCount', { number: data.unread })} />
        ) : null}
      </Typography.Title>
      <Card>
        <Segmented<ContactFilter>
          aria-label={t('contactMessages.filter')}
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
          options={CONTACT_FILTERS.map((value) => ({ value, label: t(`contactMessages.filters.${value}`) }))}
          className="page-section"
        />
        {isError ? (
          <LoadFailedAlert onRetry={() => void refetch()} />
        ) : (
          <DataTable<ContactMessageView>
            label={t('contactMessages.title')}
            rowKey="id"
            columns={columns}
            dataSource={data?.messages ?? []}
            loading={isFetching}
            scroll={{ x: 1000 }}
            locale={{ emptyText: t('contactMessages.empty') }}
            rowClassName={(row) => (row.read ? '' : 'contact-message--unread')}
            pagination={{
              current: page,
              pageSize: perPage,
              total: data?.total ?? 0,
              showSizeChanger: true,
              pageSizeOptions: USER_PAGE_SIZES.map(String),
              onChange: (next, size) => {
                setPage(size !== perPage ? 1 : next);
                setPerPage(size);
              },
            }}
          />
        )}
      </Card>
    </div>
  );
}
