import { useState } from 'react';
import type { TransactionView } from '@app/libs';

/** How often a list is read again while a row waits for its Trx# (the log numbers it within moments, ADR 0013). */
export const NUMBERING_POLL_MS = 1000;

/** Whether some row still waits for its Trx#. */
export const awaitsNumbers = (rows: readonly TransactionView[] | undefined) =>
  !!rows?.some((row) => row.transaction_id === null);

/**
 * Polling options for a transactions query that reads again while one of its rows has no Trx# yet,
 * and stops once every row has one (ADR 0032). `seen` takes the rows of each render.
 */
export function useNumberingPoll() {
  const [awaiting, setAwaiting] = useState(false);
  return {
    options: { pollingInterval: awaiting ? NUMBERING_POLL_MS : 0, skipPollingIfUnfocused: true },
    seen(rows: readonly TransactionView[] | undefined) {
      // Derived from the latest answer during render (React's pattern for state from earlier renders).
      const now = awaitsNumbers(rows);
      if (now !== awaiting) setAwaiting(now);
    },
  };
}
