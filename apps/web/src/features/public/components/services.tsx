import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCreditCard, IconFileCertificate, IconHomeSearch, IconTool } from '@tabler/icons-react';
import { useT, type MessageKey } from '@/lib/i18n';

const SERVICES = [
  { icon: IconHomeSearch, title: 'home.verifiedTitle', text: 'home.verifiedText' },
  { icon: IconFileCertificate, title: 'home.agreementsTitle', text: 'home.agreementsText' },
  { icon: IconCreditCard, title: 'home.paymentsTitle', text: 'home.paymentsText' },
  { icon: IconTool, title: 'home.maintenanceTitle', text: 'home.maintenanceText' },
] as const satisfies readonly { icon: unknown; title: MessageKey; text: MessageKey }[];

/** Home: what SewaMudah does for tenants. */
export function Services() {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
      {SERVICES.map(({ icon: Icon, title, text }) => (
        <Card key={title} withBorder radius="md" padding="lg">
          <ThemeIcon size={44} radius="md" variant="light">
            <Icon size={24} aria-hidden />
          </ThemeIcon>
          <Title order={3} fz="lg" mt="md">
            {t(title)}
          </Title>
          <Text size="sm" c="dimmed" mt={6}>
            {t(text)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
