import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { AppConfig } from '../config/app-config';
import type { MailMessage } from './mail-message';

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

  async send(message: MailMessage): Promise<void> {
    const info = await this.transporter.sendMail({
      from: this.config.MAIL_FROM,
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
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
    const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
    await writeFile(file, (info as unknown as { message: Buffer }).message);
    this.logger.log(`Mail "${message.subject}" to ${message.to} written to ${file}`);
  }
}
