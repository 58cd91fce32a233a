/** Receipts are images: .png, .jpg or .jpeg (the server checks the content again). */
export const RECEIPT_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';
const NAME = /\.(png|jpe?g)$/i;
const TYPES = new Set(['image/png', 'image/jpeg', 'image/jpg']);

export const isReceiptFile = (file: { name: string; type?: string }): boolean =>
  NAME.test(file.name) && (!file.type || TYPES.has(file.type));
