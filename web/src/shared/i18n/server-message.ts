import { Messages, type MessageKey } from '@app/libs';

const keyByText = new Map<string, MessageKey>(
  (Object.entries(Messages) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

/** The libs key of a text the server sends, when it is one of the known messages. */
export const serverMessageKey = (text: string): MessageKey | undefined => keyByText.get(text.trim());
