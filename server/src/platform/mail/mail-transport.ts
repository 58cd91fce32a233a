import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { AppConfig } from '../config/app-config';
import type { MailMessage } from './mail-message';

/**
 * Which queued message this is: the same on every run of its job, so a job run again after its worker
 * died between sending and recording the send writes the same outbox file and carries the same
 * Message-ID (ADR 0051).
 */
export interface MailDelivery {
  id: string;
  /** When the message was queued (ms), which orders the outbox as the messages were asked for. */
  queuedAt: number;
}

/** A job id as a file name and a Message-ID's left part: effect ids hold `@`, auto ids are digits. */
const safeId = (id: string) => id.replace(/[^A-Za-z0-9._-]/g, '-');
const stamp = (ms: number) => new Date(ms).toISOString().replace(/[:.]/g, '-');

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in the outbox folder. */
@Injectable()
export class MailTransport {
  private readonly logger = new Logger(MailTransport.name);
  private readonly transporter: Transporter;

  constructor(private readonly config: AppConfig) {
    this.transporter = config.SMTP_URL
      ? nodemailer.createTransport(config.SMTP_URL)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(message: MailMessage, delivery?: MailDelivery): Promise<void> {
    const info = await this.transporter.sendMail({
      from: this.config.MAIL_FROM,
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      messageId: delivery && `<${safeId(delivery.id)}.${delivery.queuedAt}@${this.senderDomain()}>`,
      attachments: message.attachments?.map((a) => ({
        filename: a.filename,
        content: Buffer.from(a.contentBase64, 'base64'),
        contentType: a.contentType,
      })),
    });
    if (this.config.SMTP_URL) {
      this.logger.log(`Mail "${message.subject}" sent to ${message.to}`);
      return;
    }
    const dir = this.config.mailOutboxDir;
    await mkdir(dir, { recursive: true });
    const name = delivery
      ? `${stamp(delivery.queuedAt)}-${safeId(delivery.id)}.eml`
      : `${stamp(Date.now())}-${randomUUID()}.eml`;
    const file = join(dir, name);
    // Written aside and renamed into place: a reader never sees half a message, and a run again of
    // the same job replaces its file instead of adding a second one.
    const partial = join(dir, `.${name}.${randomUUID()}.partial`);
    await writeFile(partial, (info as unknown as { message: Buffer }).message);
    await rename(partial, file);
    this.logger.log(`Mail "${message.subject}" to ${message.to} written to ${file}`);
  }

  private senderDomain(): string {
    return /@([A-Za-z0-9.-]+)>?\s*$/.exec(this.config.MAIL_FROM)?.[1] ?? 'localhost';
  }
}
