/**
 * The simulated FPX bank page of the sandbox (ADR 0018): plain server-rendered HTML on our own origin, no script
 * and no external request, readable at 375 px, in the caller's language (issue 16). The payer approves or
 * declines (a form POST that returns to the Payment Status page), or simply closes it (the intent stays waiting
 * until reconciliation abandons it).
 */
import { fpxBankName, formatRM, senToRm, type Language } from '@sewamudah/shared';
import { translator, type MessageKey } from '@sewamudah/shared/i18n';
import type { PaymentIntent } from '../../lib/payments/index.js';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
background:#eef1f5;color:#1a1b1e;line-height:1.5}header{background:#0b3d62;color:#fff;padding:14px 16px}
header p{margin:0;font-size:13px;opacity:.85}header h1{margin:2px 0 0;font-size:20px}
main{max-width:440px;margin:16px auto;padding:0 12px}.card{background:#fff;border-radius:10px;padding:16px;
box-shadow:0 1px 3px rgba(0,0,0,.12)}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0 0 16px}
dt{color:#495057;font-size:14px}dd{margin:0;font-weight:600;text-align:right;overflow-wrap:anywhere}
.amount{font-size:22px}.note{font-size:13px;color:#495057;margin:12px 0 0}.test{background:#fff3bf;
border-radius:6px;padding:8px 10px;font-size:13px;margin:0 0 12px}form{display:flex;gap:10px;flex-wrap:wrap}
button{flex:1 1 140px;min-height:48px;font-size:16px;font-weight:600;border-radius:8px;border:0;cursor:pointer}
.approve{background:#2b8a3e;color:#fff}.decline{background:#fff;color:#c92a2a;border:2px solid #c92a2a}
a{color:#0b3d62;font-weight:600}`;

/** An intent's status in words; a status without words is shown as the provider names it. */
const STATUS_WORDS: Partial<Record<PaymentIntent['status'], MessageKey>> = {
  succeeded: 'pay.bankPage.statusSucceeded',
  processing: 'pay.bankPage.statusProcessing',
  canceled: 'pay.bankPage.statusCanceled',
  requires_payment_method: 'pay.bankPage.statusRequiresPaymentMethod',
};

function layout(language: Language, title: string, bank: string, body: string): string {
  const t = translator(language);
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><header><p>${escapeHtml(t('pay.bankPage.banner'))}</p><h1>${escapeHtml(bank)}</h1></header>
<main><div class="card">${body}</div></main></body></html>`;
}

const bankOf = (pi: PaymentIntent) =>
  pi.paymentMethod?.type === 'fpx' && pi.paymentMethod.bank ? fpxBankName(pi.paymentMethod.bank) : 'FPX';

/** The approval page of an intent waiting at its bank. */
export function renderBankPage(pi: PaymentIntent, actionUrl: string, language: Language = 'en'): string {
  const t = (key: MessageKey, values?: Record<string, string>) => escapeHtml(translator(language)(key, values));
  const bank = bankOf(pi);
  return layout(
    language,
    translator(language)('pay.bankPage.approveTitle', { bank }),
    bank,
    `<p class="test">${t('pay.bankPage.testNote')}</p>
<dl><dt>${t('pay.bankPage.merchant')}</dt><dd>SewaMudah</dd><dt>${t('pay.bankPage.amount')}</dt><dd class="amount">${escapeHtml(formatRM(senToRm(pi.amount)))}</dd>
<dt>${t('pay.bankPage.reference')}</dt><dd>${escapeHtml(pi.id)}</dd></dl>
<form method="post" action="${escapeHtml(actionUrl)}">
<input type="hidden" name="client_secret" value="${escapeHtml(pi.clientSecret)}">
<button class="decline" type="submit" name="decision" value="decline">${t('pay.bankPage.decline')}</button>
<button class="approve" type="submit" name="decision" value="approve">${t('pay.bankPage.approve')}</button>
</form>
<p class="note">${t('pay.bankPage.returnNote')}</p>`,
  );
}

/** An intent no longer waiting at the bank (decided, paid another way, cancelled) or an unknown link. */
export function renderClosedPage(
  pi: PaymentIntent | null,
  returnUrl: string | null,
  language: Language = 'en',
): string {
  const t = translator(language);
  const status = pi ? STATUS_WORDS[pi.status] : undefined;
  const body = pi
    ? `<p>${escapeHtml(t('pay.bankPage.notWaiting', { status: status ? t(status) : pi.status }))}</p>`
    : `<p>${escapeHtml(t('pay.bankPage.invalidLink'))}</p>`;
  const back = returnUrl
    ? `<p><a href="${escapeHtml(returnUrl)}">${escapeHtml(t('pay.bankPage.returnLink'))}</a></p>`
    : '';
  return layout(language, t('pay.bankPage.closedTitle'), pi ? bankOf(pi) : 'FPX', body + back);
}
