/**
 * The spec: non-numeric or negative typing resets the field to empty. Dollars allow two decimals,
 * units are whole. A partial number such as "12." is kept so the admin can go on typing.
 */
const DECIMAL_TYPING = /^\d*(\.\d{0,2})?$/;
const WHOLE_TYPING = /^\d*$/;

export const acceptTyping = (raw: string, whole: boolean): string =>
  (whole ? WHOLE_TYPING : DECIMAL_TYPING).test(raw) ? raw : '';

/** Blank or a lone "." cannot be saved. */
export const isSavableNumber = (text: string): boolean => /\d/.test(text) && Number.isFinite(Number(text));
