import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCreditCard, IconFileCertificate, IconHomeSearch, IconTool } from '@tabler/icons-react';

const SERVICES = [
  {
    icon: IconHomeSearch,
    title: 'Verified listings',
    text: 'Every unit and room is listed by our team with real photos, the monthly rent and the deposit up front — no surprise fees.',
  },
  {
    icon: IconFileCertificate,
    title: 'Digital tenancy agreements',
    text: 'Once your application is approved, download your tenancy agreement, sign it and upload it back. No trips to the agent’s office.',
  },
  {
    icon: IconCreditCard,
    title: 'Secure card payments',
    text: 'Pay your deposit and first month’s rent by card, then settle each month’s rent online and keep every receipt in one place.',
  },
  {
    icon: IconTool,
    title: 'Maintenance made simple',
    text: 'Leaking tap or faulty aircond? File a request from your dashboard and follow it until our team marks it handled.',
  },
] as const;

/** Home: what SewaMudah does for tenants. */
export function Services() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
      {SERVICES.map(({ icon: Icon, title, text }) => (
        <Card key={title} withBorder radius="md" padding="lg">
          <ThemeIcon size={44} radius="md" variant="light">
            <Icon size={24} aria-hidden />
          </ThemeIcon>
          <Title order={3} fz="lg" mt="md">
            {title}
          </Title>
          <Text size="sm" c="dimmed" mt={6}>
            {text}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
