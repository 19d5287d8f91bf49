import { ActionIcon, Badge, Box, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhoto, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES, MAX_IMAGES_PER_PROPERTY } from '@sewamudah/shared';
import { useEffect, useMemo, useState } from 'react';
import { useT, type MessageKey, type MessageValues } from '@/lib/i18n';
import type { ExistingImage } from './form-values';

interface ImagePickerProps {
  existing: ExistingImage[];
  removed: string[];
  onToggleRemoved: (url: string) => void;
  files: File[];
  onFilesChange: (files: File[]) => void;
}

const MAX_MB = MAX_IMAGE_BYTES / (1024 * 1024);

function Thumb({
  src,
  label,
  onRemove,
  marked,
}: {
  src: string;
  label: string;
  onRemove: () => void;
  marked?: boolean;
}) {
  const t = useT();
  return (
    <Box pos="relative" style={{ opacity: marked ? 0.35 : 1 }}>
      <Image src={src} alt={label} h={90} radius="sm" fit="cover" />
      {marked ? (
        <Badge color="red" size="xs" pos="absolute" bottom={6} left={6}>
          {t('propertyForm.images.willBeRemoved')}
        </Badge>
      ) : null}
      <ActionIcon
        size="sm"
        color={marked ? 'gray' : 'red'}
        variant="filled"
        pos="absolute"
        top={4}
        right={4}
        aria-label={t(marked ? 'propertyForm.images.keep' : 'propertyForm.images.remove', { label })}
        onClick={onRemove}
      >
        {marked ? <IconUpload size={12} aria-hidden /> : <IconTrash size={12} aria-hidden />}
      </ActionIcon>
    </Box>
  );
}

/** Photos: png/jpeg/jpg, several at once, previewed before upload; existing photos can be marked for removal. */
export function ImagePicker({ existing, removed, onToggleRemoved, files, onFilesChange }: ImagePickerProps) {
  const t = useT();
  // Kept as a key, so that it follows a change of language while shown.
  const [rejected, setRejected] = useState<{ key: MessageKey; values?: MessageValues } | null>(null);
  const previews = useMemo(() => files.map((file) => ({ file, url: URL.createObjectURL(file) })), [files]);
  useEffect(() => () => previews.forEach((p) => URL.revokeObjectURL(p.url)), [previews]);
  const kept = existing.length - removed.length;
  const room = MAX_IMAGES_PER_PROPERTY - kept - files.length;

  const onDrop = (dropped: File[]) => {
    setRejected(
      dropped.length > room
        ? { key: 'propertyForm.images.tooMany', values: { count: Math.max(room, 0), max: MAX_IMAGES_PER_PROPERTY } }
        : null,
    );
    onFilesChange([...files, ...dropped.slice(0, Math.max(room, 0))]);
  };
  const onReject = (rejections: FileRejection[]) => {
    const tooBig = rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large'));
    setRejected(
      tooBig ? { key: 'propertyForm.images.tooBig', values: { mb: MAX_MB } } : { key: 'propertyForm.images.wrongType' },
    );
  };

  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {t('propertyForm.images.title')}
      </Text>
      <Dropzone
        onDrop={onDrop}
        onReject={onReject}
        accept={[...IMAGE_MIME_TYPES]}
        maxSize={MAX_IMAGE_BYTES}
        multiple
        disabled={room <= 0}
        aria-label={t('propertyForm.images.add')}
        inputProps={{ 'aria-label': t('propertyForm.images.add') }}
      >
        <Group justify="center" gap="md" mih={90} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={36} aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={36} aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhoto size={36} aria-hidden />
          </Dropzone.Idle>
          <div>
            <Text size="sm">{t('propertyForm.images.drop')}</Text>
            <Text size="xs" c="dimmed">
              {t('propertyForm.images.hint', { mb: MAX_MB, max: MAX_IMAGES_PER_PROPERTY })}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {rejected ? (
        <Text size="sm" c="red.8" role="alert">
          {t(rejected.key, rejected.values)}
        </Text>
      ) : null}
      {existing.length + previews.length > 0 ? (
        <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs">
          {existing.map((image, index) => (
            <Thumb
              key={image.url}
              src={image.thumbnail}
              label={t('propertyForm.images.photo', { number: index + 1 })}
              marked={removed.includes(image.url)}
              onRemove={() => onToggleRemoved(image.url)}
            />
          ))}
          {previews.map(({ file, url }, index) => (
            <Thumb
              key={url}
              src={url}
              label={file.name}
              onRemove={() => onFilesChange(files.filter((_, i) => i !== index))}
            />
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
