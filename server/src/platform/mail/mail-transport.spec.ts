import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config/app-config';
import { MailTransport } from './mail-transport';

describe('MailTransport outbox', () => {
  let dir: string;
  let transport: MailTransport;
  const message = (subject: string) => ({ to: 'a@example.com', subject, html: '<p>x</p>', text: 'x' });
  const files = () => readdirSync(dir).sort();

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'outbox-'));
    transport = new MailTransport(
      loadConfig({ NODE_ENV: 'test', MAIL_OUTBOX_DIR: dir, MAIL_FROM: 'Lending <no-reply@lending.test>' }),
    );
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a job run again (its worker died before recording the send) to the same one file', async () => {
    const delivery = { id: 'identity.welcome-email@0b0e', queuedAt: Date.UTC(2020, 0, 2, 9) };
    await transport.send(message('Welcome'), delivery);
    await transport.send(message('Welcome'), delivery);
    expect(files()).toEqual(['2020-01-02T09-00-00-000Z-identity.welcome-email-0b0e.eml']);
    const raw = readFileSync(join(dir, files()[0]!), 'utf8');
    expect(raw).toMatch(/^Message-ID: <identity\.welcome-email-0b0e\.1577955600000@lending\.test>$/m);
  });

  it('orders the outbox as the messages were queued; a message without a job gets a file of its own', async () => {
    await transport.send(message('second'), { id: '2', queuedAt: Date.UTC(2020, 0, 2, 10) });
    await transport.send(message('first'), { id: '1', queuedAt: Date.UTC(2020, 0, 2, 9) });
    await transport.send(message('loose'));
    await transport.send(message('loose'));
    const names = files();
    expect(names).toHaveLength(4);
    expect(
      names.slice(0, 2).map((n) => readFileSync(join(dir, n), 'utf8').match(/^Subject: (.*)$/m)?.[1]),
    ).toEqual(['first', 'second']);
    expect(names.every((n) => n.endsWith('.eml'))).toBe(true);
  });
});
