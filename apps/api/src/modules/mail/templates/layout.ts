import { translationOf } from '@portal/i18n';
import { brand } from '@portal/shared-types';
import { escapeHtml } from '../../../common/html/html.js';

export type MailLocale = 'de' | 'en';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** A file sent with a mail; the bytes travel base64-encoded in the mail job (a PDF of some 100 kB). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export interface MailAction {
  label: string;
  url: string;
}

// The wordmark as a mail client keeps it: a table cell in the brand colour with the V for the mark, then the name
// as text (no SVG, no remote image: Gmail and Outlook drop the first and block the second).
const { colors } = brand;
const wordmark = `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 24px"><tr>
<td width="28" height="28" align="center" valign="middle" bgcolor="${colors.primary}" style="width:28px;height:28px;background:${colors.primary};border-radius:7px;color:#ffffff;font-size:17px;font-weight:bold;line-height:28px">V</td>
<td style="padding-left:10px;font-size:20px;line-height:28px;color:${colors.text}"><strong>${brand.name}</strong> <span style="color:${colors.primary}">${brand.suffix}</span></td>
</tr></table>`;

/** The shared frame of every mail: the wordmark, a heading, paragraphs, an optional button, the footer. */
export function renderLayout(
  locale: MailLocale,
  content: { subject: string; heading: string; paragraphs: string[]; action?: MailAction },
): RenderedMail {
  const { subject, heading, paragraphs, action } = content;
  const footer = translationOf(locale).mails.footer;
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f6f7f9;font-family:Helvetica,Arial,sans-serif;color:#1c2127">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;border-top:4px solid ${colors.primary};padding:32px">
<tr><td>${wordmark}
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>
${paragraphs.map((p) => `<p style="font-size:15px;line-height:22px;margin:0 0 12px">${escapeHtml(p)}</p>`).join('\n')}
${
  action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:${colors.primary};color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="font-size:12px;color:#5f6b7c;word-break:break-all">${escapeHtml(action.url)}</p>`
    : ''
}
<p style="font-size:12px;color:#5f6b7c;margin-top:32px">${escapeHtml(footer)}</p>
</td></tr></table></td></tr></table></body></html>`;
  const text = [
    heading,
    '',
    ...paragraphs,
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    '',
    footer,
  ].join('\n');
  return { subject, html, text };
}
