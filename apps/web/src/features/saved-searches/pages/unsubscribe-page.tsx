/**
 * The alert e-mails' unsubscribe link (issue 28 §5, `/saved-searches/unsubscribe?token=`): no login; it names the
 * search and stops its alerts with one click (the GET changes nothing, so a mail scanner opening it stops nothing).
 */
import { Alert, Anchor, Button, Card, Container, Loader, Stack, Text } from '@mantine/core';
import { IconBellOff, IconCircleCheck } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import texts from 'virtual:i18n-area/savedSearchUnsubscribe';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { getErrorMessage } from '@/lib/api-error';
import { registerArea, useT } from '@/lib/i18n';
import { useGetUnsubscribeQuery, useUnsubscribeMutation } from '../api';

registerArea(texts);

export function UnsubscribePage() {
  usePageTitle('Saved Searches');
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { data, isLoading, error } = useGetUnsubscribeQuery(token, { skip: !token });
  const [unsubscribe, { data: done, isLoading: stopping, error: failed }] = useUnsubscribeMutation();
  const manage = (
    <Anchor component={Link} to={paths.savedSearches()}>
      {t('savedSearchUnsubscribe.manage')}
    </Anchor>
  );

  let content;
  if (!token) content = <Alert color="red">{t('savedSearchUnsubscribe.missing')}</Alert>;
  else if (isLoading) content = <Loader aria-label={t('ui.loading')} />;
  else if (error || !data) content = <Alert color="red">{getErrorMessage(error, t('generic.unexpected'))}</Alert>;
  else if (done) {
    content = (
      <Alert color="teal" icon={<IconCircleCheck aria-hidden />} role="status">
        {done.message}
      </Alert>
    );
  } else if (!data.alerts) {
    content = <Alert color="gray">{t('savedSearchUnsubscribe.alreadyOff', { name: data.name })}</Alert>;
  } else {
    content = (
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md" align="flex-start">
          <Text>{t('savedSearchUnsubscribe.question', { name: data.name })}</Text>
          {failed ? <Alert color="red">{getErrorMessage(failed, t('generic.unexpected'))}</Alert> : null}
          <Button
            color="red"
            leftSection={<IconBellOff size={16} aria-hidden />}
            loading={stopping}
            onClick={() => void unsubscribe(token)}
          >
            {t('savedSearchUnsubscribe.confirm')}
          </Button>
        </Stack>
      </Card>
    );
  }

  return (
    <Container size="sm" py="xl">
      <PageHeader title={t('savedSearchUnsubscribe.title')} />
      <Stack gap="md">
        {content}
        <Text size="sm">{manage}</Text>
      </Stack>
    </Container>
  );
}
