/** An error as one bounded line for a consumer's row, a dead letter or a log. */
export const describeError = (error: unknown): string =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 2000);
