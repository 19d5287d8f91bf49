/** The e-mail with the link that activates a new account. */
import { PRODUCT_NAME, VERIFICATION_CODE_TTL_HOURS } from '@sewamudah/shared';
import type { MailMessage } from '../../lib/mailer/index.js';
import { renderEmail } from '../../lib/mailer/templates.js';

export const verificationLink = (publicUrl: string, code: string): string =>
  `${publicUrl}/register-confirmation/${encodeURIComponent(code)}`;

export function buildVerificationEmail(
  publicUrl: string,
  user: { email: string; firstname: string },
  code: string,
): MailMessage {
  const email = renderEmail({
    subject: `Verify your ${PRODUCT_NAME} account`,
    greeting: `Hi ${user.firstname},`,
    paragraphs: [
      `Thank you for registering with ${PRODUCT_NAME}, the easy way to rent a home in Malaysia.`,
      'Please confirm your email address to activate your account. Once it is confirmed you can log in, apply for properties and pay online.',
    ],
    action: { label: 'Verify my email', url: verificationLink(publicUrl, code) },
    footnote: `This link expires in ${VERIFICATION_CODE_TTL_HOURS} hours and can be used once. If you did not create an account, you can ignore this email.`,
  });
  return { to: user.email, ...email };
}
