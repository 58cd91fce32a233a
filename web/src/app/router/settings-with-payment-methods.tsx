import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { SettingsPage } from '../../features/account/pages/settings-page';

// /settings opens on Change Password: the payments area's Payment Methods panel (its list, pager and
// card form) loads when its tab is first opened, as a modal loads when shown (issue 21 §4, ADR 0048).
const PaymentMethodsPanel = lazy(async () => ({
  default: (await import('../../features/payments/components/payment-methods-panel')).PaymentMethodsPanel,
}));

/** The account area's settings with the payments area's panel as its second tab. */
export function SettingsWithPaymentMethods() {
  return (
    <SettingsPage
      paymentMethods={
        <Suspense fallback={<Skeleton active />}>
          <PaymentMethodsPanel />
        </Suspense>
      }
    />
  );
}
