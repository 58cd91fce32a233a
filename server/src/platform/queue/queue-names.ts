export const QueueName = {
  email: 'email',
  domainEvents: 'domain-events',
  ledgerVerification: 'ledger-verification',
} as const;
export type QueueName = (typeof QueueName)[keyof typeof QueueName];
