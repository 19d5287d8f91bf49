/**
 * The profile's WhatsApp opt-in (issue 24 §5, ADR 29): the number is confirmed in E.164 by the server, which also
 * renders the consent text in the language on screen; agreeing sends that exact text back, and the server records it
 * with the time. Once on, the number, the date and the agreed text show with a switch-off (asked first). A STOP reply
 * on WhatsApp ends it too, and the section says so.
 */
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatDate, type WhatsappPreview } from '@sewamudah/shared';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { getErrorMessage, notifyError, notifySuccess } from '@/lib/notify';
import { RichText, useLanguage, useT } from '@/lib/i18n';
import {
  useGetWhatsappOptInQuery,
  useOptInWhatsappMutation,
  useOptOutWhatsappMutation,
  usePreviewWhatsappOptInMutation,
} from '../api';

const dayOf = (iso: string) => formatDate(iso.slice(0, 10));

/** The consent text as shown (and as recorded), set apart from the screen's own words. */
function ConsentText({ text, language }: { text: string; language: string }) {
  return (
    <Paper
      withBorder
      p="sm"
      mt={4}
      radius="sm"
      lang={language}
      style={{ borderInlineStart: '4px solid var(--mantine-color-green-6)' }}
    >
      <Text size="sm">{text}</Text>
    </Paper>
  );
}

export function WhatsappOptIn() {
  const t = useT();
  const language = useLanguage();
  const { data: state, isLoading } = useGetWhatsappOptInQuery();
  const [previewNumber, { isLoading: previewing }] = usePreviewWhatsappOptInMutation();
  const [optIn, { isLoading: saving }] = useOptInWhatsappMutation();
  const [optOut] = useOptOutWhatsappMutation();
  const [phone, setPhone] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [preview, setPreview] = useState<WhatsappPreview | null>(null);

  if (isLoading || !state) return <Skeleton height={120} />;
  const typed = phone ?? state.profilePhone;
  // The text must be shown in the language on screen: a language switch asks for it again.
  const shown = preview && preview.language === language ? preview : null;

  const showConsent = async () => {
    setPhoneError(null);
    try {
      setPreview(await previewNumber({ phone: typed, language }).unwrap());
    } catch (error) {
      setPhoneError(getErrorMessage(error, t('generic.unexpected')));
    }
  };

  const agree = async (consent: WhatsappPreview) => {
    try {
      await optIn({ phone: consent.phone, language: consent.language, text: consent.text }).unwrap();
      setPreview(null);
      notifySuccess(t('whatsappUi.switchedOn'));
    } catch (error) {
      notifyError(getErrorMessage(error, t('generic.unexpected')));
    }
  };

  const switchOff = async () => {
    try {
      await optOut().unwrap();
      notifySuccess(t('whatsappUi.switchedOff'));
    } catch (error) {
      notifyError(getErrorMessage(error, t('generic.unexpected')));
    }
  };

  let body;
  if (!state.available) {
    body = <Text size="sm">{t('whatsappUi.unavailable')}</Text>;
  } else if (state.optIn) {
    const current = state.optIn;
    body = (
      <Stack gap="sm" data-testid="whatsapp-on">
        <Text size="sm">
          <RichText
            id="whatsappUi.onSince"
            values={{ phone: current.phoneDisplay, date: dayOf(current.optedInAt), b: (parts) => <b>{parts}</b> }}
          />
        </Text>
        <div>
          <Text size="xs" fw={600} c="dimmed">
            {t('whatsappUi.agreedTo')}
          </Text>
          <ConsentText text={current.text} language={current.language} />
        </div>
        <Group>
          <ConfirmAction
            label={t('whatsappUi.switchOff')}
            title={t('whatsappUi.switchOff')}
            message={t('whatsappUi.switchOffConfirm', { phone: current.phoneDisplay })}
            confirmLabel={t('whatsappUi.switchOff')}
            onConfirm={switchOff}
            buttonProps={{ variant: 'light' }}
          />
        </Group>
      </Stack>
    );
  } else if (shown) {
    body = (
      <Stack gap="sm" data-testid="whatsapp-consent">
        <Text size="sm" fw={600}>
          {t('whatsappUi.confirmTitle')}
        </Text>
        <ConsentText text={shown.text} language={shown.language} />
        <Group gap="sm">
          <Button
            onClick={() => void agree(shown)}
            loading={saving}
            leftSection={<IconBrandWhatsapp size={18} />}
            h="auto"
            py={8}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
          >
            {t('whatsappUi.agree')}
          </Button>
          <Button variant="subtle" onClick={() => setPreview(null)}>
            {t('whatsappUi.changeNumber')}
          </Button>
        </Group>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="sm">
        {state.lastEnded?.by === 'stop' ? (
          <Alert color="yellow" variant="light">
            {t('whatsappUi.stopped', { date: dayOf(state.lastEnded.at) })}
          </Alert>
        ) : null}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void showConsent();
          }}
          noValidate
        >
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('whatsappUi.phoneLabel')}
              description={t('whatsappUi.phoneHint')}
              value={typed}
              onChange={(event) => setPhone(event.currentTarget.value)}
              error={phoneError}
              inputMode="tel"
              autoComplete="tel"
              style={{ flex: '1 1 220px' }}
            />
            <Button type="submit" loading={previewing}>
              {t('whatsappUi.continue')}
            </Button>
          </Group>
        </form>
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={720} mt="lg" data-testid="whatsapp-opt-in">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg">
            {t('whatsappUi.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('whatsappUi.intro')}
          </Text>
        </div>
        {body}
      </Stack>
    </Paper>
  );
}
