/** The little of Stripe.js the card forms use; its script comes from Stripe's host, never bundled. */
export interface StripeCardElement {
  mount: (target: HTMLElement) => void;
  destroy: () => void;
  on: (event: 'change', handler: (event: { error?: { message: string } }) => void) => void;
}
export interface StripeClient {
  elements: () => { create: (type: 'card', options?: object) => StripeCardElement };
  createPaymentMethod: (options: {
    type: 'card';
    card: StripeCardElement;
  }) => Promise<{ paymentMethod?: { id: string }; error?: { message?: string } }>;
}
type StripeFactory = (publishableKey: string) => StripeClient;

const STRIPE_JS = 'https://js.stripe.com/v3';
let loading: Promise<StripeFactory> | null = null;

/** Loads Stripe.js once per page; a failed load may be tried again. */
export function loadStripe(): Promise<StripeFactory> {
  const existing = (window as unknown as { Stripe?: StripeFactory }).Stripe;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS;
    script.async = true;
    script.onload = () => {
      const factory = (window as unknown as { Stripe?: StripeFactory }).Stripe;
      if (factory) resolve(factory);
      else reject(new Error('Stripe.js did not load'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('Stripe.js did not load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
