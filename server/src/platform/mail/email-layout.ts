import type { LanguageCode } from '@app/libs';
import { translate } from '../i18n/translator';

export interface EmailContent {
  /** The recipient's language: the texts below are already in it; the layout's own words follow it. */
  language: LanguageCode;
  title: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  code?: string;
  footer?: string;
}

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** One layout for every email: an HTML part and a plain-text part with the same content. */
export function renderEmail(content: EmailContent): { html: string; text: string } {
  const body = content.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const code = content.code
    ? `<p style="font-size:28px;letter-spacing:6px;font-weight:bold;margin:8px 0 24px">${escapeHtml(content.code)}</p>`
    : '';
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#1677ff;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const footer = content.footer
    ? `<p style="color:#888;font-size:12px">${escapeHtml(content.footer)}</p>`
    : '';
  const html = `<!doctype html><html lang="${escapeHtml(content.language)}"><body style="font-family:Arial,sans-serif;color:#222;max-width:560px;margin:auto;padding:24px"><h2>${escapeHtml(content.title)}</h2>${body}${code}${action}${footer}</body></html>`;
  const text = [
    content.title,
    '',
    ...content.paragraphs,
    ...(content.code ? ['', content.code] : []),
    ...(content.action
      ? ['', translate(content.language, 'emails:layout.actionLine', { ...content.action })]
      : []),
    ...(content.footer ? ['', content.footer] : []),
  ].join('\n');
  return { html, text };
}
