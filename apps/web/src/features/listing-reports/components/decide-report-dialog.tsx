/** Resolve or dismiss a report (admins), naming the listing and the reporter, with an optional note for the admins. */
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { LISTING_REPORT_NOTE_MAX, type ListingReport } from '@sewamudah/shared';
import { useState, type FormEvent } from 'react';
import { useT } from '@/lib/i18n';
import { getErrorMessage, notifySuccess } from '@/lib/notify';
import { useDecideListingReportMutation } from '../api';

export type ReportDecision = 'resolve' | 'dismiss';

interface DecideReportDialogProps {
  report: ListingReport;
  action: ReportDecision;
  onClose: () => void;
}

export function DecideReportDialog({ report, action, onClose }: DecideReportDialogProps) {
  const t = useT();
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [decide, { isLoading }] = useDecideListingReportMutation();
  const resolving = action === 'resolve';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await decide({ id: report.id, action, ...(note.trim() ? { note: note.trim() } : {}) }).unwrap();
      notifySuccess(t(resolving ? 'listingReportsUi.resolved' : 'listingReportsUi.dismissed'));
      onClose();
    } catch (error) {
      setFailure(getErrorMessage(error, t('generic.unexpected')));
    }
  };

  const place = report.property.name;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(resolving ? 'listingReportsUi.resolveTitle' : 'listingReportsUi.dismissTitle', { place })}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {t(resolving ? 'listingReportsUi.resolveIntro' : 'listingReportsUi.dismissIntro', {
              name: report.reporter.name,
            })}
          </Text>
          <Textarea
            label={t('listingReportsUi.noteLabel')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={LISTING_REPORT_NOTE_MAX}
            rows={2}
          />
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('listingReportsUi.cancel')}
            </Button>
            <Button type="submit" loading={isLoading} color={resolving ? undefined : 'gray.8'}>
              {t(resolving ? 'listingReportsUi.resolve' : 'listingReportsUi.dismiss')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
