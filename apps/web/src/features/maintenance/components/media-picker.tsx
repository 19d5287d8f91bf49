import { Button, CloseButton, Group, Input, Text } from '@mantine/core';
import { IconCamera, IconVideo } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import { useT } from '@/lib/i18n';

interface MediaPickerProps {
  kind: 'photo' | 'video';
  label: string;
  buttonLabel: string;
  max: number;
  files: readonly File[];
  onChange: (files: File[]) => void;
}

/**
 * Photos or a video from the phone's camera (issue 26: `accept` + `capture` open the camera on a phone, a file
 * chooser elsewhere). The server judges the files by content; this only keeps the count within the limit.
 */
export function MediaPicker({ kind, label, buttonLabel, max, files, onChange }: MediaPickerProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const add = (list: FileList | null) => {
    if (!list) return;
    onChange([...files, ...Array.from(list)].slice(0, max));
    if (input.current) input.current.value = '';
  };
  return (
    <Input.Wrapper label={label} id={id}>
      <input
        ref={input}
        id={id}
        type="file"
        hidden
        accept={kind === 'photo' ? 'image/*' : 'video/mp4,video/webm'}
        capture="environment"
        multiple={kind === 'photo'}
        data-testid={`${kind}-input`}
        onChange={(e) => add(e.currentTarget.files)}
      />
      <Group gap="xs" mt={4}>
        <Button
          variant="default"
          size="sm"
          leftSection={kind === 'photo' ? <IconCamera size={16} aria-hidden /> : <IconVideo size={16} aria-hidden />}
          disabled={files.length >= max}
          onClick={() => input.current?.click()}
        >
          {buttonLabel}
        </Button>
      </Group>
      {files.map((file, i) => (
        <Group key={`${file.name}-${i}`} gap={4} wrap="nowrap" mt={4}>
          <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
            {file.name}
          </Text>
          <CloseButton
            size="sm"
            aria-label={t('maintenanceUi.removeFile', { name: file.name })}
            onClick={() => onChange(files.filter((_, j) => j !== i))}
          />
        </Group>
      ))}
    </Input.Wrapper>
  );
}
