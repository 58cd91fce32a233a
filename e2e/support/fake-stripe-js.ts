import type { BrowserContext } from 'playwright-core';

/** What the fake Stripe.js makes of the card numbers typed into it: Stripe's test PaymentMethods. */
export const FAKE_STRIPE_PAYMENT_METHODS: Record<string, string> = {
  '4242424242424242': 'pm_card_visa',
  '4000000000000002': 'pm_card_chargeDeclined',
};

/**
 * Stripe.js as far as our web code uses it (`web/src/features/payments/components/stripe-loader.ts`):
 * `Stripe(publishableKey).elements().create('card')` gives an element that mounts, reports changes
 * and is destroyed; `createPaymentMethod({ type: 'card', card })` turns what was typed into a
 * PaymentMethod id, or answers Stripe's own messages for an incomplete or invalid card. The card
 * fields are plain inputs in the page instead of Stripe's frames; nothing leaves the browser.
 * `window.__fakeStripe` records the key it was made with and the PaymentMethods it made.
 */
const FAKE_STRIPE_JS = `(function () {
  var METHODS = ${JSON.stringify(FAKE_STRIPE_PAYMENT_METHODS)};
  var digitsOf = function (text) { return String(text || '').replace(/\\D/g, ''); };
  var luhn = function (digits) {
    var sum = 0;
    for (var i = 0; i < digits.length; i++) {
      var d = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
    }
    return digits.length >= 12 && sum % 10 === 0;
  };
  function CardElement() { this.handlers = []; this.root = null; }
  CardElement.prototype.mount = function (target) {
    var self = this;
    var root = document.createElement('div');
    root.className = 'fake-stripe-card';
    root.innerHTML =
      '<input name="cardnumber" aria-label="Card number" inputmode="numeric" autocomplete="cc-number">' +
      '<input name="exp-date" aria-label="Expiration date MM / YY" autocomplete="cc-exp">' +
      '<input name="cvc" aria-label="CVC" inputmode="numeric" autocomplete="cc-csc">';
    root.addEventListener('input', function () {
      var problem = self.problem(false);
      self.handlers.forEach(function (handler) {
        handler({ elementType: 'card', complete: !self.problem(true), empty: false, error: problem ? { message: problem } : undefined });
      });
    });
    target.appendChild(root);
    this.root = root;
  };
  CardElement.prototype.on = function (event, handler) { if (event === 'change') this.handlers.push(handler); };
  CardElement.prototype.destroy = function () { if (this.root) this.root.remove(); this.root = null; };
  CardElement.prototype.field = function (name) { return this.root ? this.root.querySelector('[name="' + name + '"]').value : ''; };
  // Like Stripe: a wrong number is told while typing, an incomplete card only when it is used.
  CardElement.prototype.problem = function (complete) {
    var digits = digitsOf(this.field('cardnumber'));
    if (digits.length >= 16 && !luhn(digits)) return 'Your card number is invalid.';
    if (!complete) return null;
    if (digits.length < 12) return 'Your card number is incomplete.';
    if (!/^\\s*(0[1-9]|1[0-2])\\s*\\/?\\s*\\d{2}\\s*$/.test(this.field('exp-date'))) return "Your card's expiration date is incomplete.";
    if (!/^\\d{3,4}$/.test(this.field('cvc').trim())) return "Your card's security code is incomplete.";
    return null;
  };
  window.Stripe = function (publishableKey) {
    if (!/^pk_/.test(publishableKey)) throw new Error('Invalid API Key provided: ' + publishableKey);
    window.__fakeStripe = { publishableKey: publishableKey, paymentMethods: [] };
    return {
      elements: function () {
        return {
          create: function (type) {
            if (type !== 'card') throw new Error('The fake Stripe.js makes card elements only');
            return new CardElement();
          },
        };
      },
      createPaymentMethod: function (options) {
        if (!options || options.type !== 'card' || !(options.card instanceof CardElement))
          return Promise.reject(new Error('createPaymentMethod needs { type: "card", card }'));
        var problem = options.card.problem(true);
        if (problem) return Promise.resolve({ error: { type: 'validation_error', message: problem } });
        var digits = digitsOf(options.card.field('cardnumber'));
        var id = METHODS[digits] || 'pm_card_visa';
        window.__fakeStripe.paymentMethods.push(id);
        return Promise.resolve({ paymentMethod: { id: id, object: 'payment_method', card: { last4: digits.slice(-4) } } });
      },
    };
  };
})();
`;

/** Serves the fake in place of Stripe.js to every page of the context (nothing goes to Stripe). */
export async function routeFakeStripeJs(context: BrowserContext): Promise<string[]> {
  const served: string[] = [];
  await context.route('https://js.stripe.com/**', async (route) => {
    served.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_STRIPE_JS });
  });
  return served;
}
