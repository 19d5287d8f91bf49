import { TextInput, type TextInputProps } from '@mantine/core';
import type { MoneyText } from '@/lib/money-text';

interface MoneyInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  value?: MoneyText | undefined;
  onChange?: ((value: string) => void) | undefined;
}

/**
 * A ringgit amount that is never rewritten: no stripping of `-`, `.` or `e`, no clamping on blur. Validation (the
 * shared schema, with the server's messages) shows the error and leaves the text as typed.
 */
export function MoneyInput({ value, onChange, ...props }: MoneyInputProps) {
  return (
    <TextInput
      leftSection="RM"
      leftSectionWidth={40}
      inputMode="numeric"
      autoComplete="off"
      {...props}
      value={String(value ?? '')}
      onChange={(event) => onChange?.(event.currentTarget.value)}
    />
  );
}
