import { formatRM, type Room } from '@sewamudah/shared';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { useT } from '@/lib/i18n';

/** Admin: the rooms of a room rental with the tenant holding each one. */
export function PropertyRoomsTable({ rooms }: { rooms: Room[] }) {
  const t = useT();
  const columns: DataTableColumn<Room>[] = [
    { key: 'index', header: '#', render: (_room, index) => index + 1, width: 40, cardRole: 'hidden' },
    { key: 'name', header: t('adminProperties.rooms.name'), cardRole: 'title', render: (room) => room.name },
    {
      key: 'price',
      header: t('adminProperties.rooms.price'),
      cardRole: 'amount',
      render: (room) => formatRM(room.price),
    },
    { key: 'deposit', header: t('adminProperties.rooms.deposit'), render: (room) => formatRM(room.depositAmount) },
    { key: 'description', header: t('adminProperties.rooms.description'), render: (room) => room.description ?? '-' },
    { key: 'tenant', header: t('adminProperties.rooms.tenant'), render: (room) => room.occupant || '-' },
  ];
  return (
    <DataTable
      label={t('adminProperties.rooms.label')}
      columns={columns}
      rows={rooms}
      getRowKey={(room) => room._id}
      emptyText={t('adminProperties.rooms.empty')}
    />
  );
}
