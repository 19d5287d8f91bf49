/** users row → API DTO. Only these fields ever leave the server (no password hash). */
import type { User } from '@sewamudah/shared';
import type { ListedUserRow } from './users.repository.js';

export function toUserDto(row: ListedUserRow): User {
  return {
    _id: row.id,
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    phone: row.phone,
    userType: row.userType,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    language: row.language,
  };
}
