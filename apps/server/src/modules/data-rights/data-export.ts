/**
 * "Download my data" (issue 27 §4, PDPA portability; ADR 41): a ZIP streamed with yazl. `data/*.json` holds
 * everything held about the user, one file per area, each read in pages of PAGE_ROWS and written as it is read;
 * `files/` holds the user's own files, each fetched from storage only when the ZIP reaches it (one file in memory
 * at a time). Secrets (password and token hashes, payment client secrets) never leave; nothing of another user is
 * read: every query is bound to the caller's id.
 */
import { Readable } from 'node:stream';
import { type SQL, sql } from 'drizzle-orm';
import yazl from 'yazl';
import type { AppDeps } from '../../app-deps.js';
import { type DbOrTx, queryRows } from '../../db/client.js';

const PAGE_ROWS = 200;

interface Section {
  file: string;
  /** A select of one jsonb column `row`, ordered, bound to the user; paged by LIMIT/OFFSET. */
  rows: SQL;
}

function sections(userId: string): Section[] {
  const mine = (table: string, column = 'user_id') =>
    sql`select to_jsonb(x) as row from ${sql.raw(table)} x where x.${sql.raw(column)} = ${userId} order by x.created_at, x.id`;
  return [
    {
      file: 'account.json',
      rows: sql`select to_jsonb(u) - 'password_hash' - 'token_version' as row from users u where u.id = ${userId}`,
    },
    {
      file: 'tenant-profile.json',
      rows: sql`select to_jsonb(p) as row from tenant_profiles p where p.user_id = ${userId}`,
    },
    {
      file: 'tenant-profile-documents.json',
      rows: sql`select to_jsonb(d) - 'storage_key' as row from screening_documents d
                 where d.user_id = ${userId} order by d.created_at, d.id`,
    },
    {
      file: 'applications.json',
      rows: sql`select to_jsonb(a) || jsonb_build_object(
                  'propertyName', p.name,
                  'screening', to_jsonb(s),
                  'events', coalesce((select jsonb_agg(to_jsonb(e) order by e.at) from application_events e
                                       where e.application_id = a.id), '[]'::jsonb)) as row
                  from applications a
                  join properties p on p.id = a.property_id
                  left join application_screenings s on s.application_id = a.id
                 where a.user_id = ${userId} order by a.created_at, a.id`,
    },
    {
      file: 'contracts.json',
      rows: sql`select to_jsonb(c) || jsonb_build_object(
                  'propertyName', p.name,
                  'agreementEvents', coalesce((select jsonb_agg(to_jsonb(e) order by e.seq) from agreement_events e
                                                where e.contract_id = c.id), '[]'::jsonb),
                  'tenancyEvents', coalesce((select jsonb_agg(to_jsonb(t)) from tenancy_events t
                                              where t.contract_id = c.id), '[]'::jsonb)) as row
                  from contracts c
                  join properties p on p.id = c.property_id
                 where c.user_id = ${userId} order by c.created_at, c.id`,
    },
    {
      file: 'transactions.json',
      rows: sql`select to_jsonb(t) || jsonb_build_object(
                  'payments', coalesce((select jsonb_agg(to_jsonb(p)) from payments p
                                         where p.transaction_id = t.id), '[]'::jsonb)) as row
                  from transactions t where t.user_id = ${userId} order by t.created_at, t.id`,
    },
    { file: 'receipts.json', rows: mine('receipts') },
    {
      file: 'payment-mandates.json',
      rows: sql`select to_jsonb(m) as row from payment_mandates m
                  where m.user_id = ${userId} order by m.id`,
    },
    {
      file: 'complaints.json',
      rows: sql`select to_jsonb(c) || jsonb_build_object(
                  'comments', coalesce((select jsonb_agg(jsonb_build_object(
                                'id', m.id, 'author', case when m.author_id = ${userId} then 'you' else 'SewaMudah' end,
                                'body', m.body, 'createdAt', m.created_at) order by m.created_at)
                              from complaint_comments m where m.complaint_id = c.id), '[]'::jsonb),
                  'events', coalesce((select jsonb_agg(to_jsonb(e) - 'actor_id' order by e.seq) from complaint_events e
                                       where e.complaint_id = c.id), '[]'::jsonb)) as row
                  from complaints c where c.user_id = ${userId} order by c.created_at, c.id`,
    },
    // Saved searches (issue 28 §5): the unsubscribe link's key is a secret, the change id the job's bookmark.
    {
      file: 'saved-searches.json',
      rows: sql`select to_jsonb(s) - 'unsubscribe_key' - 'since_change_id' || jsonb_build_object(
                  'matchesSent', (select count(*) from saved_search_matches m
                                   where m.saved_search_id = s.id and m.sent_at is not null)) as row
                  from saved_searches s where s.user_id = ${userId} order by s.created_at, s.id`,
    },
    {
      // One row per listing matched (sent_at: when its alert or digest was sent; null: waiting for the digest).
      file: 'saved-search-alerts.json',
      rows: sql`select to_jsonb(m) - 'change_id' || jsonb_build_object(
                  'savedSearchName', s.name, 'propertyName', p.name) as row
                  from saved_search_matches m
                  join saved_searches s on s.id = m.saved_search_id
                  join properties p on p.id = m.property_id
                 where s.user_id = ${userId} order by m.matched_at, m.id`,
    },
    // Listing reports (issue 28 §6): the admins' internal note and who decided stay with the admins.
    {
      file: 'listing-reports.json',
      rows: sql`select to_jsonb(r) - 'admin_note' - 'decided_by' || jsonb_build_object('propertyName', p.name) as row
                  from listing_reports r join properties p on p.id = r.property_id
                 where r.user_id = ${userId} order by r.created_at, r.id`,
    },
    // Viewing bookings (issue 28 §4): the slot's property and its time in Malaysia (as the app shows it) and in UTC;
    // created_at is when it was booked, cancelled_by/_at who cancelled and when, reminded_at/nudged_at the notices.
    {
      file: 'viewing-bookings.json',
      rows: sql`select to_jsonb(b) || jsonb_build_object(
                  'propertyName', p.name,
                  'date', to_char((s.starts_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD'),
                  'time', to_char((s.starts_at at time zone 'UTC') + interval '8 hours', 'HH24:MI'),
                  'startsAt', s.starts_at, 'endsAt', s.ends_at, 'slotStatus', s.status) as row
                  from viewing_bookings b
                  join viewing_slots s on s.id = b.slot_id
                  join properties p on p.id = b.property_id
                 where b.user_id = ${userId} order by b.created_at, b.id`,
    },
    { file: 'notifications.json', rows: mine('notifications') },
    {
      file: 'notification-settings.json',
      rows: sql`select to_jsonb(n) as row from notification_preferences n where n.user_id = ${userId}
                 order by n.category, n.channel`,
    },
    {
      file: 'whatsapp-opt-ins.json',
      rows: sql`select to_jsonb(w) as row from whatsapp_opt_ins w where w.user_id = ${userId} order by w.opted_in_at, w.id`,
    },
    {
      file: 'document-access-log.json',
      rows: sql`select to_jsonb(l) - 'owner_id' as row from document_access_log l
                 where l.owner_id = ${userId} order by l.viewed_at, l.id`,
    },
    {
      file: 'sessions.json',
      rows: sql`select to_jsonb(r) - 'token_hash' as row from refresh_tokens r
                 where r.user_id = ${userId} order by r.created_at, r.id`,
    },
    {
      file: 'data-requests.json',
      rows: sql`select to_jsonb(d) as row from data_rights_requests d
                 where d.user_id = ${userId} order by d.created_at, d.id`,
    },
  ];
}

/** One section as a JSON array, read and written PAGE_ROWS at a time. */
async function* sectionJson(db: DbOrTx, query: SQL): AsyncGenerator<string> {
  yield '[';
  let first = true;
  for (let offset = 0; ; offset += PAGE_ROWS) {
    const rows = await queryRows<{ row: unknown }>(
      db,
      sql`select q.row from (${query}) q limit ${PAGE_ROWS} offset ${offset}`,
    );
    for (const { row } of rows) {
      yield `${first ? '\n' : ',\n'}${JSON.stringify(row)}`;
      first = false;
    }
    if (rows.length < PAGE_ROWS) break;
  }
  yield first ? ']\n' : '\n]\n';
}

interface StoredFile {
  path: string;
  key: string;
}

const extensionOf = (mime: string, key: string) => {
  const fromKey = /\.([a-z0-9]{2,5})$/i.exec(key)?.[1];
  if (fromKey) return fromKey.toLowerCase();
  return mime === 'application/pdf' ? 'pdf' : (mime.split('/')[1] ?? 'bin');
};

/** The user's own files: screening documents, their ticket photos and videos, their agreements. */
async function filesOf(db: DbOrTx, userId: string): Promise<StoredFile[]> {
  const documents = await queryRows<{ id: string; category: string; mime: string; storage_key: string }>(
    db,
    sql`select id, category, mime, storage_key from screening_documents where user_id = ${userId} order by created_at, id`,
  );
  const media = await queryRows<{ id: string; complaint_id: string; mime: string; key: string }>(
    db,
    sql`select m.id, cm.complaint_id, m.mime, m.key from complaint_media cm
          join media m on m.id = cm.media_id
          join complaints c on c.id = cm.complaint_id
         where c.user_id = ${userId} and m.uploaded_by = ${userId} order by m.created_at, m.id`,
  );
  const agreements = await queryRows<{ contract_id: string; version: number; kind: string; storage_key: string }>(
    db,
    sql`select v.contract_id, v.version, v.kind, v.storage_key from agreement_versions v
          join contracts c on c.id = v.contract_id
         where c.user_id = ${userId} order by v.contract_id, v.version`,
  );
  const uploads = await queryRows<{ id: string; signed_file_key: string }>(
    db,
    sql`select id, signed_file_key from contracts where user_id = ${userId} and signed_file_key is not null order by id`,
  );
  return [
    ...documents.map((d) => ({
      path: `files/tenant-profile/${d.category}-${d.id}.${extensionOf(d.mime, d.storage_key)}`,
      key: d.storage_key,
    })),
    ...media.map((m) => ({
      path: `files/complaints/${m.complaint_id}/${m.id}.${extensionOf(m.mime, m.key)}`,
      key: m.key,
    })),
    ...agreements.map((a) => ({
      path: `files/contracts/${a.contract_id}/agreement-v${a.version}-${a.kind}.pdf`,
      key: a.storage_key,
    })),
    ...uploads.map((u) => ({ path: `files/contracts/${u.id}/signed-contract-upload.pdf`, key: u.signed_file_key })),
  ];
}

const README = `SewaMudah: your data
data/    everything SewaMudah holds about you, one JSON file per area (amounts in sen, times in UTC)
files/   the files you gave us and your agreements
Receipts are listed in data/receipts.json; their PDFs can be downloaded in the app at any time.
`;

/** The ZIP as a stream: the caller pipes it to the response (backpressure holds the reads). */
export async function exportZip(deps: AppDeps, userId: string, log: { warn: (o: object, m: string) => void }) {
  const db = deps.database.db;
  const files = await filesOf(db, userId);
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(README), 'README.txt');
  for (const section of sections(userId)) {
    zip.addReadStreamLazy(`data/${section.file}`, (cb) => cb(null, Readable.from(sectionJson(db, section.rows))));
  }
  for (const file of files) {
    zip.addReadStreamLazy(file.path, (cb) => {
      deps.storage.get(file.key).then(
        (stored) => {
          if (!stored) log.warn({ key: file.key }, 'data export: file missing from storage');
          cb(null, Readable.from(stored ? [stored.body] : []));
        },
        (error: unknown) => cb(error, Readable.from([])),
      );
    });
  }
  zip.end();
  return zip.outputStream as Readable;
}
