/**
 * "Complete your profile" (issue 27 §2, ADR 40): an application sent without a tenant profile and consent (an
 * original EasyRent client) is accepted and marked incomplete; in the same transaction its applicant is asked, in
 * the notification centre and by e-mail in their language, to complete the profile and then update the application
 * (`POST /api/applications/:id/screening/update`). Once per application: the dedupe key is the application's.
 */
import { translator } from '@sewamudah/shared/i18n';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { renderEmail } from '../../lib/mailer/templates.js';
import { notify } from '../notifications/notify.js';

export interface IncompleteApplication {
  id: string;
  userId: string;
  propertyName: string;
  roomName: string | null;
}

export const profileIncompleteDedupeKey = (applicationId: string) => `screening-profile-incomplete:${applicationId}`;

/** Asks the applicant of an incomplete application to complete their profile; a second call is a no-op. */
export async function askToCompleteProfile(
  tx: DbOrTx,
  publicUrl: string,
  application: IncompleteApplication,
): Promise<void> {
  const [applicant] = await tx
    .select({ email: users.email, firstname: users.firstname, language: users.language })
    .from(users)
    .where(eq(users.id, application.userId));
  if (!applicant) return;
  const t = translator(applicant.language);
  const place = application.roomName
    ? t('email.unit', { room: application.roomName, property: application.propertyName })
    : application.propertyName;
  const dedupeKey = profileIncompleteDedupeKey(application.id);
  await notify(tx, {
    userId: application.userId,
    category: 'applications',
    kind: 'screeningProfileIncomplete',
    values: {
      place: application.roomName ? `${application.roomName}, ${application.propertyName}` : application.propertyName,
    },
    link: '/dashboard',
    dedupeKey,
    email: {
      kind: 'screening-profile-incomplete',
      dedupeKey,
      to: applicant.email,
      ...renderEmail({
        language: applicant.language,
        subject: t('screeningMail.incompleteSubject', { place: application.propertyName }),
        greeting: t('email.greeting', { name: applicant.firstname }),
        paragraphs: [
          t('screeningMail.incompleteIntro', { place }),
          t('screeningMail.incompleteWhat'),
          t('screeningMail.incompleteSteps'),
        ],
        action: { label: t('screeningMail.incompleteAction'), url: `${publicUrl}/dashboard` },
      }),
    },
  });
}
