import type { UserView } from '@app/libs';

/**
 * The spec's top bar sends a member with no completed transaction to /buy-more. Read literally it
 * would hold them there on every page (a loan request completes nothing), so it applies once per
 * browser session, on arrival at /home, and not while an activation is in progress (chosen to be
 * paid offline at registration, pay later chosen, a receipt sent or rejected): those members have
 * their next step on /home (ADR 0029).
 */
export function shouldOfferBuyMore(user: UserView, pathname: string, alreadyOffered: boolean): boolean {
  if (alreadyOffered || pathname !== '/home' || user.transaction_done) return false;
  const { pay_later, pay_now, paid } = user.details;
  const activationInProgress = pay_later || pay_now === 'No' || paid === 'Requested' || paid === 'Rejected';
  return !activationInProgress;
}

const storageKey = (userId: string) => `buy-more-offered:${userId}`;

export function wasBuyMoreOffered(userId: string): boolean {
  try {
    return sessionStorage.getItem(storageKey(userId)) === '1';
  } catch {
    return false;
  }
}

export function markBuyMoreOffered(userId: string): void {
  try {
    sessionStorage.setItem(storageKey(userId), '1');
  } catch {
    // Without storage the offer may come again next visit; nothing is lost.
  }
}
