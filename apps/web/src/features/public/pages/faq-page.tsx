import { Accordion, Anchor, Container, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconCalendarCheck, IconFileCheck, IconHomeSearch, IconKey, IconSend } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@sewamudah/shared';
import { paths, SUPPORT_EMAIL } from '@/config/paths';
import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/hooks/use-page-title';
import { registerArea, RichText, useT } from '@/lib/i18n';
import content from 'virtual:i18n-area/content';

// This page's texts (both languages) ride in its own chunk, not in every page's catalogue.
registerArea(content);

const STEPS = [
  { icon: IconHomeSearch, id: 'discover' },
  { icon: IconSend, id: 'apply' },
  { icon: IconFileCheck, id: 'approved' },
  { icon: IconCalendarCheck, id: 'signAndPay' },
  { icon: IconKey, id: 'moveIn' },
] as const;

const QUESTIONS = ['payBefore', 'refundable', 'several', 'howLong', 'monthly'] as const;

/** FAQ (public): the five-step how-it-works timeline (#how-it-works) and five common questions. */
export function FaqPage() {
  usePageTitle('FAQ');
  const t = useT();
  return (
    <Container size="md" py="xl">
      <PageHeader title={t('faq.title')} description={t('faq.description', { product: PRODUCT_NAME })} />
      <Stack gap={48}>
        <section id="how-it-works" aria-labelledby="how-it-works-heading">
          <Title order={2} id="how-it-works-heading" mb="lg">
            {t('faq.howItWorks')}
          </Title>
          <Timeline active={STEPS.length - 1} bulletSize={36} lineWidth={2}>
            {STEPS.map(({ icon: Icon, id }, index) => (
              <Timeline.Item
                key={id}
                bullet={<Icon size={18} aria-hidden />}
                title={t('faq.stepTitle', { number: index + 1, title: t(`faq.steps.${id}.title`) })}
              >
                <Text c="dimmed" size="sm" mt={4}>
                  {t(`faq.steps.${id}.text`, { product: PRODUCT_NAME })}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        </section>
        <section id="questions" aria-labelledby="questions-heading">
          <Title order={2} id="questions-heading" mb="lg">
            {t('faq.commonQuestions')}
          </Title>
          <Accordion variant="separated" radius="md">
            {QUESTIONS.map((id) => (
              <Accordion.Item key={id} value={id}>
                <Accordion.Control>{t(`faq.questions.${id}.q`)}</Accordion.Control>
                <Accordion.Panel>
                  <Text size="sm">{t(`faq.questions.${id}.a`, { product: PRODUCT_NAME })}</Text>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
          <Text size="sm" c="dimmed" mt="lg">
            <RichText
              id="faq.stillUnsure"
              values={{
                email: SUPPORT_EMAIL,
                mail: (parts) => <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{parts}</Anchor>,
                contact: (parts) => (
                  <Anchor component={Link} to={paths.aboutUsContact()}>
                    {parts}
                  </Anchor>
                ),
              }}
            />
          </Text>
        </section>
      </Stack>
    </Container>
  );
}
