export const QueueName = {
  email: 'email',
} as const;
export type QueueName = (typeof QueueName)[keyof typeof QueueName];
