import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { COMPLAINT_BOARD_COLUMNS, messages, type Complaint } from '@sewamudah/shared';
import type { ReactNode } from 'react';
import { PageLoader } from '@/components/ui/page-loader';
import { getErrorMessage } from '@/lib/api-error';
import { ComplaintCard } from './complaint-card';

interface ComplaintBoardProps {
  complaints: readonly Complaint[];
  isLoading: boolean;
  error?: unknown;
  showCustomer: boolean;
  renderActions?: (complaint: Complaint) => ReactNode;
}

/** The three-column board (SPEC §2 Complaints): Waiting, In Handling, Handled. Stacks on small screens. */
export function ComplaintBoard({ complaints, isLoading, error, showCustomer, renderActions }: ComplaintBoardProps) {
  if (isLoading) return <PageLoader />;
  if (error) {
    return (
      <Alert color="red" role="alert">
        Error: {getErrorMessage(error, messages.generic.unexpected)}
      </Alert>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" verticalSpacing="md">
      {COMPLAINT_BOARD_COLUMNS.map((column) => {
        const items = complaints.filter((complaint) => complaint.status === column.status);
        const headingId = `complaints-column-${column.status.replace(/\s+/g, '-').toLowerCase()}`;
        return (
          <Paper
            key={column.status}
            component="section"
            aria-labelledby={headingId}
            bg="gray.0"
            radius="md"
            p="sm"
            withBorder
          >
            <Group justify="space-between" mb="sm" wrap="nowrap">
              <Title order={2} fz="lg" id={headingId}>
                {column.title}
              </Title>
              <Badge variant="light" color="gray" aria-label={`${items.length} complaints`}>
                {items.length}
              </Badge>
            </Group>
            <Stack gap="sm">
              {items.length === 0 ? (
                <Text size="sm" c="dimmed" ta="center" py="lg">
                  {messages.complaints.emptyColumn}
                </Text>
              ) : (
                items.map((complaint) => (
                  <ComplaintCard
                    key={complaint._id}
                    complaint={complaint}
                    showCustomer={showCustomer}
                    actions={renderActions?.(complaint)}
                  />
                ))
              )}
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
