import type { TableProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CursorPager } from './cursor-pager';
import { DataTable } from '../../../shared/ui/data-table';
import { LoadFailedAlert } from '../../../shared/ui/load-failed-alert';
import type { useCursorPager } from './use-cursor-pager';

interface CursorTableProps<T> {
  /** Names the table's scrolling region for screen readers and the keyboard. */
  label: string;
  rowKey: keyof T & string;
  columns: TableProps<T>['columns'];
  rows: T[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry?: () => void;
  scrollX: number;
  size?: 'small' | 'middle';
  pager: ReturnType<typeof useCursorPager>;
  nextCursor: string | null | undefined;
  extra?: ReactNode;
}

/** A keyset-paged table: rows of one page, an error state, and Previous / Next driven by cursors. */
export function CursorTable<T extends object>(props: CursorTableProps<T>) {
  const { t } = useTranslation();
  const { pager } = props;
  return (
    <>
      {props.failed ? (
        <LoadFailedAlert onRetry={props.onRetry} />
      ) : (
        <DataTable<T>
          label={props.label}
          rowKey={props.rowKey}
          size={props.size ?? 'small'}
          loading={props.loading}
          columns={props.columns}
          dataSource={props.rows ?? []}
          pagination={false}
          scroll={{ x: props.scrollX }}
          locale={{ emptyText: t('ledger.empty') }}
        />
      )}
      <CursorPager
        page={pager.page}
        hasPrevious={pager.hasPrevious}
        nextCursor={props.nextCursor}
        onPrevious={pager.previous}
        onNext={pager.next}
        extra={props.extra}
      />
    </>
  );
}
