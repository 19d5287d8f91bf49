import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/test/render';
import { RowActionsMenu } from './row-actions-menu';

describe('RowActionsMenu', () => {
  const renderMenu = (edit: () => void, remove: () => void) =>
    renderWithTheme(
      <RowActionsMenu
        label="Actions for Aisyah Binti Ahmad"
        actions={[
          { label: 'Edit', onClick: edit },
          false,
          {
            label: 'Delete',
            confirm: {
              title: 'Delete user',
              message: 'Delete Aisyah Binti Ahmad (aisyah@sewamudah.my)?',
              confirmLabel: 'Delete',
              onConfirm: remove,
            },
          },
        ]}
      />,
    );

  it('runs a plain action at once', async () => {
    const edit = vi.fn();
    renderMenu(edit, vi.fn());
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Aisyah Binti Ahmad' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    expect(edit).toHaveBeenCalledTimes(1);
  });

  it('runs a destructive action only after its confirmation, which names the record', async () => {
    const remove = vi.fn();
    renderMenu(vi.fn(), remove);
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Aisyah Binti Ahmad' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete user' });
    expect(dialog.textContent).toContain('Delete Aisyah Binti Ahmad (aisyah@sewamudah.my)?');
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
  });

  it('shows a dash when no action applies', () => {
    renderWithTheme(<RowActionsMenu label="Actions" actions={[false, null]} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('-')).toBeTruthy();
  });
});
