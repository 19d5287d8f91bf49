/** A signature typed as the signer's name and shown in a chosen style; the script face is self-hosted. */
import '@fontsource/dancing-script/400.css';
import { Box, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { TYPED_SIGNATURE_STYLES } from '@sewamudah/shared';
import { useT, type MessageKey } from '@/lib/i18n';

export type TypedStyle = (typeof TYPED_SIGNATURE_STYLES)[number];

const FONTS: Record<TypedStyle, { label: MessageKey; fontFamily: string; fontStyle?: 'italic' }> = {
  script: { label: 'esignUi.styles.script', fontFamily: "'Dancing Script', cursive" },
  formal: { label: 'esignUi.styles.formal', fontFamily: "Georgia, 'Times New Roman', serif", fontStyle: 'italic' },
  plain: { label: 'esignUi.styles.plain', fontFamily: 'var(--mantine-font-family)' },
};

interface TypedSignatureProps {
  name: string;
  style: TypedStyle;
  onNameChange: (name: string) => void;
  onStyleChange: (style: TypedStyle) => void;
  disabled?: boolean;
  error?: string | null;
}

export function TypedSignature({ name, style, onNameChange, onStyleChange, disabled, error }: TypedSignatureProps) {
  const t = useT();
  const font = FONTS[style];
  return (
    <Stack gap="xs" maw={600}>
      <TextInput
        label={t('esignUi.typeName')}
        value={name}
        onChange={(e) => onNameChange(e.currentTarget.value)}
        maxLength={100}
        autoComplete="name"
        error={error}
        disabled={disabled}
      />
      <SegmentedControl
        aria-label={t('esignUi.signatureStyle')}
        value={style}
        onChange={(v) => onStyleChange(v as TypedStyle)}
        data={TYPED_SIGNATURE_STYLES.map((s) => ({ value: s, label: t(FONTS[s].label) }))}
        disabled={disabled}
      />
      <Box
        aria-label={t('esignUi.signaturePreview')}
        role="img"
        px="md"
        py="xs"
        mih={72}
        style={{
          border: '1px dashed var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-sm)',
          background: 'var(--mantine-color-white)',
          display: 'flex',
          alignItems: 'center',
          overflow: 'hidden',
        }}
      >
        <Text
          c="indigo.9"
          fz={style === 'script' ? 36 : 26}
          lh={1.2}
          style={{ fontFamily: font.fontFamily, fontStyle: font.fontStyle, overflowWrap: 'anywhere' }}
        >
          {name.trim() || ' '}
        </Text>
      </Box>
    </Stack>
  );
}
