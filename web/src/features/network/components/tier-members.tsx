import { Button, Empty, Spin, Typography } from 'antd';
import { useEffect, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/format-date';
import { formatUnits } from '../../../shared/format/format-money';
import { useToast } from '../../../shared/hooks/use-toast';
import { LoadFailedAlert } from '../../../shared/ui/load-failed-alert';
import { type TierFilter, useTierLevelInfiniteQuery } from '../api/network.api';
import { MemberLine } from './member-line';

// Start the next page this close to the bottom, so scrolling rarely waits.
const NEAR_BOTTOM_PX = 48;

/** The members of one tier who joined in the filter's range, loaded page by page as the list scrolls. */
export function TierMembers({ filter }: { filter: TierFilter }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const { data, isLoading, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useTierLevelInfiniteQuery(filter, { refetchOnMountOrArgChange: true });

  useEffect(() => {
    if (isError) toast.error(t('network.loadFailed'));
  }, [isError, toast, t]);

  if (isLoading) return <Spin className="tier-members__loading" />;
  if (isError && !data)
    return <LoadFailedAlert title={t('network.loadFailed')} onRetry={() => void refetch()} />;

  const pages = data?.pages ?? [];
  const members = pages.flatMap((page) => page.data);
  const first = pages[0];
  const loadMore = () => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };
  const onScroll = (event: UIEvent<HTMLElement>) => {
    const list = event.currentTarget;
    if (list.scrollHeight - list.scrollTop - list.clientHeight < NEAR_BOTTOM_PX) loadMore();
  };

  return (
    <div className="tier-members">
      <Typography.Paragraph className="tier-members__sum">
        {t('network.tierSum', {
          count: first?.total ?? 0,
          units: formatUnits(first?.total_units ?? 0, i18n.language),
        })}
      </Typography.Paragraph>
      {members.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={filter.start ? t('network.emptyRange') : t('network.emptyTier')}
        />
      ) : (
        <ul
          className="tier-members__list"
          onScroll={onScroll}
          tabIndex={0}
          aria-label={t('network.tierMembers', { index: filter.index })}
        >
          {members.map((member) => (
            <li key={member.id} className="tier-members__item">
              <MemberLine
                fullName={member.fullName}
                profile={member.profile}
                units={member.b_units}
                detail={t('network.joined', { date: formatDate(member.created_at) })}
              />
            </li>
          ))}
        </ul>
      )}
      {hasNextPage ? (
        <Button block className="tier-members__more" loading={isFetchingNextPage} onClick={loadMore}>
          {t('network.loadMore', { shown: members.length, total: first?.total ?? 0 })}
        </Button>
      ) : null}
    </div>
  );
}
