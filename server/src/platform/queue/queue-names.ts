export const QueueName = {
  email: 'email',
  ledgerVerification: 'ledger-verification',
} as const;
export type QueueName = (typeof QueueName)[keyof typeof QueueName];
