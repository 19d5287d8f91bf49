import { ActionIcon, Button, Group, Modal, Text, Tooltip, type ButtonProps, type MantineColor } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { useT } from '@/lib/i18n';

interface ConfirmActionProps {
  /** Text of the trigger button; with `icon`, the icon button's accessible name and tooltip. */
  label: string;
  /** Renders an icon button instead of a text button (e.g. delete in a table row). */
  icon?: ReactNode;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  color?: MantineColor;
  /** May return a promise: the dialog stays open, its button loading, until it settles. */
  onConfirm: () => unknown;
  disabled?: boolean;
  loading?: boolean;
  buttonProps?: Omit<ButtonProps, 'color' | 'disabled' | 'loading' | 'children'>;
}

/** A button that asks for confirmation in a modal before running a destructive or final action. */
export function ConfirmAction({
  label,
  icon,
  title,
  message,
  confirmLabel,
  cancelLabel,
  color = 'red',
  onConfirm,
  disabled = false,
  loading = false,
  buttonProps,
}: ConfirmActionProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const [isConfirming, setIsConfirming] = useState(false);

  const busy = loading || isConfirming;

  return (
    <>
      {icon ? (
        <Tooltip label={label}>
          <ActionIcon
            variant="subtle"
            color={color}
            aria-label={label}
            onClick={open}
            disabled={disabled}
            loading={busy}
          >
            {icon}
          </ActionIcon>
        </Tooltip>
      ) : (
        <Button color={color} onClick={open} disabled={disabled} loading={busy} {...buttonProps}>
          {label}
        </Button>
      )}
      <ConfirmDialog
        opened={opened}
        onClose={close}
        title={title}
        message={message}
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel}
        color={color}
        onConfirm={onConfirm}
        onBusyChange={setIsConfirming}
      />
    </>
  );
}

export interface ConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** Names the record the action is about. */
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  color?: MantineColor;
  /** May return a promise: the dialog stays open, its button loading, until it settles; then it closes. */
  onConfirm: () => unknown;
  /** E.g. while a field the action needs is empty. */
  confirmDisabled?: boolean;
  /** Keeps the dialog open after onConfirm (the caller closes it, e.g. only on success). */
  keepOpenAfterConfirm?: boolean;
  onBusyChange?: (busy: boolean) => void;
}

/** The one confirmation of the app, for triggers of every kind (a button, an icon, a row menu item). */
export function ConfirmDialog({
  opened,
  onClose,
  title,
  message,
  confirmLabel,
  cancelLabel,
  color = 'red',
  onConfirm,
  confirmDisabled = false,
  keepOpenAfterConfirm = false,
  onBusyChange,
}: ConfirmDialogProps) {
  const t = useT();
  const [isConfirming, setIsConfirming] = useState(false);
  const setBusy = (busy: boolean) => {
    setIsConfirming(busy);
    onBusyChange?.(busy);
  };

  const handleConfirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      if (!keepOpenAfterConfirm) onClose();
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeOnClickOutside={!isConfirming}>
      <Text size="sm" component="div">
        {message}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={isConfirming}>
          {cancelLabel ?? t('ui.cancel')}
        </Button>
        <Button color={color} onClick={() => void handleConfirm()} loading={isConfirming} disabled={confirmDisabled}>
          {confirmLabel ?? t('ui.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
