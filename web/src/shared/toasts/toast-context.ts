import type { AppProps, MessageArgsProps } from 'antd';
import { createContext, type ReactNode } from 'react';

/** A toast's text, or antd's message arguments (a `key` shows one toast however often it is asked). */
export type ToastContent = ReactNode | MessageArgsProps;

/** The two toasts the app shows. */
export interface Toaster {
  success: (content: ToastContent) => void;
  error: (content: ToastContent) => void;
}

/** Where the toasts open and how long they stay (antd's message settings). */
export type ToastSettings = NonNullable<AppProps['message']>;

export const ToastContext = createContext<Toaster | null>(null);
