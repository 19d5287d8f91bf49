/**
 * What a browser shows for a signed file link that has expired or was altered (ADR 0008). Such a link is opened
 * as a plain `<a href>` in a new tab, often long after the page that holds it was loaded (an original EasyRent
 * client never refreshes its Sign & Pay page), so a JSON body would be all the reader sees. This short page, in
 * the caller's language, says what to do instead: reload the page the link came from. Plain HTML on our own
 * origin: no script, no external request, readable at 375 px.
 */
import type { Language } from '@sewamudah/shared';
import { translator } from '@sewamudah/shared/i18n';
import { SIGNED_FILE_URL_TTL_SECONDS, type SignedFileCheck } from './signed-file-urls.js';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
background:#f1f3f5;color:#1a1b1e;line-height:1.5}main{max-width:480px;margin:40px auto;padding:0 16px}
.card{background:#fff;border-radius:10px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:20px;margin:0 0 8px}p{margin:0 0 16px}a{color:#1864ab;font-weight:600}`;

/** The page for a link that is not valid (`check` is never `'valid'` here); `homeUrl` is the app's address. */
export function renderFileLinkPage(
  language: Language,
  check: Exclude<SignedFileCheck, 'valid'>,
  homeUrl: string,
): string {
  const t = translator(language);
  const title = t(check === 'expired' ? 'fileLinkPage.expiredTitle' : 'fileLinkPage.invalidTitle');
  const body =
    check === 'expired'
      ? t('fileLinkPage.expiredBody', { minutes: SIGNED_FILE_URL_TTL_SECONDS / 60 })
      : t('fileLinkPage.invalidBody');
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer"><meta name="robots" content="noindex"><link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><div class="card"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(homeUrl)}">${escapeHtml(t('fileLinkPage.home'))}</a></p></div></main></body></html>`;
}
