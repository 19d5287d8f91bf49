import { formatRM, type Room } from '@sewamudah/shared';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';

const columns: DataTableColumn<Room>[] = [
  { key: 'index', header: '#', render: (_room, index) => index + 1, width: 40, cardRole: 'hidden' },
  { key: 'name', header: 'Name', cardRole: 'title', render: (room) => room.name },
  { key: 'price', header: 'Price', cardRole: 'amount', render: (room) => formatRM(room.price) },
  { key: 'deposit', header: 'Deposit', render: (room) => formatRM(room.depositAmount) },
  { key: 'description', header: 'Description', render: (room) => room.description ?? '-' },
  {
    key: 'tenant',
    header: 'Tenant',
    render: (room) => room.occupant || '-',
  },
];

/** Admin: the rooms of a room rental with the tenant holding each one. */
export function PropertyRoomsTable({ rooms }: { rooms: Room[] }) {
  return (
    <DataTable label="Rooms" columns={columns} rows={rooms} getRowKey={(room) => room._id} emptyText="No rooms." />
  );
}
