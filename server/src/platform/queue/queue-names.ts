export const QueueName = {
  email: 'email',
  domainEvents: 'domain-events',
} as const;
export type QueueName = (typeof QueueName)[keyof typeof QueueName];
