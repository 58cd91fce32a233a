import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { Queues } from '../queue/queues';
import { QueueName } from '../queue/queue-names';
import type { MailMessage } from './mail-message';
import { MailTransport } from './mail-transport';

/** Modules queue mail here; a worker sends it with retries, and failed jobs stay visible. */
@Injectable()
export class Mailer {
  constructor(
    private readonly queues: Queues,
    private readonly transport: MailTransport,
  ) {
    queues.process(
      QueueName.email,
      (job: Job<MailMessage>) => this.transport.send(job.data, { id: job.id!, queuedAt: job.timestamp }),
      2,
    );
  }

  /** `dedupeKey` makes a retried caller queue the message once. */
  async enqueue(message: MailMessage, dedupeKey?: string): Promise<void> {
    await this.queues
      .queue(QueueName.email)
      .add('send', message, dedupeKey ? { jobId: dedupeKey } : undefined);
  }
}
