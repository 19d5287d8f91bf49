/** The e-mail with the link that activates a new account, in the recipient's language (issue 16). */
import { PRODUCT_NAME, VERIFICATION_CODE_TTL_HOURS, type Language } from '@sewamudah/shared';
import { translator } from '@sewamudah/shared/i18n';
import type { MailMessage } from '../../lib/mailer/index.js';
import { renderEmail } from '../../lib/mailer/templates.js';

export const verificationLink = (publicUrl: string, code: string): string =>
  `${publicUrl}/register-confirmation/${encodeURIComponent(code)}`;

export function buildVerificationEmail(
  publicUrl: string,
  user: { email: string; firstname: string; language?: Language },
  code: string,
): MailMessage {
  const language = user.language ?? 'en';
  const t = translator(language);
  const email = renderEmail({
    language,
    subject: t('email.verification.subject', { product: PRODUCT_NAME }),
    greeting: t('email.greeting', { name: user.firstname }),
    paragraphs: [t('email.verification.intro', { product: PRODUCT_NAME }), t('email.verification.confirm')],
    action: { label: t('email.verification.action'), url: verificationLink(publicUrl, code) },
    footnote: t('email.verification.footnote', { hours: VERIFICATION_CODE_TTL_HOURS }),
  });
  return { to: user.email, ...email };
}
