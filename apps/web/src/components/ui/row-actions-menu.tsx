/** A table row's actions in one menu; destructive ones ask first (ConfirmDialog), naming the record. */
import { ActionIcon, Menu, Text, type MantineColor } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-action';

export interface RowAction {
  label: string;
  icon?: ReactNode;
  color?: MantineColor;
  disabled?: boolean;
  /** A plain action (e.g. open a form). */
  onClick?: () => void;
  /** A destructive or final action: confirmed in a dialog first. */
  confirm?: Pick<ConfirmDialogProps, 'title' | 'message' | 'confirmLabel' | 'cancelLabel' | 'onConfirm'>;
}

interface RowActionsMenuProps {
  /** Accessible name of the menu button, naming the record, e.g. 'Actions for Aisyah Binti Ahmad'. */
  label: string;
  /** Hidden actions (`false`, `null`) are skipped; with none left a dash is shown. */
  actions: readonly (RowAction | false | null | undefined)[];
}

export function RowActionsMenu({ label, actions }: RowActionsMenuProps) {
  const [pending, setPending] = useState<RowAction | null>(null);
  const shown = actions.filter((action): action is RowAction => Boolean(action));
  if (shown.length === 0) return <Text size="sm">-</Text>;

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={label}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {shown.map((action) => (
            <Menu.Item
              key={action.label}
              leftSection={action.icon}
              color={action.color}
              disabled={action.disabled}
              onClick={() => (action.confirm ? setPending(action) : action.onClick?.())}
            >
              {action.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {pending?.confirm ? (
        <ConfirmDialog opened onClose={() => setPending(null)} color={pending.color ?? 'red'} {...pending.confirm} />
      ) : null}
    </>
  );
}
