import { IDEMPOTENCY_KEY_HEADER } from '@app/libs';

/** A call that moves units or money: its body and the Idempotency-Key of the submission it belongs to. */
export interface KeyedCall<T> {
  body: T;
  idempotencyKey: string;
}

/** The request of such a call: a retry with the same key moves nothing twice (docs/adr/0015). */
export const keyedPost = <T>(url: string, { body, idempotencyKey }: KeyedCall<T>) => ({
  url,
  method: 'POST',
  body,
  headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
});
