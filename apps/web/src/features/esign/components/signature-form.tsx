/**
 * The one signing form, for the tenant on Sign & Pay and the admin countersigning: draw or type a signature,
 * confirm intent, submit. It checks what the server checks (a drawing, a name, the agreement) before sending.
 */
import { Alert, Button, Checkbox, SegmentedControl, Stack } from '@mantine/core';
import { IconPencil, IconSignature } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useT } from '@/lib/i18n';
import { DrawPad, type DrawPadHandle } from './draw-pad';
import { TypedSignature, type TypedStyle } from './typed-signature';

export type SignatureInput =
  | { method: 'drawn'; signatureImage: string; agree: true }
  | { method: 'typed'; typedName: string; typedStyle: TypedStyle; agree: true };

interface SignatureFormProps {
  /** Prefills the typed name. */
  signerName: string;
  /** The intent statement beside the checkbox, e.g. "I have read and agree to this tenancy agreement…". */
  agreeLabel: string;
  submitLabel: string;
  onSubmit: (input: SignatureInput) => Promise<void> | void;
  loading?: boolean;
  /** A reason the server gave, shown above the button. */
  error?: string | null;
}

export function SignatureForm({ signerName, agreeLabel, submitLabel, onSubmit, loading, error }: SignatureFormProps) {
  const [method, setMethod] = useState<'drawn' | 'typed'>('drawn');
  const [drawnEmpty, setDrawnEmpty] = useState(true);
  const [typedName, setTypedName] = useState(signerName);
  const [typedStyle, setTypedStyle] = useState<TypedStyle>('script');
  const [agree, setAgree] = useState(false);
  const [tried, setTried] = useState(false);
  const pad = useRef<DrawPadHandle | null>(null);
  const t = useT();

  const drawError = tried && method === 'drawn' && drawnEmpty ? t('esignUi.drawRequired') : null;
  const nameError = tried && method === 'typed' && !typedName.trim() ? t('esignUi.nameRequired') : null;
  const agreeError = tried && !agree ? t('esignUi.agreeRequired') : null;

  const submit = () => {
    setTried(true);
    if (!agree) return;
    if (method === 'drawn') {
      const image = pad.current?.toPng();
      if (drawnEmpty || !image) return;
      void onSubmit({ method, signatureImage: image, agree: true });
    } else {
      if (!typedName.trim()) return;
      void onSubmit({ method, typedName: typedName.trim(), typedStyle, agree: true });
    }
  };

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('esignUi.howToSign')}
        value={method}
        onChange={(v) => setMethod(v as 'drawn' | 'typed')}
        data={[
          { value: 'drawn', label: t('esignUi.draw') },
          { value: 'typed', label: t('esignUi.type') },
        ]}
        disabled={loading}
        maw={600}
      />
      {/* Both stay mounted so switching back keeps what was drawn or typed. */}
      <div hidden={method !== 'drawn'}>
        <DrawPad handleRef={pad} onChange={setDrawnEmpty} disabled={loading} error={drawError} />
      </div>
      <div hidden={method !== 'typed'}>
        <TypedSignature
          name={typedName}
          style={typedStyle}
          onNameChange={setTypedName}
          onStyleChange={setTypedStyle}
          disabled={loading}
          error={nameError}
        />
      </div>
      <Checkbox
        label={agreeLabel}
        checked={agree}
        onChange={(e) => setAgree(e.currentTarget.checked)}
        error={agreeError}
        disabled={loading}
        maw={600}
      />
      {error ? (
        <Alert color="red" role="alert" maw={600}>
          {error}
        </Alert>
      ) : null}
      <div>
        <Button
          onClick={submit}
          loading={loading}
          leftSection={
            method === 'drawn' ? <IconSignature size={16} aria-hidden /> : <IconPencil size={16} aria-hidden />
          }
        >
          {submitLabel}
        </Button>
      </div>
    </Stack>
  );
}
