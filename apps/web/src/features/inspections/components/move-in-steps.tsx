/** The checklist card: the four move-in steps (appointment, keys, meter readings, report), each done or open. */
import type { MoveIn } from '@sewamudah/shared';
import { Badge, SimpleGrid } from '@mantine/core';
import { useT } from '@/lib/i18n';
import { MoveInSection } from './move-in-section';

export function MoveInSteps({ steps }: { steps: MoveIn['steps'] }) {
  const t = useT();
  return (
    <MoveInSection title={t('moveInUi.steps')}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6}>
        {(
          [
            ['stepAppointment', steps.appointment],
            ['stepKeys', steps.keys],
            ['stepMeters', steps.meters],
            ['stepReport', steps.report],
          ] as const
        ).map(([key, done]) => (
          <Badge key={key} color={done ? 'green' : 'gray'} variant={done ? 'filled' : 'light'} fullWidth>
            {t(`moveInUi.${key}`)}
          </Badge>
        ))}
      </SimpleGrid>
    </MoveInSection>
  );
}
