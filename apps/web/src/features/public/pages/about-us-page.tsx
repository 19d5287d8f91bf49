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
import { COMPANY } from '@sewamudah/shared';
import { PageHeader } from '@/components/ui/page-header';
import { SUPPORT_EMAIL } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';

const VALUES = [
  {
    icon: IconScale,
    title: 'Transparency',
    text: 'Rent, deposit and terms are shown before you apply. What you see on the listing is what you sign.',
  },
  {
    icon: IconShieldCheck,
    title: 'Trust',
    text: 'Every property is checked by our team, and every payment goes through a secure card processor.',
  },
  {
    icon: IconHeartHandshake,
    title: 'Care',
    text: 'A real team answers your questions and follows up on every maintenance request until it is resolved.',
  },
] as const;

const TEAM = [
  {
    name: 'Nurul Izzah Rahman',
    role: 'Co-founder & CEO',
    bio: 'Spent eight years in property management in the Klang Valley before starting SewaMudah.',
  },
  {
    name: 'Daniel Lim Wei Ming',
    role: 'Co-founder & CTO',
    bio: 'Builds the platform that turns paperwork, payments and requests into a few clicks.',
  },
  {
    name: 'Kavitha Subramaniam',
    role: 'Head of Tenant Experience',
    bio: 'Leads the team that reviews applications and looks after tenants from move-in to move-out.',
  },
] as const;

const CONTACTS = [
  { icon: IconMail, title: 'Email', value: SUPPORT_EMAIL, href: `mailto:${SUPPORT_EMAIL}` },
  { icon: IconPhone, title: 'Phone', value: COMPANY.phone, href: COMPANY.phoneHref },
  { icon: IconBrandInstagram, title: 'Social', value: '@sewamudah.my', href: 'https://www.instagram.com/sewamudah.my' },
  {
    icon: IconMapPin,
    title: 'Address',
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
  return (
    <Container size="lg" py="xl">
      <PageHeader title="About Us" description="Welcome to SewaMudah — renting made easy." />
      <Stack gap={48}>
        <section aria-labelledby="company-heading">
          <Title order={2} id="company-heading" mb="sm">
            Who we are
          </Title>
          <Stack gap="sm" maw={760}>
            <Text>
              SewaMudah is an online platform that simplifies the house rental process in Malaysia. We started in 2023
              in Kuala Lumpur after seeing how much time tenants lost to unanswered calls, unclear deposits and paper
              agreements passed back and forth.
            </Text>
            <Text>
              Today, tenants find a unit or a room, apply, sign their tenancy agreement and pay their deposit without
              leaving home — and once they move in, rent, receipts and maintenance requests all live in one dashboard.
              Our team manages every listed property, so you always deal with people who can actually help.
            </Text>
          </Stack>
        </section>

        <section aria-labelledby="values-heading">
          <Title order={2} id="values-heading" mb="lg">
            Our core values
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {VALUES.map(({ icon: Icon, title, text }) => (
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
        </section>

        <section aria-labelledby="team-heading">
          <Title order={2} id="team-heading" mb="lg">
            Meet the team
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
                    {member.role}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {member.bio}
                  </Text>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </section>

        <section id="contact" aria-labelledby="contact-heading">
          <Title order={2} id="contact-heading" mb="lg">
            Contact us
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
            {CONTACTS.map(({ icon: Icon, title, value, href }) => (
              <Card key={title} withBorder radius="md" padding="lg">
                <ThemeIcon size={40} radius="xl" variant="light">
                  <Icon size={20} aria-hidden />
                </ThemeIcon>
                <Text fw={600} mt="sm">
                  {title}
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
