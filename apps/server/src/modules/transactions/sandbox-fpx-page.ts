/**
 * The simulated FPX bank page of the sandbox (ADR 0018): plain server-rendered HTML on our own origin, no script
 * and no external request, readable at 375 px. The payer approves or declines (a form POST that returns to the
 * Payment Status page), or simply closes it (the intent stays waiting until reconciliation abandons it).
 */
import { fpxBankName, formatRM, senToRm } from '@sewamudah/shared';
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

function layout(title: string, bank: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><header><p>FPX online banking · sandbox</p><h1>${escapeHtml(bank)}</h1></header>
<main><div class="card">${body}</div></main></body></html>`;
}

const bankOf = (pi: PaymentIntent) =>
  pi.paymentMethod?.type === 'fpx' && pi.paymentMethod.bank ? fpxBankName(pi.paymentMethod.bank) : 'FPX';

/** The approval page of an intent waiting at its bank. */
export function renderBankPage(pi: PaymentIntent, actionUrl: string): string {
  const bank = bankOf(pi);
  return layout(
    `${bank}: approve payment`,
    bank,
    `<p class="test">Test mode: no real money moves. Approve to pay, decline to refuse, or close this page to
abandon the payment.</p>
<dl><dt>Merchant</dt><dd>SewaMudah</dd><dt>Amount</dt><dd class="amount">${escapeHtml(formatRM(senToRm(pi.amount)))}</dd>
<dt>Reference</dt><dd>${escapeHtml(pi.id)}</dd></dl>
<form method="post" action="${escapeHtml(actionUrl)}">
<input type="hidden" name="client_secret" value="${escapeHtml(pi.clientSecret)}">
<button class="decline" type="submit" name="decision" value="decline">Decline</button>
<button class="approve" type="submit" name="decision" value="approve">Approve payment</button>
</form>
<p class="note">You will return to SewaMudah after your choice.</p>`,
  );
}

/** An intent no longer waiting at the bank (decided, paid another way, cancelled) or an unknown link. */
export function renderClosedPage(pi: PaymentIntent | null, returnUrl: string | null): string {
  const body = pi
    ? `<p>This payment is no longer waiting for your bank (status: ${escapeHtml(pi.status)}).</p>`
    : '<p>This payment link is not valid.</p>';
  const back = returnUrl ? `<p><a href="${escapeHtml(returnUrl)}">Return to SewaMudah</a></p>` : '';
  return layout('FPX online banking', pi ? bankOf(pi) : 'FPX', body + back);
}
