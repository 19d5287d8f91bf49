/** Admins' viewings (issue 28 §4): the day's booked viewings, and a chosen home's viewing times with publishing. */
import { Paper, Stack, Text, Title } from '@mantine/core';
import { todayInMalaysia } from '@sewamudah/shared';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PropertyPicker } from '@/features/properties/components/property-picker';
import { usePageTitle } from '@/hooks/use-page-title';
import { useT } from '@/lib/i18n';
import { PropertySlots } from '../components/property-slots';
import { PublishSlotsForm } from '../components/publish-slots-form';
import { ViewingDay } from '../components/viewing-day';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function ManageViewingsPage() {
  usePageTitle('Manage Properties');
  const t = useT();
  const [params, setParams] = useSearchParams();
  const dateParam = params.get('date') ?? '';
  const date = ISO_DATE.test(dateParam) ? dateParam : todayInMalaysia();
  const propertyId = params.get('property');
  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader title={t('viewingsUi.adminTitle')} description={t('viewingsUi.adminDescription')} />
      <Stack gap="xl">
        <ViewingDay date={date} onDateChange={(value) => setParam('date', value)} />
        <Stack gap="sm" component="section" aria-labelledby="viewing-slots-title">
          <Title order={2} fz="lg" id="viewing-slots-title">
            {t('viewingsUi.slotsTitle')}
          </Title>
          <PropertyPicker
            label={t('viewingsUi.property')}
            value={propertyId}
            onChange={(value) => setParam('property', value)}
            maw={420}
          />
          {propertyId ? (
            <>
              <PublishSlotsForm propertyId={propertyId} />
              <PropertySlots propertyId={propertyId} />
            </>
          ) : (
            <Paper withBorder radius="md" p="md">
              <Text size="sm" c="dimmed">
                {t('viewingsUi.choosePropertyHint')}
              </Text>
            </Paper>
          )}
        </Stack>
      </Stack>
    </>
  );
}
