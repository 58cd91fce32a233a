export const GENDERS = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];

export const YES_NO = ['Yes', 'No'] as const;
export type YesNo = (typeof YES_NO)[number];

/** Payment types a member may choose at registration or for pay-later. */
export const PAY_TYPES = ['Credit/Debit Card', 'Crypto Currency', 'PayPal', 'ACH', 'Wire Transfer'] as const;
export type PayType = (typeof PAY_TYPES)[number];
export const CARD_PAY_TYPE: PayType = 'Credit/Debit Card';

export const RECEIPT_STATUSES = ['No', 'Requested', 'Yes', 'Rejected'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];
