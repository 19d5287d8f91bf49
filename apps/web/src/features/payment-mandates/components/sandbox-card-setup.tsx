/**
 * The sandbox's card fields for saving a card (test mode): number, expiry and CVC, checked like the payment form's,
 * saved at the sandbox's mandate simulator (the stand-in for Stripe.js confirmCardSetup).
 */
import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { cardDigits, isExpiryInFuture, isLuhnValid } from '@sewamudah/shared';
import { useImperativeHandle, type Ref } from 'react';
import { getErrorMessage } from '@/lib/api-error';
import { t, useT } from '@/lib/i18n';
import { useSandboxSaveCardMutation } from '../api';
import type { CardSetupHandle } from './card-setup-handle';

const formatNumber = (value: string) =>
  cardDigits(value)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
const formatExpiry = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
};
const parseExpiry = (value: string) => {
  const match = value.replace(/\s/g, '').match(/^(\d{2})\/?(\d{2})$/);
  const month = Number(match?.[1]);
  return match && month >= 1 && month <= 12 ? { month, year: Number(match[2]) } : null;
};

export function SandboxCardSetup({
  handleRef,
  disabled,
}: {
  handleRef: Ref<CardSetupHandle | null>;
  disabled: boolean;
}) {
  const tr = useT();
  const [saveCard] = useSandboxSaveCardMutation();
  const form = useForm({
    mode: 'controlled',
    initialValues: { number: '', expiry: '', cvc: '' },
    validate: {
      number: (v) => (isLuhnValid(v) ? null : t('pay.card.numberInvalid')),
      expiry: (v) => {
        const parsed = parseExpiry(v);
        if (!parsed) return t('pay.card.expiryInvalid');
        return isExpiryInFuture(parsed.month, parsed.year) ? null : t('pay.card.expiryPast');
      },
      cvc: (v) => (/^\d{3,4}$/.test(v) ? null : t('pay.card.cvcInvalid')),
    },
  });

  useImperativeHandle(
    handleRef,
    (): CardSetupHandle => ({
      validate: () => !form.validate().hasErrors,
      async save(setup) {
        const { number, expiry, cvc } = form.getValues();
        const parsed = parseExpiry(expiry)!;
        try {
          const result = await saveCard({
            id: setup.setupIntentId,
            clientSecret: setup.clientSecret,
            card: { number: cardDigits(number), expMonth: parsed.month, expYear: parsed.year, cvc },
          }).unwrap();
          return result.status === 'succeeded'
            ? null
            : (result.lastSetupError?.message ?? t('pay.form.paymentNotSucceeded'));
        } catch (error) {
          return getErrorMessage(error, t('pay.form.paymentNotSucceeded'));
        }
      },
    }),
    [form, saveCard],
  );

  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        {tr('pay.card.testCard')}
      </Text>
      <TextInput
        label={tr('pay.card.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        disabled={disabled}
        {...form.getInputProps('number')}
        onChange={(e) => form.setFieldValue('number', formatNumber(e.currentTarget.value))}
      />
      <SimpleGrid cols={2}>
        <TextInput
          label={tr('pay.card.expiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={tr('pay.card.expiryPlaceholder')}
          disabled={disabled}
          {...form.getInputProps('expiry')}
          onChange={(e) => form.setFieldValue('expiry', formatExpiry(e.currentTarget.value))}
        />
        <TextInput
          label={tr('pay.card.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          disabled={disabled}
          {...form.getInputProps('cvc')}
        />
      </SimpleGrid>
    </Stack>
  );
}
