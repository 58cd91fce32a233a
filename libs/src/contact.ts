/** The contact form's fields (`POST contact-us`) and their longest lengths. */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

export interface ContactMessagePayload {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** One stored contact message, as the back-office lists it. */
export interface ContactMessageView {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  read: boolean;
  readAt: string | null;
  createdAt: string;
}

/** Which messages the back-office list shows. */
export const CONTACT_FILTERS = ['all', 'unread', 'read'] as const;
export type ContactFilter = (typeof CONTACT_FILTERS)[number];

/** `admin/contact-messages`: one page, unread first, then newest first. */
export interface ContactMessagesPage {
  messages: ContactMessageView[];
  total: number;
  unread: number;
  page: number;
  perPage: number;
}
