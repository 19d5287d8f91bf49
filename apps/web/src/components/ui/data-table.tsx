import { Group, Loader, Table, Text } from '@mantine/core';
import { messages } from '@sewamudah/shared';
import type { Key, ReactNode } from 'react';
import { getErrorMessage } from '@/lib/api-error';

export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  render: (row: Row, index: number) => ReactNode;
  align?: 'left' | 'center' | 'right';
  width?: number | string;
}

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
  /** Width below which the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  /** How many rows come before these (a later page): row indexes passed to `render` continue from it. */
  rowOffset?: number;
}

/** Every table of the app: one place for loading, empty and error rows and small-screen scrolling. */
export function DataTable<Row>({
  label,
  columns,
  rows,
  getRowKey,
  isLoading = false,
  loadingText = 'Loading...',
  emptyText,
  error,
  minWidth = 640,
  rowOffset = 0,
}: DataTableProps<Row>) {
  const statusRow = (content: ReactNode, role?: 'status' | 'alert') => (
    <Table.Tr>
      <Table.Td colSpan={columns.length} ta="center" py="lg" role={role}>
        {content}
      </Table.Td>
    </Table.Tr>
  );

  let body: ReactNode;
  if (isLoading) {
    body = statusRow(
      <Group justify="center" gap="xs">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{loadingText}</Text>
      </Group>,
      'status',
    );
  } else if (error) {
    body = statusRow(
      <Text size="sm" c="red.8">
        Error: {getErrorMessage(error, messages.generic.unexpected)}
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
      <Table.Tr key={getRowKey(row, index)}>
        {columns.map((column) => (
          <Table.Td key={column.key} ta={column.align}>
            {column.render(row, rowOffset + index)}
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  }

  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={label}
      // Keeps absolutely positioned children (visually hidden labels) inside the scroll box on phones.
      style={{ position: 'relative' }}
    >
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={label} aria-busy={isLoading}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} ta={column.align} w={column.width} scope="col">
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{body}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
