import { useCallback, useEffect, useRef, useState } from 'react';
import { loadStripe, type StripeCardElement, type StripeClient } from './stripe-loader';

export type StripeCardState = 'loading' | 'ready' | 'failed';

/** Mounts Stripe's card element into the `mountRef` slot and turns what was typed into a payment-method id. */
export function useStripeCard(publishableKey: string | null, enabled: boolean, onChange?: () => void) {
  // Stripe's card element lives in a container of our own, put into whichever element React renders
  // for the slot: React may render a new element there while the form re-renders around it (seen
  // with antd's Form.Item when the loading skeleton goes), which would drop an element mounted
  // straight into the old one and leave an empty box.
  const container = useRef<HTMLDivElement | null>(null);
  const mountRef = useCallback((slot: HTMLDivElement | null) => {
    if (!slot) return;
    container.current ??= document.createElement('div');
    if (container.current.parentNode !== slot) slot.appendChild(container.current);
  }, []);
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
        if (cancelled || !container.current) return;
        stripe.current = factory(publishableKey);
        card.current = stripe.current.elements().create('card', { hidePostalCode: true });
        card.current.on('change', (event) => {
          setCardError(event.error?.message ?? null);
          changed.current?.();
        });
        card.current.mount(container.current);
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
