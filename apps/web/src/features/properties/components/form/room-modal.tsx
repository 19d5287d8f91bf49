import { Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { MoneyInput } from '@/components/forms/money-input';
import { useT } from '@/lib/i18n';
import { emptyRoomFacts } from './facts-form-values';
import { validateRoom, type RoomFormValue } from './form-values';
import { RoomFactsFields } from './room-facts-fields';

interface RoomModalProps {
  opened: boolean;
  /** The room being edited, or null to add one. */
  room: RoomFormValue | null;
  onClose: () => void;
  onSave: (room: RoomFormValue) => void;
  /** The server's errors of this room from the last save (`name`, `facts.sqft`, ...), shown on its fields. */
  serverErrors?: Record<string, string> | undefined;
}

const blank = (): RoomFormValue => ({
  key: crypto.randomUUID(),
  name: '',
  price: '',
  depositAmount: '',
  description: '',
  facts: emptyRoomFacts(),
});

/** The room as the modal edits it: a room read without facts gets blank ones. */
const editable = (room: RoomFormValue | null): RoomFormValue =>
  room ? { ...room, facts: room.facts ?? emptyRoomFacts() } : blank();

/** Adds or edits one room of a room rental (SPEC §5: name, price, deposit required; description optional). */
export function RoomModal({ opened, room, onClose, onSave, serverErrors }: RoomModalProps) {
  const t = useT();
  const form = useForm<RoomFormValue>({
    initialValues: editable(room),
    validate: validateRoom,
  });
  const { setInitialValues, reset, setErrors } = form;
  useEffect(() => {
    if (opened) {
      // Replaced, not merged: `setValues` would keep the `_id` of the room edited last in a room added next, and the
      // server would refuse the list ("A room appears twice in the list").
      setInitialValues(editable(room));
      reset();
      if (serverErrors) setErrors(serverErrors);
    }
    // Reset only when the modal opens for another room.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, room]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={room ? t('propertyForm.roomModal.editTitle') : t('propertyForm.roomModal.addTitle')}
      closeButtonProps={{ 'aria-label': t('propertyForm.roomModal.close') }}
      centered
    >
      <form
        onSubmit={(event) => {
          // The modal is portalled, but React still bubbles its submit to the property form around it.
          event.stopPropagation();
          form.onSubmit((values) => {
            onSave({ ...values, name: values.name.trim(), description: values.description.trim() });
          })(event);
        }}
        noValidate
      >
        <Stack gap="sm">
          <TextInput
            label={t('propertyForm.roomModal.name')}
            placeholder={t('propertyForm.roomModal.namePlaceholder')}
            required
            maxLength={80}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Group grow align="flex-start">
            <MoneyInput label={t('propertyForm.roomModal.price')} required {...form.getInputProps('price')} />
            <MoneyInput label={t('propertyForm.roomModal.deposit')} required {...form.getInputProps('depositAmount')} />
          </Group>
          <Textarea
            label={t('propertyForm.roomModal.description')}
            placeholder={t('propertyForm.roomModal.descriptionPlaceholder')}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={1000}
            {...form.getInputProps('description')}
          />
          <RoomFactsFields form={form} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('propertyForm.roomModal.cancel')}
            </Button>
            <Button type="submit">{room ? t('propertyForm.roomModal.save') : t('propertyForm.roomModal.add')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
