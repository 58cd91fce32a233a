import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { CardForm } from './card-form';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

type PaymentMethodAnswer = { paymentMethod?: { id: string }; error?: { message: string } };

/** Stripe.js as our card form uses it: a card element of plain inputs, and createPaymentMethod. */
function installStripe(answer: PaymentMethodAnswer) {
  const made: string[] = [];
  const createPaymentMethod = jest.fn(async () => answer);
  Object.assign(window, {
    Stripe: (publishableKey: string) => {
      made.push(publishableKey);
      return {
        elements: () => ({
          create: () => {
            let root: HTMLElement | null = null;
            return {
              mount: (target: HTMLElement) => {
                root = document.createElement('input');
                root.setAttribute('aria-label', 'Stripe card');
                target.appendChild(root);
              },
              destroy: () => root?.remove(),
              on: () => {},
            };
          },
        }),
        createPaymentMethod,
      };
    },
  });
  return { made, createPaymentMethod };
}

const stripeConfig = { gateway: 'stripe' as const, publishable_key: 'pk_test_form' };

describe('CardForm with Stripe', () => {
  afterEach(() => {
    delete (window as { Stripe?: unknown }).Stripe;
  });

  it("keeps Stripe's card element in the page once loaded, and pays with the PaymentMethod it makes", async () => {
    const { made, createPaymentMethod } = installStripe({ paymentMethod: { id: 'pm_card_visa' } });
    const onCard = jest.fn();
    renderWithProviders(
      <CardForm config={stripeConfig} submitLabel="PAY NOW" submitting={false} onCard={onCard} />,
    );
    const pay = screen.getByRole('button', { name: 'PAY NOW' });
    await waitFor(() => expect(pay.hasAttribute('disabled')).toBe(false));
    const element = await screen.findByLabelText('Stripe card');
    // Still in the card box after the form re-rendered without its loading skeleton.
    expect(element.isConnected).toBe(true);
    expect(element.closest('.stripe-card')).not.toBeNull();
    expect(made).toEqual(['pk_test_form']);
    fireEvent.click(pay);
    await waitFor(() => expect(onCard).toHaveBeenCalledWith('pm_card_visa'));
    expect(createPaymentMethod).toHaveBeenCalledWith(expect.objectContaining({ type: 'card' }));
  });

  it("shows Stripe's message when the card cannot be used, and pays nothing", async () => {
    installStripe({ error: { message: 'Your card number is incomplete.' } });
    const onCard = jest.fn();
    renderWithProviders(
      <CardForm config={stripeConfig} submitLabel="PAY NOW" submitting={false} onCard={onCard} />,
    );
    const pay = screen.getByRole('button', { name: 'PAY NOW' });
    await waitFor(() => expect(pay.hasAttribute('disabled')).toBe(false));
    fireEvent.click(pay);
    expect(await screen.findByText('Your card number is incomplete.')).toBeTruthy();
    expect(onCard).not.toHaveBeenCalled();
  });
});
