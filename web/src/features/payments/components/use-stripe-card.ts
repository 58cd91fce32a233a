import { useCallback, useEffect, useRef, useState } from 'react';
import { loadStripe, type StripeCardElement, type StripeClient } from './stripe-loader';

export type StripeCardState = 'loading' | 'ready' | 'failed';

/** Mounts Stripe's card element into `mountRef` and turns what was typed into a payment-method id. */
export function useStripeCard(publishableKey: string | null, enabled: boolean, onChange?: () => void) {
  const mountRef = useRef<HTMLDivElement>(null);
  const stripe = useRef<StripeClient | null>(null);
  const card = useRef<StripeCardElement | null>(null);
  const [state, setState] = useState<StripeCardState>('loading');
  const [cardError, setCardError] = useState<string | null>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (!enabled || !publishableKey) return;
    let cancelled = false;
    loadStripe()
      .then((factory) => {
        if (cancelled || !mountRef.current) return;
        stripe.current = factory(publishableKey);
        card.current = stripe.current.elements().create('card', { hidePostalCode: true });
        card.current.on('change', (event) => {
          setCardError(event.error?.message ?? null);
          changed.current?.();
        });
        card.current.mount(mountRef.current);
        setState('ready');
      })
      .catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
      card.current?.destroy();
      card.current = null;
    };
  }, [enabled, publishableKey]);

  /** The provider's own message on a refused card (spec: a card provider error shows its message). */
  const createToken = useCallback(async (): Promise<string> => {
    if (!stripe.current || !card.current) throw new Error(cardError ?? '');
    const result = await stripe.current.createPaymentMethod({ type: 'card', card: card.current });
    if (!result.paymentMethod) throw new Error(result.error?.message ?? '');
    return result.paymentMethod.id;
  }, [cardError]);

  return { mountRef, state, cardError, createToken };
}
