export const receiptViewPath = (id: string): string => `/admin/receipt/view/${encodeURIComponent(id)}`;
export const receiptVerificationPath = (id: string): string =>
  `/admin/receipt/verification/view/${encodeURIComponent(id)}`;
