/**
 * Manage Applications → Screening (issue 27 §3): the rent-to-income ratio with its colour, employment, household,
 * references, flags and the documents (each opens watermarked with the admin's name). An incomplete application
 * can be accepted only with a reason.
 */
import { Alert, Badge, Button, Group, List, Modal, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import {
  formatDate,
  formatDateTime,
  formatMonthYear,
  formatRM,
  type Application,
  type Screening,
} from '@sewamudah/shared';
import { useState } from 'react';
import { getErrorMessage } from '@/lib/api-error';
import { useLanguage, useT } from '@/lib/i18n';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAcceptWithoutScreeningMutation, useGetScreeningQuery } from '../api';
import { ChangesRequestSection, ScreeningStateBadge } from './changes-request-section';
import { RequestChangesDialog } from './request-changes-dialog';
import { ScreeningTombstones } from './screening-tombstones';
import { DocumentViewer } from './document-viewer';

const percent = (ratio: number) => Math.round(ratio * 100);
const COLOURS = { green: 'green', amber: 'yellow', red: 'red' } as const;

function Details({ screening }: { screening: Screening }) {
  const t = useT();
  const language = useLanguage();
  const s = screening.snapshot;
  const [viewing, setViewing] = useState<{ url: string; title: string } | null>(null);
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text fw={600}>{t('screeningUi.ratio')}:</Text>
        {screening.ratio !== null && screening.ratioColour ? (
          <Badge color={COLOURS[screening.ratioColour]} variant="light">
            {t('screeningUi.ratioValue', { percent: percent(screening.ratio) })} ·{' '}
            {t(`screeningUi.ratioColours.${screening.ratioColour}`)}
          </Badge>
        ) : (
          <Text size="sm">{t('screeningUi.noIncome')}</Text>
        )}
      </Group>
      <Text size="sm">
        {formatRM(screening.rent)} / {s?.monthlyIncome != null ? formatRM(s.monthlyIncome) : '-'}
      </Text>
      {screening.guarantorRatio !== null ? (
        <Text size="sm">{t('screeningUi.guarantorRatio', { percent: percent(screening.guarantorRatio) })}</Text>
      ) : null}
      {s ? (
        <List size="sm" spacing={2}>
          <List.Item>
            {t(`screeningUi.employmentTypes.${s.employmentType}`)}
            {s.employer ? ` · ${s.employer}` : ''}
            {s.jobTitle ? ` · ${s.jobTitle}` : ''}
            {s.employmentStart ? ` · ${t('screeningUi.employmentStart')} ${formatDate(s.employmentStart)}` : ''}
          </List.Item>
          <List.Item>
            {t('screeningUi.adults')}: {s.adults} · {t('screeningUi.children')}: {s.children}
            {s.pets ? ` · ${t('screeningUi.pets')}` : ''}
            {s.smoker ? ` · ${t('screeningUi.smoker')}` : ''}
          </List.Item>
          <List.Item>
            {t('screeningUi.emergencyName')}: {s.emergencyName} ({s.emergencyPhone})
          </List.Item>
          {s.referenceName ? (
            <List.Item>
              {t('screeningUi.referenceName')}: {s.referenceName} {s.referencePhone ? `(${s.referencePhone})` : ''}
            </List.Item>
          ) : null}
          {s.guarantorName ? (
            <List.Item>
              {t('screeningUi.guarantorName')}: {s.guarantorName}
              {s.guarantorRelation ? ` (${s.guarantorRelation})` : ''}
              {s.guarantorIncome != null ? ` · ${formatRM(s.guarantorIncome)}` : ''}
            </List.Item>
          ) : null}
        </List>
      ) : null}
      {screening.flags.length > 0 ? (
        <Alert color="red" p="xs">
          <List size="sm">
            {screening.flags.map((flag) => (
              <List.Item key={flag}>{t(`screeningUi.flags.${flag}`)}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {screening.documents.length > 0 ? (
        <List size="sm" spacing={4} aria-label={t('screeningUi.documents')}>
          {screening.documents.map((document) => (
            <List.Item key={document.id}>
              {/* Which payslip or statement (its month) and until when an IC or pass holds, then the view. */}
              {t(`screeningUi.categories.${document.category}`)}
              {document.periodOn ? ` · ${formatMonthYear(document.periodOn, language)}` : ''}
              {document.expiresOn
                ? ` · ${t('screeningUi.expiresUntil', { date: formatDate(document.expiresOn) })}`
                : ''}{' '}
              <Button
                size="compact-sm"
                variant="subtle"
                onClick={() =>
                  setViewing({
                    url: document.viewUrl,
                    title: t('screeningUi.viewer.title', {
                      document: t(`screeningUi.categories.${document.category}`),
                    }),
                  })
                }
              >
                {t('screeningUi.openDocument')}
              </Button>
            </List.Item>
          ))}
        </List>
      ) : null}
      <DocumentViewer url={viewing?.url ?? null} title={viewing?.title ?? ''} onClose={() => setViewing(null)} />
      {screening.consent ? (
        <Text size="xs" c="dimmed">
          {t('screeningUi.consentGiven', { time: formatDateTime(screening.consent.at) })}
        </Text>
      ) : null}
    </Stack>
  );
}

function AcceptWithout({ application, onDone }: { application: Application; onDone: () => void }) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [accept, { isLoading }] = useAcceptWithoutScreeningMutation();
  const submit = async () => {
    try {
      await accept({ id: application.id, reason }).unwrap();
      notifySuccess(t('screeningUi.acceptedWithout'));
      onDone();
    } catch (e) {
      const message = getErrorMessage(e, t('generic.unexpected'));
      setError(message);
      notifyError(message);
    }
  };
  return (
    <Stack gap="xs">
      <Textarea
        label={t('screeningUi.acceptWithoutReason')}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        error={error}
        maxLength={500}
        autosize
        minRows={2}
      />
      <Group justify="flex-end">
        <Button color="orange" onClick={() => void submit()} disabled={reason.trim() === ''} loading={isLoading}>
          {t('screeningUi.acceptWithout')}
        </Button>
      </Group>
    </Stack>
  );
}

export function ScreeningButton({ application }: { application: Application }) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  // "Request changes" replaces the screening dialog with its own (one dialog at a time).
  const [requesting, setRequesting] = useState(false);
  const { data, isLoading } = useGetScreeningQuery(application.id, { skip: !opened });
  const name = `${application.user.firstname} ${application.user.lastname}`.trim();
  return (
    <>
      <Button size="xs" variant="light" onClick={() => setOpened(true)}>
        {t('screeningUi.screening')}
      </Button>
      <ScreeningStateBadge application={application} />
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('screeningUi.screeningTitle', { name })}
        size="lg"
      >
        {isLoading || !data ? (
          <Skeleton height={160} />
        ) : (
          <Stack gap="md">
            {!data.complete ? <Alert color="yellow">{t('screeningUi.incomplete')}</Alert> : null}
            {data.acceptedWithoutScreening ? (
              <Alert color="orange">
                {data.acceptedWithoutScreeningReason
                  ? t('screeningUi.acceptedWithoutReason', { reason: data.acceptedWithoutScreeningReason })
                  : t('screeningUi.acceptedWithout')}
              </Alert>
            ) : null}
            <ChangesRequestSection
              application={application}
              screening={data}
              onRequest={() => {
                setOpened(false);
                setRequesting(true);
              }}
            />
            {data.snapshotDeletedAt ? null : <Details screening={data} />}
            <ScreeningTombstones screening={data} />
            {!data.complete && application.status === 'Waiting for Response' ? (
              <AcceptWithout application={application} onDone={() => setOpened(false)} />
            ) : null}
          </Stack>
        )}
      </Modal>
      <RequestChangesDialog application={application} opened={requesting} onClose={() => setRequesting(false)} />
    </>
  );
}
