import { DEFAULT_COUNTRY, Role, type CreateUserFields, type YesNo } from '@app/libs';
import type { PickedFile } from '../../../shared/files/files-input';

export type CreateUserValues = Omit<CreateUserFields, 'unit_purchase_intent' | 'narration' | 'send_email'> & {
  unit_purchase_intent?: number | null;
  narration?: string;
  send_email: YesNo;
  receipts?: PickedFile[];
};

export const CREATE_USER_DEFAULTS: Partial<CreateUserValues> = {
  role: Role.User,
  country_code: '1',
  country: DEFAULT_COUNTRY,
  pay_now: 'No',
  send_email: 'No',
  manual_city: false,
  receipts: [],
};

/** Only a member gets units at creation; staff accounts are not customers. */
export const takesUnits = (role: Role | undefined): boolean => (role ?? Role.User) === Role.User;

/** The multipart body of `create`: every field as text, the receipts as receipt[] files. */
export function createUserBody(values: CreateUserValues): FormData {
  const { receipts = [], address_line2, manual_city, ...fields } = values;
  const units = takesUnits(values.role);
  const body = new FormData();
  const entries: Record<string, string | number | null | undefined> = {
    ...fields,
    // Fields the form does not show (role for an Admin, pay_now) keep the spec's defaults.
    role: fields.role ?? Role.User,
    pay_now: fields.pay_now ?? 'No',
    address_line2: address_line2?.trim() || undefined,
    manual_city: manual_city ? 'true' : 'false',
    referral: fields.referral || undefined,
    unit_purchase_intent: units ? fields.unit_purchase_intent : undefined,
    narration: units ? fields.narration?.trim() : undefined,
    pay_type: units ? fields.pay_type : undefined,
    send_email: units ? fields.send_email : 'No',
  };
  for (const [key, value] of Object.entries(entries)) {
    if (value !== undefined && value !== null && value !== '') body.append(key, String(value));
  }
  if (units) {
    for (const file of receipts) body.append('receipt[]', file.originFileObj);
  }
  return body;
}
