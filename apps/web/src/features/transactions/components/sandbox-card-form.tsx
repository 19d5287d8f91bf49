/**
 * The card part of the sandbox's payment form (test mode): card number, expiry and CVC with Luhn and
 * expiry checks, confirmation against the sandbox and its 3-D Secure step in a modal.
 */
import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { cardDigits, formatRM, isExpiryInFuture, isLuhnValid, type SandboxPaymentIntent } from '@sewamudah/shared';
import { IconShieldLock } from '@tabler/icons-react';
import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import { getErrorMessage } from '@/lib/api-error';
import { t as translate, useT } from '@/lib/i18n';
import { useSandboxAuthenticateMutation, useSandboxConfirmMutation } from '../api';
import type { IntentToConfirm, PaymentConfirmResult, PaymentHandle } from './payment-handle';
import { paymentErrorText } from './payment-texts';

/** What one method's part of a payment form offers (the form adds which method is chosen). */
export type MethodHandle = Omit<PaymentHandle, 'method'>;

interface SandboxCardFormProps {
  handleRef: Ref<MethodHandle | null>;
  disabled?: boolean;
}

const formatCardNumber = (value: string) =>
  cardDigits(value)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

function parseExpiry(value: string): { month: number; year: number } | null {
  const match = value.replace(/\s/g, '').match(/^(\d{2})\/?(\d{2})$/);
  if (!match) return null;
  const month = Number(match[1]);
  return month >= 1 && month <= 12 ? { month, year: Number(match[2]) } : null;
}

const toResult = (pi: SandboxPaymentIntent): PaymentConfirmResult => ({
  kind: 'done',
  status: pi.status,
  errorMessage: paymentErrorText(pi.lastPaymentError?.message),
});

export function SandboxCardForm({ handleRef, disabled = false }: SandboxCardFormProps) {
  const [confirmCard] = useSandboxConfirmMutation();
  const [authenticate] = useSandboxAuthenticateMutation();
  const [challenge, setChallenge] = useState<{ amount: number } | null>(null);
  const answer = useRef<((outcome: 'complete' | 'fail') => void) | null>(null);
  const t = useT();

  const form = useForm({
    mode: 'controlled',
    initialValues: { number: '', expiry: '', cvc: '' },
    validate: {
      number: (v) => (isLuhnValid(v) ? null : translate('pay.card.numberInvalid')),
      expiry: (v) => {
        const parsed = parseExpiry(v);
        if (!parsed) return translate('pay.card.expiryInvalid');
        return isExpiryInFuture(parsed.month, parsed.year) ? null : translate('pay.card.expiryPast');
      },
      cvc: (v) => (/^\d{3,4}$/.test(v) ? null : translate('pay.card.cvcInvalid')),
    },
  });

  useImperativeHandle(
    handleRef,
    (): MethodHandle => ({
      async validate() {
        return !form.validate().hasErrors;
      },
      async confirm(intent: IntentToConfirm) {
        if (form.validate().hasErrors) return { kind: 'invalid' };
        const { number, expiry, cvc } = form.getValues();
        const parsed = parseExpiry(expiry)!;
        try {
          const pi = await confirmCard({
            id: intent.paymentIntentId,
            clientSecret: intent.clientSecret,
            card: { number: cardDigits(number), expMonth: parsed.month, expYear: parsed.year, cvc },
          }).unwrap();
          return toResult(pi);
        } catch (error) {
          return {
            kind: 'done',
            status: null,
            errorMessage: getErrorMessage(error, translate('pay.form.paymentNotSucceeded')),
          };
        }
      },
      async handleNextAction(intent: IntentToConfirm) {
        const outcome = await new Promise<'complete' | 'fail'>((resolve) => {
          answer.current = resolve;
          setChallenge({ amount: intent.amount });
        });
        try {
          const pi = await authenticate({
            id: intent.paymentIntentId,
            clientSecret: intent.clientSecret,
            outcome,
          }).unwrap();
          return toResult(pi);
        } catch (error) {
          return { kind: 'done', status: null, errorMessage: getErrorMessage(error, translate('pay.card.authFailed')) };
        } finally {
          setChallenge(null);
        }
      },
    }),
    [form, confirmCard, authenticate],
  );

  const respond = (outcome: 'complete' | 'fail') => {
    answer.current?.(outcome);
    answer.current = null;
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('pay.card.testCard')}
      </Text>
      <TextInput
        label={t('pay.card.number')}
        placeholder="1234 1234 1234 1234"
        inputMode="numeric"
        autoComplete="cc-number"
        disabled={disabled}
        {...form.getInputProps('number')}
        onChange={(e) => form.setFieldValue('number', formatCardNumber(e.currentTarget.value))}
      />
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          label={t('pay.card.expiry')}
          placeholder={t('pay.card.expiryPlaceholder')}
          inputMode="numeric"
          autoComplete="cc-exp"
          disabled={disabled}
          {...form.getInputProps('expiry')}
          onChange={(e) => form.setFieldValue('expiry', formatExpiry(e.currentTarget.value))}
        />
        <TextInput
          label={t('pay.card.cvc')}
          placeholder="123"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          disabled={disabled}
          {...form.getInputProps('cvc')}
          onChange={(e) => form.setFieldValue('cvc', e.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
        />
      </SimpleGrid>
      <Modal
        opened={challenge !== null}
        onClose={() => respond('fail')}
        title={t('pay.card.authTitle')}
        closeButtonProps={{ 'aria-label': t('pay.close') }}
        centered
        closeOnClickOutside={false}
      >
        <Stack gap="md">
          <Group gap="xs" wrap="nowrap">
            <IconShieldLock size={28} aria-hidden />
            <Text size="sm">{t('pay.card.authText', { amount: formatRM(challenge?.amount ?? 0) })}</Text>
          </Group>
          <Group justify="flex-end">
            <Button variant="default" color="red" onClick={() => respond('fail')}>
              {t('pay.card.failAuth')}
            </Button>
            <Button onClick={() => respond('complete')}>{t('pay.card.completeAuth')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
