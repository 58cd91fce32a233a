import { readPdf } from '../../../../test/support/pdf-text';
import type { AppConfig, MailMessage, Mailer } from '../../../platform';
import type { UserSummary } from '../../identity';
import { AgreementMailer, type AgreementTransfer } from './agreement-mailer';

const member: UserSummary = {
  id: '7',
  fullName: 'Олена Παπαδοπούλου 山田',
  email: 'olena@example.com',
  profile: null,
  deleted: false,
  staff: false,
  language: 'en',
};
/** An administrator's manual transfer: its narration is theirs, so the agreement keeps it as a note. */
const transfer: AgreementTransfer = {
  id: '41',
  no: '1041',
  units: 3,
  unit_value_cents: '125000',
  kind: 'manual',
  pay_type: 'Wire',
  card: null,
  narration: 'Units for 山田',
  created_at: new Date('2026-11-20T09:00:00Z'),
};

describe('AgreementMailer', () => {
  it('attaches an agreement PDF that has the member name whole, in every script', async () => {
    const queued: MailMessage[] = [];
    const mailer = { enqueue: async (message: MailMessage) => void queued.push(message) } as Mailer;
    const agreements = new AgreementMailer(mailer, { PUBLIC_URL: 'https://app.example.com' } as AppConfig);

    await agreements.send(transfer, member);

    const [attachment] = queued[0].attachments!;
    expect(attachment).toMatchObject({
      filename: 'lending-agreement-1041.pdf',
      contentType: 'application/pdf',
    });
    const { text, missingGlyphs, info } = readPdf(Buffer.from(attachment.contentBase64, 'base64'));
    expect(text).toContain('Lender: Олена Παπαδοπούλου 山田 <olena@example.com>');
    expect(missingGlyphs).toBe(0);
    expect(info.Title).toBe('Lending Agreement');
    expect(info.CreationDate).toMatch(/^D:20261120090000Z/);
    // Every paragraph of the agreement's content is in the document, in order (long ones wrap).
    const flat = text.replace(/\s+/g, ' ');
    const body = agreements.agreementLines(transfer, member).filter((line) => line !== '');
    const positions = body.map((line) => flat.indexOf(line.replace(/\s+/g, ' ')));
    expect(positions.every((at) => at >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it("writes the agreement and its email in the member's language", async () => {
    const queued: MailMessage[] = [];
    const mailer = { enqueue: async (message: MailMessage) => void queued.push(message) } as Mailer;
    const agreements = new AgreementMailer(mailer, { PUBLIC_URL: 'https://app.example.com' } as AppConfig);

    await agreements.send(transfer, { ...member, language: 'es' });

    expect(queued[0].subject).toBe('Su contrato de préstamo n.º 1041');
    const [attachment] = queued[0].attachments!;
    expect(attachment.filename).toBe('contrato-de-prestamo-1041.pdf');
    const { text, info } = readPdf(Buffer.from(attachment.contentBase64, 'base64'));
    expect(info.Title).toBe('Contrato de préstamo');
    expect(text).toContain('Prestamista: Олена Παπαδοπούλου 山田 <olena@example.com>');
    expect(text).toContain('Valor por unidad: $1,250.00');
    expect(text).toContain('Pago: Transferencia bancaria, transferencia realizada por un administrador');
    expect(text).toContain('Nota: Units for 山田');
    expect(text).not.toContain('Lender:');
  });
});
