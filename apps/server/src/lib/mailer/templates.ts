/** One layout for every e-mail: readable HTML and plain text with the product name and an absolute link. */
import { BRAND_COLOR, COMPANY, PRODUCT_NAME, type Language } from '@sewamudah/shared';
import { translate } from '@sewamudah/shared/i18n';

export interface EmailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the action (e.g. link expiry). */
  footnote?: string;
  /** A one-click unsubscribe link under the small print (saved search alerts, ADR 43). */
  unsubscribe?: { label: string; url: string };
  /** The recipient's language (issue 16): the layout's own words follow it. English by default. */
  language?: Language;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function renderEmail(content: EmailContent): { subject: string; html: string; text: string } {
  const language = content.language ?? 'en';
  const signOff = translate(language, 'email.layout.signOff', { product: PRODUCT_NAME });
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    ...(content.unsubscribe ? [`${content.unsubscribe.label}: ${content.unsubscribe.url}`, ''] : []),
    signOff,
    `${COMPANY.email} · ${COMPANY.phone}`,
  ].join('\n');

  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:${BRAND_COLOR};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(content.action.label)}</a></p>
       <p style="font-size:13px;color:#555">${escapeHtml(translate(language, 'email.layout.openLink'))} <a href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;background:#f4f6f8;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#1f2933">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
    <table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;padding:32px">
      <tr><td>
        <h1 style="margin:0 0 24px;font-size:22px;color:${BRAND_COLOR}">${PRODUCT_NAME}</h1>
        <p>${escapeHtml(content.greeting)}</p>
        ${content.paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
        ${button}
        ${content.footnote ? `<p style="font-size:13px;color:#555">${escapeHtml(content.footnote)}</p>` : ''}
        ${content.unsubscribe ? `<p style="font-size:13px;color:#555"><a href="${escapeHtml(content.unsubscribe.url)}">${escapeHtml(content.unsubscribe.label)}</a></p>` : ''}
        <p style="margin-top:32px">${escapeHtml(signOff)}</p>
      </td></tr>
    </table>
    <p style="font-size:12px;color:#7b8794">${PRODUCT_NAME} · ${escapeHtml(translate(language, 'email.layout.tagline'))} · ${escapeHtml(COMPANY.email)} · ${escapeHtml(COMPANY.phone)}</p>
  </td></tr></table>
</body></html>`;
  return { subject: content.subject, html, text };
}
