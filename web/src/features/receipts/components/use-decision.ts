import { useSubmissionKeys } from '../../../shared/hooks/use-submission-keys';

/**
 * Idempotency keys of one subject's approve and reject: a double click or a retry after a lost
 * answer decides once; an edit of the approval's values makes it a new submission.
 */
export function useDecisionKeys(subject: string) {
  const keys = useSubmissionKeys();
  return {
    approveKey: () => keys.keyFor(`approve:${subject}`),
    rejectKey: () => keys.keyFor(`reject:${subject}`),
    approved: () => keys.renew(`approve:${subject}`),
    rejected: () => keys.renew(`reject:${subject}`),
  };
}
