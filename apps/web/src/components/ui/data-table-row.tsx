/** One row of DataTable: its cells (tagged with their card role and priority) and, when folded, its detail row. */
import { ActionIcon, Table } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, useId, useState, type ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import classes from './data-table.module.css';

/** Where a column's cell goes in the card a row becomes on narrow screens. */
export type CardRole = 'title' | 'amount' | 'status' | 'primaryAction' | 'hidden';

export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  render: (row: Row, index: number) => ReactNode;
  align?: 'left' | 'center' | 'right';
  width?: number | string;
  /**
   * Its place in the card on narrow screens: 'title', 'amount', 'status' and 'primaryAction' sit on top, in view;
   * 'hidden' leaves it out of the card (e.g. the row number); without a role it is listed below, labelled.
   */
  cardRole?: CardRole;
  /** 'low': on medium widths the column folds into the row's expandable detail instead of squeezing the table. */
  priority?: 'high' | 'low';
  /** The label in cards and row details when `header` is not plain text. */
  label?: string;
}

export const columnLabel = <Row,>(column: DataTableColumn<Row>): string | undefined =>
  column.label ?? (typeof column.header === 'string' ? column.header : undefined);

interface DataTableRowProps<Row> {
  row: Row;
  index: number;
  columns: readonly DataTableColumn<Row>[];
  /** Whether any column folds: adds the toggle cell (shown on medium widths only). */
  foldable: boolean;
}

export function DataTableRow<Row>({ row, index, columns, foldable }: DataTableRowProps<Row>) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const detailId = useId();
  const rendered = columns.map((column) => ({ column, content: column.render(row, index) }));
  const title = rendered.find(({ column }) => column.cardRole === 'title');
  const rowName = typeof title?.content === 'string' ? title.content : t('ui.rowNumber', { number: index + 1 });
  const folded = rendered.filter(({ column }) => column.priority === 'low');

  return (
    <Fragment>
      <Table.Tr className={classes.row}>
        {rendered.map(({ column, content }) => (
          <Table.Td
            key={column.key}
            ta={column.align}
            data-card-role={column.cardRole}
            data-priority={column.priority}
            data-label={columnLabel(column)}
          >
            {content}
          </Table.Td>
        ))}
        {foldable ? (
          <Table.Td data-fold="toggle" className={classes.toggleCell}>
            <ActionIcon
              variant="subtle"
              aria-label={t(expanded ? 'ui.hideDetails' : 'ui.showDetails', { name: rowName })}
              aria-expanded={expanded}
              aria-controls={expanded ? detailId : undefined}
              onClick={() => setExpanded((value) => !value)}
            >
              {expanded ? <IconChevronDown size={18} aria-hidden /> : <IconChevronRight size={18} aria-hidden />}
            </ActionIcon>
          </Table.Td>
        ) : null}
      </Table.Tr>
      {foldable && expanded ? (
        <Table.Tr className={classes.detailRow} id={detailId}>
          <Table.Td colSpan={columns.length + 1}>
            <dl className={classes.detailList}>
              {folded.map(({ column, content }) => (
                <Fragment key={column.key}>
                  <dt>{columnLabel(column) ?? column.key}</dt>
                  <dd>{content}</dd>
                </Fragment>
              ))}
            </dl>
          </Table.Td>
        </Table.Tr>
      ) : null}
    </Fragment>
  );
}
