import type { TFunction } from 'i18next';
import type { VerificationCounts } from '@app/libs';

/**
 * "4 accounts, 1 transfer, 2 postings, 7 sealed events and 3 chain anchors checked.", each count in its
 * plural form.
 */
export function verificationCounts(t: TFunction, counts: VerificationCounts): string {
  return t('ledger.audit.counts', {
    accounts: t('ledger.audit.accounts', { count: counts.accounts }),
    transfers: t('ledger.audit.transfers', { count: counts.transfers }),
    postings: t('ledger.audit.postings', { count: counts.postings }),
    events: t('ledger.audit.sealedEvents', { count: counts.events }),
    anchors: t('ledger.audit.chainAnchors', { count: counts.anchors }),
  });
}
