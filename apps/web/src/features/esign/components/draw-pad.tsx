/**
 * A signature drawn with a finger, pen or mouse (signature_pad: smooth strokes, pointer events, no scrolling while
 * drawing). The canvas follows its box's width; resizing clears it, as a stretched drawing would distort.
 */
import { Box, Button, Group, Text } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import SignaturePad from 'signature_pad';
import { useT } from '@/lib/i18n';

export interface DrawPadHandle {
  /** The drawing as a PNG data URL, or null while empty. */
  toPng: () => string | null;
}

interface DrawPadProps {
  handleRef: Ref<DrawPadHandle | null>;
  onChange: (isEmpty: boolean) => void;
  disabled?: boolean;
  error?: string | null;
}

const HEIGHT = 180;
// The exported PNG stays well inside the server's bounds (at most 1200 × 360 pixels).
const MAX_RATIO = 2;

export function DrawPad({ handleRef, onChange, disabled = false, error }: DrawPadProps) {
  const t = useT();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: '#1a237e', minWidth: 0.8, maxWidth: 2.6 });
    padRef.current = pad;
    const fit = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, MAX_RATIO);
      const width = canvas.offsetWidth;
      if (!width || canvas.width === Math.round(width * ratio)) return;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(HEIGHT * ratio);
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      onChangeRef.current(true);
    };
    const ended = () => onChangeRef.current(pad.isEmpty());
    fit();
    pad.addEventListener('endStroke', ended);
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', ended);
      pad.off();
      padRef.current = null;
    };
  }, []);

  const wasDisabled = useRef(false);
  useEffect(() => {
    const pad = padRef.current;
    if (!pad || disabled === wasDisabled.current) return;
    wasDisabled.current = disabled;
    if (disabled) pad.off();
    else pad.on();
  }, [disabled]);

  useImperativeHandle(handleRef, () => ({
    toPng: () => (padRef.current && !padRef.current.isEmpty() ? padRef.current.toDataURL('image/png') : null),
  }));

  const clear = () => {
    padRef.current?.clear();
    onChange(true);
  };

  return (
    <div>
      <Box
        maw={600}
        style={{
          border: `1px ${error ? 'solid var(--mantine-color-error)' : 'dashed var(--mantine-color-default-border)'}`,
          borderRadius: 'var(--mantine-radius-sm)',
          background: 'var(--mantine-color-white)',
        }}
      >
        <canvas
          ref={canvasRef}
          data-testid="signature-canvas"
          role="img"
          aria-label={t('esignUi.drawPad')}
          style={{ display: 'block', width: '100%', height: HEIGHT, cursor: disabled ? 'default' : 'crosshair' }}
        />
      </Box>
      <Group justify="space-between" mt={4} maw={600} wrap="nowrap">
        <Text size="xs" c={error ? 'red.8' : 'dimmed'} role={error ? 'alert' : undefined}>
          {error ?? t('esignUi.signInside')}
        </Text>
        <Button
          variant="subtle"
          size="compact-xs"
          leftSection={<IconEraser size={14} aria-hidden />}
          onClick={clear}
          disabled={disabled}
        >
          {t('esignUi.clear')}
        </Button>
      </Group>
    </div>
  );
}
