export const GENDERS = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];

export const YES_NO = ['Yes', 'No'] as const;
export type YesNo = (typeof YES_NO)[number];

export const RECEIPT_STATUSES = ['No', 'Requested', 'Yes', 'Rejected'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];
