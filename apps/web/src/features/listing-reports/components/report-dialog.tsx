/**
 * The report dialog (issue 28 §6): the reason, from the fixed list, as radio buttons; an optional note (at most
 * LISTING_REPORT_NOTE_MAX characters); send. The server checks everything again: its message (a second report, an
 * unknown listing) shows in the dialog.
 */
import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { LISTING_REPORT_NOTE_MAX, LISTING_REPORT_REASONS, type ListingReportReason } from '@sewamudah/shared';
import { useState, type FormEvent } from 'react';
import { useT } from '@/lib/i18n';
import { getErrorMessage, notifySuccess } from '@/lib/notify';
import { useReportListingMutation } from '../api';
import { reasonKey } from './report-texts';

interface ReportDialogProps {
  opened: boolean;
  onClose: () => void;
  propertyId: string;
  propertyName: string;
}

export function ReportDialog({ opened, onClose, propertyId, propertyName }: ReportDialogProps) {
  const t = useT();
  const [reason, setReason] = useState<ListingReportReason | null>(null);
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [send, { isLoading }] = useReportListingMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    setFailure(null);
    try {
      await send({ propertyId, body: { reason, ...(note.trim() ? { note: note.trim() } : {}) } }).unwrap();
      notifySuccess(t('listingReportDialog.sent'));
      onClose();
    } catch (error) {
      setFailure(getErrorMessage(error, t('listingReportDialog.failed')));
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('listingReportDialog.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('listingReportDialog.intro', { place: propertyName })}</Text>
          <Radio.Group
            label={t('listingReportDialog.reasonLabel')}
            value={reason}
            onChange={(value) => setReason(value as ListingReportReason)}
            withAsterisk
          >
            <Stack gap="xs" mt="xs">
              {LISTING_REPORT_REASONS.map((value) => (
                <Radio key={value} value={value} label={t(reasonKey(value))} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label={t('listingReportDialog.noteLabel')}
            placeholder={t('listingReportDialog.notePlaceholder')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={LISTING_REPORT_NOTE_MAX}
            rows={3}
          />
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('listingReportDialog.cancel')}
            </Button>
            <Button type="submit" loading={isLoading} disabled={!reason}>
              {t('listingReportDialog.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
