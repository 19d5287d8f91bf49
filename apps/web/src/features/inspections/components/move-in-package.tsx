/**
 * The move-in package card (issue 25 §1): the address, utilities and the property's notes, the PDF, and for admins
 * the way to the property's editor.
 */
import type { MoveIn } from '@sewamudah/shared';
import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { DownloadButton } from '@/features/receipts/components/download-button';
import { useT } from '@/lib/i18n';
import { MoveInSection } from './move-in-section';

const FIELDS = [
  'houseRules',
  'wifi',
  'parking',
  'emergencyContacts',
  'managementContact',
  'inventory',
  'firstWeek',
] as const;

export function MoveInPackage({
  contractId,
  moveInPackage,
  editPropertyId,
}: {
  contractId: string;
  moveInPackage: MoveIn['package'];
  /** The property whose package an admin may edit; no edit button without it. */
  editPropertyId?: string;
}) {
  const t = useT();
  const info = moveInPackage.info;
  return (
    <MoveInSection title={t('moveInUi.package')}>
      <Text size="sm" c="dimmed">
        {t('moveInUi.packageIntro')}
      </Text>
      <DownloadButton
        url={`/contracts/${contractId}/move-in/package.pdf`}
        filename="move-in-package.pdf"
        label={t('moveInUi.downloadPackage')}
      />
      <Text size="sm">{moveInPackage.address}</Text>
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {t('moveInUi.utilities')}
        </Text>
        {info.utilities.length === 0 ? <Text size="sm">{t('moveInUi.none')}</Text> : null}
        {info.utilities.map((utility) => (
          <Text key={utility.kind + utility.account} size="sm">
            <Text span fw={500} size="sm">
              {t(`moveInUi.utilityKinds.${utility.kind}`)}
            </Text>
            {': '}
            {t('moveInUi.utilityLine', {
              provider: utility.provider || '–',
              account: utility.account || '–',
              meter: utility.meterNumber || '–',
              payer: t(`moveInUi.payerIs.${utility.paidBy}`),
            })}
          </Text>
        ))}
      </Stack>
      {FIELDS.map((field) => (
        <Stack key={field} gap={0}>
          <Text size="sm" fw={600}>
            {t(`moveInUi.${field}`)}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {info[field] || t('moveInUi.none')}
          </Text>
        </Stack>
      ))}
      {editPropertyId ? (
        <Button variant="light" component={Link} to={paths.propertyMoveIn(editPropertyId)}>
          {t('moveInUi.editPackage')}
        </Button>
      ) : null}
    </MoveInSection>
  );
}
