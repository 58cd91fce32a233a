import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Mail {
  file: string;
  to: string;
  subject: string;
  raw: string;
}

/** Reads the .eml files the app writes to its outbox when no SMTP server is configured. */
export class Mailbox {
  constructor(readonly dir: string) {}

  all(): Mail[] {
    if (!existsSync(this.dir)) return [];
    return readdirSync(this.dir)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .map((file) => {
        const raw = readFileSync(join(this.dir, file), 'utf8');
        const header = (name: string) => raw.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]?.trim() ?? '';
        return { file, raw, to: header('To'), subject: header('Subject') };
      });
  }

  /** Waits for the newest mail to `to` whose subject contains `subject`, after `since` mails were seen. */
  async waitFor(to: string, subject: string, timeoutMs = 10_000, skip = 0): Promise<Mail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.all().filter((m) => m.to.includes(to) && m.subject.includes(subject));
      if (found.length > skip) return found[found.length - 1];
      if (Date.now() > deadline) throw new Error(`No mail "${subject}" to ${to} within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  count(to: string, subject: string): number {
    return this.all().filter((m) => m.to.includes(to) && m.subject.includes(subject)).length;
  }

  /** The subject and the text of every body part, decoded (encoded words, quoted-printable, base64). */
  static decoded(mail: Mail): { subject: string; body: string } {
    const unfolded = mail.raw.replace(/\r?\n[ \t]+/g, ' ');
    const subject = (unfolded.match(/^Subject: (.*)$/im)?.[1] ?? '')
      .replace(/\?=\s+=\?/g, '?==?')
      .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : quotedPrintable(text.replace(/_/g, ' ')),
      );
    const parts = [
      ...mail.raw.matchAll(
        /Content-Transfer-Encoding: ([\w-]+)\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)(?=\r?\n--|$)/gi,
      ),
    ];
    const body = parts
      .map(([, encoding, text]) => {
        if (/^base64$/i.test(encoding))
          return Buffer.from(text.replace(/\s+/g, ''), 'base64').toString('utf8');
        if (/^quoted-printable$/i.test(encoding)) return quotedPrintable(text.replace(/=\r?\n/g, ''));
        return text;
      })
      .join('\n');
    return { subject, body };
  }

  static code(mail: Mail): string {
    // The code stands on a line of its own in the text part; a 6-digit run elsewhere (a process id
    // in the To address, say) must not be taken for it.
    const match = mail.raw.match(/^(\d{6})$/m);
    if (!match) throw new Error('No 6-digit code in mail');
    return match[1];
  }

  static resetLink(mail: Mail): { id: string; token: string } {
    const flat = mail.raw.replace(/=\r?\n/g, '');
    const match = flat.match(/create-new-password\/([0-9a-f-]{36})\/([A-Za-z0-9_-]+)/);
    if (!match) throw new Error('No reset link in mail');
    return { id: match[1], token: match[2] };
  }
}

/** =XX escapes are bytes of UTF-8 text. */
function quotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '=' ? /^[0-9A-F]{2}$/i.exec(text.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}
