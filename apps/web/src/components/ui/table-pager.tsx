import { Group, Pagination, Text } from '@mantine/core';
import { useT } from '@/lib/i18n';
import { pageWindow } from '@/lib/paged';

export { TABLE_PAGE_SIZE } from '@/lib/paged';

export interface TablePagerProps {
  /** The current page, from 1. */
  page: number;
  pageSize: number;
  /** Rows matching the filters, over all pages. */
  total: number;
  /** The total is the server's estimate (very long lists): shown as 'about n'. */
  estimated?: boolean;
  /** Rows shown on this page. */
  shown: number;
  onChange: (page: number) => void;
}

/** Under a paged table: 'Showing x–y of n' and, when there is more than one page, the page buttons. */
export function TablePager({ page, pageSize, total, estimated = false, shown, onChange }: TablePagerProps) {
  const t = useT();
  if (total === 0 && shown === 0) return null;
  const { pages, first, last, total: count } = pageWindow({ page, pageSize, total, estimated, shown });
  return (
    <Group justify="space-between" mt="md" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed">
        {t(estimated ? 'ui.showingAbout' : 'ui.showing', { first, last, total: count })}
      </Text>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onChange}
          siblings={pages > 99 ? 0 : 1}
          getControlProps={(control) => ({ 'aria-label': t('ui.pageControl', { control }) })}
          getItemProps={(item) => ({ 'aria-label': t('ui.page', { page: item }) })}
        />
      ) : null}
    </Group>
  );
}
