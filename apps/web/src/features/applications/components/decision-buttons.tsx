/**
 * Accept and Reject for one waiting application (admin), with the spec's success and failure toasts. Accepting
 * asks for the tenancy agreement's language (docs/decisions/0025), preset to the applicant's own language.
 */
import { Group, Select, Stack, Text } from '@mantine/core';
import { AGREEMENT_LANGUAGES, type AgreementLanguage, type Application } from '@sewamudah/shared';
import { useState } from 'react';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { useT } from '@/lib/i18n';
import { getErrorMessage, notifyError, notifySuccess } from '@/lib/notify';
import { useUpdateApplicationStatusMutation } from '../api';

/** BM first, as in the agreement itself. */
const LANGUAGE_ORDER: readonly AgreementLanguage[] = ['ms', 'en', 'bilingual'];

const isAgreementLanguage = (value: string | null): value is AgreementLanguage =>
  (AGREEMENT_LANGUAGES as readonly string[]).includes(value ?? '');

export function DecisionButtons({ application }: { application: Application }) {
  const t = useT();
  const [updateStatus, { isLoading, originalArgs }] = useUpdateApplicationStatusMutation();
  const [agreementLanguage, setAgreementLanguage] = useState<AgreementLanguage>(application.user.language ?? 'en');
  const busyWith = isLoading ? originalArgs?.status : undefined;
  const who = `${application.user.firstname} ${application.user.lastname}`.trim();
  const unit = application.roomName
    ? t('decision.roomAt', { room: application.roomName, property: application.property.name })
    : application.property.name;

  const decide = async (status: 'Accepted' | 'Rejected') => {
    const ok = status === 'Accepted' ? t('applications.accepted') : t('applications.rejected');
    const failed = status === 'Accepted' ? t('applications.acceptFailed') : t('applications.rejectFailed');
    try {
      await updateStatus(
        status === 'Accepted' ? { id: application._id, status, agreementLanguage } : { id: application._id, status },
      ).unwrap();
      notifySuccess(ok);
    } catch (error) {
      const reason = getErrorMessage(error, '');
      notifyError(reason ? t('decision.failed', { message: failed, reason }) : failed);
    }
  };

  return (
    <Group gap="xs" wrap="nowrap">
      <ConfirmAction
        label={t('decision.accept')}
        title={t('decision.acceptTitle')}
        message={
          <Stack gap="md">
            <Text size="sm">{t('decision.acceptMessage', { who, unit })}</Text>
            <Select
              label={t('decision.agreementLanguage')}
              description={t('decision.agreementLanguageHint')}
              data={LANGUAGE_ORDER.map((value) => ({ value, label: t(`decision.languages.${value}`) }))}
              value={agreementLanguage}
              onChange={(value) => {
                if (isAgreementLanguage(value)) setAgreementLanguage(value);
              }}
              allowDeselect={false}
              checkIconPosition="right"
            />
          </Stack>
        }
        confirmLabel={t('decision.accept')}
        cancelLabel={t('decision.cancel')}
        color="green"
        onConfirm={() => decide('Accepted')}
        loading={busyWith === 'Accepted'}
        disabled={isLoading}
        buttonProps={{ size: 'xs' }}
      />
      <ConfirmAction
        label={t('decision.reject')}
        title={t('decision.rejectTitle')}
        message={t('decision.rejectMessage', { who, unit })}
        confirmLabel={t('decision.reject')}
        cancelLabel={t('decision.cancel')}
        color="red"
        onConfirm={() => decide('Rejected')}
        loading={busyWith === 'Rejected'}
        disabled={isLoading}
        buttonProps={{ size: 'xs', variant: 'light' }}
      />
    </Group>
  );
}
