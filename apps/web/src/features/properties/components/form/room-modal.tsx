import { Button, Group, Modal, NumberInput, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MAX_PRICE_RM, MIN_PRICE_RM, roomInputSchema } from '@sewamudah/shared';
import { useEffect } from 'react';
import type { RoomFormValue } from './form-values';

interface RoomModalProps {
  opened: boolean;
  /** The room being edited, or null to add one. */
  room: RoomFormValue | null;
  onClose: () => void;
  onSave: (room: RoomFormValue) => void;
}

const blank = (): RoomFormValue => ({
  key: crypto.randomUUID(),
  name: '',
  price: '',
  depositAmount: '',
  description: '',
});

/** Adds or edits one room of a room rental (SPEC §5: name, price, deposit required; description optional). */
export function RoomModal({ opened, room, onClose, onSave }: RoomModalProps) {
  const form = useForm<RoomFormValue>({
    initialValues: room ?? blank(),
    validate: (values) => {
      const result = roomInputSchema.safeParse({
        name: values.name,
        price: values.price === '' ? undefined : values.price,
        depositAmount: values.depositAmount === '' ? undefined : values.depositAmount,
        description: values.description,
      });
      if (result.success) return {};
      const errors: Record<string, string> = {};
      for (const issue of result.error.issues)
        errors[String(issue.path[0])] ??= issue.message.replace(/must be a number/, 'is required');
      return errors;
    },
  });
  const { setValues, resetDirty } = form;
  useEffect(() => {
    if (opened) {
      setValues(room ?? blank());
      resetDirty();
    }
    // Reset only when the modal opens for another room.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, room]);

  return (
    <Modal opened={opened} onClose={onClose} title={room ? 'Edit Room' : 'Add Room'} centered>
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
            label="Room name"
            placeholder="e.g. Master Room"
            required
            maxLength={80}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Group grow align="flex-start">
            <NumberInput
              label="Price"
              prefix="RM"
              required
              min={MIN_PRICE_RM}
              max={MAX_PRICE_RM}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              {...form.getInputProps('price')}
            />
            <NumberInput
              label="Deposit"
              prefix="RM"
              required
              min={MIN_PRICE_RM}
              max={MAX_PRICE_RM}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              {...form.getInputProps('depositAmount')}
            />
          </Group>
          <Textarea
            label="Description"
            placeholder="Optional, e.g. attached bathroom, window facing the park"
            autosize
            minRows={2}
            maxRows={5}
            maxLength={1000}
            {...form.getInputProps('description')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">{room ? 'Save Room' : 'Add Room'}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
