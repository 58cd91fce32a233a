import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface CursorPagerProps {
  page: number;
  hasPrevious: boolean;
  nextCursor: string | null | undefined;
  onPrevious: () => void;
  onNext: (cursor: string) => void;
  extra?: ReactNode;
}

export function CursorPager({ page, hasPrevious, nextCursor, onPrevious, onNext, extra }: CursorPagerProps) {
  const { t } = useTranslation();
  return (
    <div className="cursor-pager">
      <div className="cursor-pager__steps">
        <Button disabled={!hasPrevious} onClick={onPrevious}>
          {t('ledger.paging.previous')}
        </Button>
        <span className="cursor-pager__page">{t('ledger.paging.page', { page })}</span>
        <Button disabled={!nextCursor} onClick={() => nextCursor && onNext(nextCursor)}>
          {t('ledger.paging.next')}
        </Button>
      </div>
      {extra}
    </div>
  );
}
