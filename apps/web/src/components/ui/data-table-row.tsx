/** One row of DataTable: its cells (tagged with their card role and priority) and, when folded, its detail row. */
import { ActionIcon, Table } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
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

/** One observer for every token on the page (a page of rows can hold hundreds). */
const tokenChecks = new WeakMap<Element, () => void>();
let tokenObserver: ResizeObserver | undefined;

function watchToken(element: HTMLElement, check: () => void): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  tokenObserver ??= new ResizeObserver((entries) => {
    for (const entry of entries) tokenChecks.get(entry.target)?.();
  });
  tokenChecks.set(element, check);
  tokenObserver.observe(element);
  return () => {
    tokenObserver?.unobserve(element);
    tokenChecks.delete(element);
  };
}

/**
 * A long word of a cell's text (an e-mail address, a long name): in the table layouts it is cut with an ellipsis at the
 * word limit (data-table.module.css `.token`) instead of being split mid-word or widening the table past its box.
 * When cut, the full value shows on hover (title) and on focus (it joins the tab order; focused, it wraps in place).
 */
export function CellToken({ text }: { text: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Not while focused: the focused token shows its whole text, which is not "no longer cut".
    const check = () => {
      if (!element.parentElement?.matches(':focus')) setCut(element.scrollWidth > element.clientWidth);
    };
    check();
    return watchToken(element, check);
  }, [text]);
  return (
    <span
      className={classes.token}
      title={cut ? text : undefined}
      tabIndex={cut ? 0 : undefined}
      data-cut={cut || undefined}
    >
      <span ref={ref} className={classes.tokenText}>
        {text}
      </span>
    </span>
  );
}

/** Shorter words always fit a column: only longer ones can be cut. */
const LONG_WORD = 8;

/** A cell's plain text with its long words as `CellToken`s; anything else is the column's own markup. */
export function cellContent(content: ReactNode): ReactNode {
  if (typeof content !== 'string') return content;
  const parts = content.split(/(\s+)/);
  if (!parts.some((part) => part.length >= LONG_WORD && !/\s/.test(part))) return content;
  return parts.map((part, index) =>
    part.length >= LONG_WORD && !/\s/.test(part) ? <CellToken key={index} text={part} /> : part,
  );
}

export function DataTableRow<Row>({ row, index, columns, foldable }: DataTableRowProps<Row>) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const detailId = useId();
  const rendered = columns.map((column) => {
    const content = column.render(row, index);
    return { column, content, cell: cellContent(content) };
  });
  const title = rendered.find(({ column }) => column.cardRole === 'title');
  const rowName = typeof title?.content === 'string' ? title.content : t('ui.rowNumber', { number: index + 1 });
  const folded = rendered.filter(({ column }) => column.priority === 'low');

  return (
    <Fragment>
      <Table.Tr className={classes.row}>
        {rendered.map(({ column, cell }) => (
          <Table.Td
            key={column.key}
            ta={column.align}
            data-card-role={column.cardRole}
            data-priority={column.priority}
            data-label={columnLabel(column)}
          >
            {cell}
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
