import { Group, Loader, Table, Text, VisuallyHidden } from '@mantine/core';
import type { CSSProperties, Key, ReactNode } from 'react';
import { getErrorMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n';
import { DataTableRow, type DataTableColumn } from './data-table-row';
import classes from './data-table.module.css';

export type { CardRole, DataTableColumn } from './data-table-row';

/** Column keys of a row's actions: when the last column has one of them, it sticks to the table's right edge. */
const ACTIONS_KEYS: ReadonlySet<string> = new Set(['actions', 'action']);

export interface DataTableProps<Row> {
  /** Accessible name of the table (and of its scroll region). */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[] | undefined;
  getRowKey: (row: Row, index: number) => Key;
  isLoading?: boolean;
  loadingText?: string;
  emptyText: string;
  /** A failed load: shown as 'Error: {message}' (the server's message when it sent one). */
  error?: unknown;
  /** In table layout, the width below which the table scrolls sideways; cards never scroll. Best left at 0. */
  minWidth?: number;
  /** How many rows come before these (a later page): row indexes passed to `render` continue from it. */
  rowOffset?: number;
}

/**
 * Every list of records in the app: one place for loading, empty and error states, and for the layout. Wide, it is a
 * table; on medium widths the low-priority columns fold into an expandable row detail; narrow (a phone), each row is
 * a card with its title, amount, status and primary action on top. The layout follows the width the table has, by
 * a CSS container query (data-table.module.css): no JavaScript measuring, so the first paint is already right.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  getRowKey,
  isLoading = false,
  loadingText,
  emptyText,
  error,
  minWidth = 0,
  rowOffset = 0,
}: DataTableProps<Row>) {
  const t = useT();
  const foldable = columns.some((column) => column.priority === 'low');
  const span = columns.length + (foldable ? 1 : 0);
  // A row's actions (its menu) stay in view at the right edge when the table is wider than its box. The cell is found
  // by position (data-table.module.css): the last one, or the one before the fold toggle.
  const actionsLast = ACTIONS_KEYS.has(columns.at(-1)?.key ?? '');
  const stickyEnd = actionsLast ? (foldable ? 'before-toggle' : 'last') : undefined;
  const statusRow = (content: ReactNode, role?: 'status' | 'alert') => (
    <Table.Tr className={classes.statusRow}>
      <Table.Td colSpan={span} ta="center" py="lg" role={role}>
        {content}
      </Table.Td>
    </Table.Tr>
  );

  let body: ReactNode;
  const hasRows = !isLoading && !error && rows !== undefined && rows.length > 0;
  if (isLoading) {
    body = statusRow(
      <Group justify="center" gap="xs">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{loadingText ?? t('ui.loading')}</Text>
      </Group>,
      'status',
    );
  } else if (error) {
    body = statusRow(
      <Text size="sm" c="red.9">
        {t('ui.errorWith', { message: getErrorMessage(error, t('generic.unexpected')) })}
      </Text>,
      'alert',
    );
  } else if (!rows || rows.length === 0) {
    body = statusRow(
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>,
    );
  } else {
    body = rows.map((row, index) => (
      <DataTableRow
        key={getRowKey(row, index)}
        row={row}
        index={rowOffset + index}
        columns={columns}
        foldable={foldable}
      />
    ));
  }

  return (
    // Focusable so that a table wider than its box (only with `minWidth`) can be scrolled from the keyboard.
    <div className={classes.root} tabIndex={0} role="region" aria-label={label}>
      <Table
        className={classes.table}
        striped
        highlightOnHover
        verticalSpacing="sm"
        horizontalSpacing={8}
        aria-label={label}
        aria-busy={isLoading}
        data-has-rows={hasRows || undefined}
        data-sticky-end={stickyEnd}
        style={{ '--data-table-min-width': `${minWidth}px` } as CSSProperties}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} ta={column.align} w={column.width} scope="col" data-priority={column.priority}>
                {column.header}
              </Table.Th>
            ))}
            {foldable ? (
              <Table.Th scope="col" data-fold="toggle" w={40}>
                <VisuallyHidden>{t('ui.details')}</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{body}</Table.Tbody>
      </Table>
    </div>
  );
}
