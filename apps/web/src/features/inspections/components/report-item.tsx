/**
 * One item (or meter) of a condition report: the admin records the condition, note or reading and photos while it is
 * a draft; the tenant comments, flags "I disagree" and adds photos during review. A move-out item shows the move-in
 * condition and photos beside the move-out ones.
 */
import type {
  Inspection,
  InspectionItem,
  InspectionMeter,
  InspectionPhoto,
  ItemCondition,
  UpdateInspectionItemBody,
} from '@sewamudah/shared';
import { ITEM_CONDITIONS } from '@sewamudah/shared';
import {
  ActionIcon,
  Badge,
  Box,
  FileButton,
  Button,
  Group,
  Image,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconCamera, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { getErrorMessage, notifyError } from '@/lib/notify';
import { useAddPhotoMutation, useRemovePhotoMutation, useUpdateItemMutation } from '../api';

export type Mode = 'admin-edit' | 'tenant-review' | 'read';

interface Props {
  contractId: string;
  report: Inspection;
  item: InspectionItem | InspectionMeter;
  label: string;
  mode: Mode;
  /** The signed-in side: only their own photos can be removed. */
  side: 'admin' | 'tenant';
}

function Photos({
  photos,
  label,
  side,
  onRemove,
}: {
  photos: InspectionPhoto[];
  label: string;
  side?: 'admin' | 'tenant';
  onRemove?: (photo: InspectionPhoto) => void;
}) {
  const t = useT();
  if (photos.length === 0)
    return (
      <Text size="xs" c="dimmed">
        {t('inspectionUi.noPhotos')}
      </Text>
    );
  return (
    <Group gap={6}>
      {photos.map((photo) => (
        <Box key={photo.id} pos="relative">
          <a href={photo.viewUrl} target="_blank" rel="noreferrer">
            <Image src={photo.thumbUrl} alt={label} w={88} h={66} radius="sm" fit="cover" loading="lazy" />
          </a>
          {onRemove && photo.by === side ? (
            <ActionIcon
              size="sm"
              color="red"
              variant="filled"
              pos="absolute"
              top={2}
              right={2}
              aria-label={t('inspectionUi.removePhoto')}
              onClick={() => onRemove(photo)}
            >
              <IconTrash size={12} aria-hidden />
            </ActionIcon>
          ) : null}
        </Box>
      ))}
    </Group>
  );
}

export function ReportItem({ contractId, report, item, label, mode, side }: Props) {
  const t = useT();
  const isMeter = 'kind' in item;
  const [update] = useUpdateItemMutation();
  const [addPhoto, { isLoading: uploading }] = useAddPhotoMutation();
  const [removePhoto] = useRemovePhotoMutation();
  const [note, setNote] = useState(item.note);
  const [reading, setReading] = useState(isMeter ? item.reading : '');
  const [comment, setComment] = useState(item.tenantComment);
  const [error, setError] = useState<string | null>(null);
  const ids = { id: contractId, inspectionId: report.id, itemId: item.id };

  const save = async (body: UpdateInspectionItemBody) => {
    setError(null);
    try {
      await update({ ...ids, ...body }).unwrap();
    } catch (err) {
      setError(getErrorMessage(err, t('generic.unexpected')));
    }
  };
  const upload = async (file: File | null) => {
    if (!file) return;
    try {
      await addPhoto({ ...ids, file }).unwrap();
    } catch (err) {
      notifyError(getErrorMessage(err, t('generic.unexpected')));
    }
  };
  const remove = async (photo: InspectionPhoto) => {
    try {
      await removePhoto({ ...ids, photoId: photo.id }).unwrap();
    } catch (err) {
      notifyError(getErrorMessage(err, t('generic.unexpected')));
    }
  };

  const condition = isMeter ? null : item.condition;
  const needsPhoto = !isMeter && (condition === 'damaged' || condition === 'missing') && item.photos.length === 0;
  const moveIn = !isMeter ? item.moveIn : null;
  const canPhoto = mode !== 'read';
  const photoLabel = t('inspectionUi.photoOf', { item: label });

  return (
    <Paper withBorder p="sm" radius="md" data-testid={`item-${item.id}`}>
      <Stack gap={8}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{label}</Text>
          {item.disagree ? <Badge color="red">{t('inspectionUi.disagrees')}</Badge> : null}
          {!isMeter && mode !== 'admin-edit' && condition ? (
            <Badge variant="light" color={condition === 'good' ? 'green' : condition === 'fair' ? 'blue' : 'orange'}>
              {t(`inspectionUi.conditions.${condition}`)}
            </Badge>
          ) : null}
        </Group>

        {isMeter ? (
          mode === 'admin-edit' ? (
            <TextInput
              label={t('inspectionUi.reading')}
              inputMode="decimal"
              value={reading}
              onChange={(e) => setReading(e.currentTarget.value)}
              onBlur={() => reading !== item.reading && reading && void save({ reading })}
            />
          ) : (
            <Text size="sm">
              {t('inspectionUi.reading')}: {item.reading || '-'}
            </Text>
          )
        ) : mode === 'admin-edit' ? (
          <Select
            label={t('inspectionUi.condition')}
            data={ITEM_CONDITIONS.map((value) => ({ value, label: t(`inspectionUi.conditions.${value}`) }))}
            value={condition}
            onChange={(value) => value && void save({ condition: value as ItemCondition })}
            allowDeselect={false}
          />
        ) : null}
        {isMeter && item.moveInReading ? (
          <Text size="xs" c="dimmed">
            {t('inspectionUi.moveInReading', { reading: item.moveInReading })}
          </Text>
        ) : null}

        {mode === 'admin-edit' ? (
          <TextInput
            label={t('inspectionUi.note')}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            onBlur={() => note !== item.note && void save({ note })}
          />
        ) : item.note ? (
          <Text size="sm">
            {t('inspectionUi.note')}: {item.note}
          </Text>
        ) : null}

        {moveIn ? (
          <SimpleGrid cols={2} spacing="xs">
            <Stack gap={4}>
              <Text size="xs" fw={600}>
                {t('inspectionUi.atMoveIn')}
                {moveIn.condition ? `: ${t(`inspectionUi.conditions.${moveIn.condition}`)}` : ''}
              </Text>
              <Photos photos={moveIn.photos} label={photoLabel} />
            </Stack>
            <Stack gap={4}>
              <Text size="xs" fw={600}>
                {t('inspectionUi.atMoveOut')}
              </Text>
              <Photos photos={item.photos} label={photoLabel} side={side} onRemove={canPhoto ? remove : undefined} />
            </Stack>
          </SimpleGrid>
        ) : (
          <Photos photos={item.photos} label={photoLabel} side={side} onRemove={canPhoto ? remove : undefined} />
        )}
        {needsPhoto && mode === 'admin-edit' ? (
          <Text size="xs" c="red">
            {t('inspectionUi.needsPhoto')}
          </Text>
        ) : null}

        {mode === 'tenant-review' ? (
          <>
            <Textarea
              label={t('inspectionUi.comment')}
              autosize
              minRows={1}
              value={comment}
              onChange={(e) => setComment(e.currentTarget.value)}
              onBlur={() => comment !== item.tenantComment && void save({ tenantComment: comment })}
            />
            <Switch
              label={t('inspectionUi.disagree')}
              color="red"
              checked={item.disagree}
              onChange={(e) => void save({ disagree: e.currentTarget.checked })}
            />
          </>
        ) : item.tenantComment ? (
          <Text size="sm" c={item.disagree ? 'red' : undefined}>
            {t('inspectionUi.tenantComment')}: {item.tenantComment}
          </Text>
        ) : null}

        {canPhoto ? (
          <FileButton
            onChange={(file) => void upload(file)}
            accept="image/jpeg,image/png,image/webp"
            capture="environment"
          >
            {(props) => (
              <Button
                {...props}
                variant="light"
                size="xs"
                loading={uploading}
                leftSection={<IconCamera size={16} aria-hidden />}
              >
                {t('inspectionUi.addPhoto')}
              </Button>
            )}
          </FileButton>
        ) : null}
        {error ? (
          <Text size="xs" c="red">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
