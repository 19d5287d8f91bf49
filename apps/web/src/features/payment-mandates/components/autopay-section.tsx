/** Payment History's autopay (issue 24 §4): one Autopay card per active tenancy of the tenant. */
import { SimpleGrid } from '@mantine/core';
import { useGetContractPageQuery } from '@/features/contracts/api';
import { AutopayCard } from './autopay-card';

export function AutopaySection() {
  const { data } = useGetContractPageQuery({ page: 1, limit: 5, status: 'Active' });
  const active = data?.contracts ?? [];
  if (active.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} mb="md">
      {active.map((c) => (
        <AutopayCard
          key={c._id}
          contractId={c._id}
          rent={c.rentAmount}
          place={c.roomName ? `${c.roomName}, ${c.property.name}` : c.property.name}
        />
      ))}
    </SimpleGrid>
  );
}
