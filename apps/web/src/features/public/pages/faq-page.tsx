import { Accordion, Anchor, Container, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconCalendarCheck, IconFileCheck, IconHomeSearch, IconKey, IconSend } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths, SUPPORT_EMAIL } from '@/config/paths';
import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/hooks/use-page-title';

const STEPS = [
  {
    icon: IconHomeSearch,
    title: 'Discover a property',
    text: 'Browse the listings, filter by area, type and budget, and open a property to see its photos, rooms, rent and deposit.',
  },
  {
    icon: IconSend,
    title: 'Apply online',
    text: 'Register, then apply with your preferred move-in date and stay length. Keep your personal and employment details and supporting documents (IC or passport, latest payslips) ready in case we ask for them.',
  },
  {
    icon: IconFileCheck,
    title: 'Get approved',
    text: 'Our team reviews every application, usually within two working days. Your application moves from Submitted to Approved or Declined, and we e-mail you either way.',
  },
  {
    icon: IconCalendarCheck,
    title: 'Sign and pay',
    text: 'Download your digital tenancy agreement, sign it, upload it back and pay the deposit plus the first month’s rent by card. Your move-in package follows by e-mail.',
  },
  {
    icon: IconKey,
    title: 'Move in and live easy',
    text: 'Collect your keys on your start date. From then on, pay your monthly rent and submit maintenance requests right from your SewaMudah dashboard.',
  },
] as const;

const QUESTIONS = [
  {
    q: 'How much do I pay before moving in?',
    a: 'The security deposit shown on the listing plus your first month’s rent, paid together by card when you sign. There are no agent fees or booking fees on SewaMudah.',
  },
  {
    q: 'Is my deposit refundable?',
    a: 'Yes. Your deposit is returned at the end of your tenancy, less any amount needed for unpaid rent or damage beyond normal wear and tear, as set out in your tenancy agreement.',
  },
  {
    q: 'Can I apply for more than one property?',
    a: 'You can apply for different properties, one application per property at a time. Once an application is accepted or you have an active rental, new applications are paused until that tenancy ends.',
  },
  {
    q: 'How long can I rent for?',
    a: 'Choose a stay of 3, 4, 6, 8 or 12 months when you apply. Your end date is calculated from your move-in date and shown before you submit.',
  },
  {
    q: 'How do I pay my monthly rent?',
    a: 'Each month’s rent appears under Payment in your dashboard ahead of its due date, with an e-mail reminder. Pay it by card in a few clicks and download the receipt whenever you need it.',
  },
] as const;

/** FAQ (public): the five-step how-it-works timeline (#how-it-works) and five common questions. */
export function FaqPage() {
  usePageTitle('FAQ');
  return (
    <Container size="md" py="xl">
      <PageHeader
        title="Frequently Asked Questions"
        description="Everything you need to know about renting with SewaMudah, from your first search to moving in."
      />
      <Stack gap={48}>
        <section id="how-it-works" aria-labelledby="how-it-works-heading">
          <Title order={2} id="how-it-works-heading" mb="lg">
            How it works
          </Title>
          <Timeline active={STEPS.length - 1} bulletSize={36} lineWidth={2}>
            {STEPS.map(({ icon: Icon, title, text }, index) => (
              <Timeline.Item key={title} bullet={<Icon size={18} aria-hidden />} title={`${index + 1}. ${title}`}>
                <Text c="dimmed" size="sm" mt={4}>
                  {text}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        </section>
        <section id="questions" aria-labelledby="questions-heading">
          <Title order={2} id="questions-heading" mb="lg">
            Common questions
          </Title>
          <Accordion variant="separated" radius="md">
            {QUESTIONS.map(({ q, a }) => (
              <Accordion.Item key={q} value={q}>
                <Accordion.Control>{q}</Accordion.Control>
                <Accordion.Panel>
                  <Text size="sm">{a}</Text>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
          <Text size="sm" c="dimmed" mt="lg">
            Still unsure? E-mail <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor> or{' '}
            <Anchor component={Link} to={paths.aboutUsContact()}>
              contact us
            </Anchor>
            .
          </Text>
        </section>
      </Stack>
    </Container>
  );
}
