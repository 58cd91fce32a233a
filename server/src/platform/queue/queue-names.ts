export const QueueName = {
  email: 'email',
  ledgerVerification: 'ledger-verification',
  seasonLock: 'season-lock',
} as const;
export type QueueName = (typeof QueueName)[keyof typeof QueueName];
