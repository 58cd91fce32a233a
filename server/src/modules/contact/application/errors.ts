import { notFound } from '../../../platform';

export const ContactErrors = {
  notFound: () => notFound('Message not found.', 'CONTACT.NOT_FOUND'),
};

/** The per-address limit's own refusal: it tells the sender why, not only that they were too fast. */
export const TOO_MANY_FROM_ADDRESS = {
  code: 'CONTACT.TOO_MANY',
  message: 'You have sent several messages already. Please try again later.',
};
