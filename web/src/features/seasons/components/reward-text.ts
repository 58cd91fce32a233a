import { formatCents } from '../../../shared/format/format-money';
import type { MyPoolShare } from '../api/seasons.types';

/** The member's reward estimate: their share once the season's payout is set, else why there is none. */
export function rewardText(
  t: (key: 'seasons.home.rewardPending' | 'seasons.home.nothingToShare') => string,
  share: MyPoolShare,
  payoutCents: number | null,
  language: string,
): string {
  if (payoutCents === null || share.shareCents === null) return t('seasons.home.rewardPending');
  if (share.total === 0) return t('seasons.home.nothingToShare');
  return formatCents(share.shareCents, language);
}
