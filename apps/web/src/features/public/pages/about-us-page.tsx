import { Anchor, Avatar, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBrandInstagram,
  IconHeartHandshake,
  IconMail,
  IconMapPin,
  IconPhone,
  IconScale,
  IconShieldCheck,
} from '@tabler/icons-react';
import { COMPANY, PRODUCT_NAME } from '@sewamudah/shared';
import { PageHeader } from '@/components/ui/page-header';
import { SUPPORT_EMAIL } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { registerArea, useT } from '@/lib/i18n';
import content from 'virtual:i18n-area/content';

// This page's texts (both languages) ride in its own chunk, not in every page's catalogue.
registerArea(content);

const VALUES = [
  { icon: IconScale, id: 'transparency' },
  { icon: IconShieldCheck, id: 'trust' },
  { icon: IconHeartHandshake, id: 'care' },
] as const;

/** Names are the same in every language; roles and bios are in the catalogue. */
const TEAM = [
  { name: 'Nurul Izzah Rahman', id: 'ceo' },
  { name: 'Daniel Lim Wei Ming', id: 'cto' },
  { name: 'Kavitha Subramaniam', id: 'tenants' },
] as const;

const CONTACTS = [
  { icon: IconMail, id: 'email', value: SUPPORT_EMAIL, href: `mailto:${SUPPORT_EMAIL}` },
  { icon: IconPhone, id: 'phone', value: COMPANY.phone, href: COMPANY.phoneHref },
  { icon: IconBrandInstagram, id: 'social', value: '@sewamudah.my', href: 'https://www.instagram.com/sewamudah.my' },
  {
    icon: IconMapPin,
    id: 'address',
    value: COMPANY.address,
    href: null,
  },
] as const;

const initials = (name: string) =>
  name
    .split(' ')
    .slice(0, 2)
    .map((part) => part[0])
    .join('');

/** About Us (public): welcome, company, core values, team and contact cards (#contact). */
export function AboutUsPage() {
  usePageTitle('About Us');
  const t = useT();
  return (
    <Container size="lg" py="xl">
      <PageHeader title={t('about.title')} description={t('about.description', { product: PRODUCT_NAME })} />
      <Stack gap={48}>
        <section aria-labelledby="company-heading">
          <Title order={2} id="company-heading" mb="sm">
            {t('about.whoWeAre')}
          </Title>
          <Stack gap="sm" maw={760}>
            <Text>{t('about.intro1', { product: PRODUCT_NAME })}</Text>
            <Text>{t('about.intro2')}</Text>
          </Stack>
        </section>

        <section aria-labelledby="values-heading">
          <Title order={2} id="values-heading" mb="lg">
            {t('about.valuesTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {VALUES.map(({ icon: Icon, id }) => (
              <Card key={id} withBorder radius="md" padding="lg">
                <ThemeIcon size={44} radius="md" variant="light">
                  <Icon size={24} aria-hidden />
                </ThemeIcon>
                <Title order={3} fz="lg" mt="md">
                  {t(`about.values.${id}.title`)}
                </Title>
                <Text size="sm" c="dimmed" mt={6}>
                  {t(`about.values.${id}.text`)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </section>

        <section aria-labelledby="team-heading">
          <Title order={2} id="team-heading" mb="lg">
            {t('about.teamTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {TEAM.map((member) => (
              <Card key={member.name} withBorder radius="md" padding="lg">
                <Stack align="center" gap={6} ta="center">
                  <Avatar size={72} radius="xl" color="indigo" aria-hidden>
                    {initials(member.name)}
                  </Avatar>
                  <Title order={3} fz="md">
                    {member.name}
                  </Title>
                  <Text size="sm" fw={500} c="indigo.8">
                    {t(`about.team.${member.id}.role`)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t(`about.team.${member.id}.bio`, { product: PRODUCT_NAME })}
                  </Text>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </section>

        <section id="contact" aria-labelledby="contact-heading">
          <Title order={2} id="contact-heading" mb="lg">
            {t('about.contactTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
            {CONTACTS.map(({ icon: Icon, id, value, href }) => (
              <Card key={id} withBorder radius="md" padding="lg">
                <ThemeIcon size={40} radius="xl" variant="light">
                  <Icon size={20} aria-hidden />
                </ThemeIcon>
                <Text fw={600} mt="sm">
                  {t(`about.contact.${id}`)}
                </Text>
                {href ? (
                  <Anchor href={href} size="sm" style={{ wordBreak: 'break-word' }}>
                    {value}
                  </Anchor>
                ) : (
                  <Text size="sm" c="dimmed">
                    {value}
                  </Text>
                )}
              </Card>
            ))}
          </SimpleGrid>
        </section>
      </Stack>
    </Container>
  );
}
