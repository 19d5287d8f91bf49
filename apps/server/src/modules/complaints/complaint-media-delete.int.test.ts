/**
 * Issue 26 (leftover): deleting a ticket removes its private media — the ticket's photos and video and the photos of
 * its comments — from storage and from `media`, not only the links to them (ADR 39). Storage is read back.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaintMedia, media } from '../../db/schema/index.js';
import { multipartBody } from '../../security/multipart.js';
import { authHeader, buildAdmin, buildContract, buildCustomer, buildProperty } from '../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { mp4Of, photoWithGps } from '../maintenance/media-fixtures.js';

let ctx: TestContext;
let tenant: { authorization: string };
let admin: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const customer = await buildCustomer(db);
  const { property } = await buildProperty(db);
  await buildContract(db, { user: customer, property, status: 'Active', startDate: '2026-01-01', stayLength: 12 });
  tenant = await authHeader(ctx.app, customer);
  admin = await authHeader(ctx.app, await buildAdmin(db));
}, 180_000);
afterAll(async () => {
  await ctx.close();
});

const upload = (
  url: string,
  headers: { authorization: string },
  files: { field: string; data: Buffer; type: string }[],
  fields: Record<string, string> = {},
) => {
  const body = multipartBody(
    fields,
    files.map((f) => ({
      field: f.field,
      filename: f.type === 'video/mp4' ? 'v.mp4' : 'p.jpg',
      contentType: f.type,
      data: f.data,
    })),
  );
  return ctx.app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
};

async function ticketWithMedia(): Promise<{ id: string; keys: string[]; mediaIds: string[] }> {
  const opened = await ctx.app.inject({
    method: 'POST',
    url: '/api/complaints',
    headers: tenant,
    payload: {
      title: 'Aircon leaking',
      description: 'Water drips from the bedroom aircon.',
      maintenance: {
        category: 'aircon',
        place: 'Bedroom',
        urgency: 'routine',
        entryPermitted: true,
        preferredWindows: [],
      },
    },
  });
  expect(opened.statusCode, opened.body).toBe(201);
  const id = opened.json().complaint._id as string;
  const jpeg = 'image/jpeg';
  expect(
    (
      await upload(`/api/complaints/${id}/photos`, tenant, [
        { field: 'photos', data: await photoWithGps(), type: jpeg },
      ])
    ).statusCode,
  ).toBe(201);
  expect(
    (await upload(`/api/complaints/${id}/video`, tenant, [{ field: 'video', data: mp4Of(5), type: 'video/mp4' }]))
      .statusCode,
  ).toBeLessThan(300);
  const comment = await upload(
    `/api/complaints/${id}/comments`,
    admin,
    [{ field: 'photos', data: await photoWithGps('#ef4444'), type: jpeg }],
    { body: 'Seen it.' },
  );
  expect(comment.statusCode, comment.body).toBe(201);
  const rows = await ctx.database.db
    .select({ id: media.id, key: media.key, thumbKey: media.thumbKey })
    .from(complaintMedia)
    .innerJoin(media, eq(media.id, complaintMedia.mediaId))
    .where(eq(complaintMedia.complaintId, id));
  expect(rows).toHaveLength(3); // the ticket's photo, its video, the comment's photo
  const keys = rows.flatMap((r) => [r.key, r.thumbKey].filter((k): k is string => Boolean(k)));
  for (const key of keys) expect(await ctx.app.deps.storage.get(key)).not.toBeNull();
  return { id, keys, mediaIds: rows.map((r) => r.id) };
}

describe('deleting a ticket deletes its private media', () => {
  it('the tenant deletes a waiting ticket: photos, video and comment photos are gone from storage', async () => {
    const { id, keys, mediaIds } = await ticketWithMedia();
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/complaints/${id}`, headers: tenant });
    expect(deleted.statusCode).toBe(204);
    for (const key of keys) expect(await ctx.app.deps.storage.get(key)).toBeNull();
    expect(await ctx.database.db.select().from(media).where(inArray(media.id, mediaIds))).toEqual([]);
  });

  it('an admin deletes a ticket: the same; a refused delete keeps everything', async () => {
    const { id, keys } = await ticketWithMedia();
    const other = await authHeader(ctx.app, await buildCustomer(ctx.database.db));
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/complaints/${id}`, headers: other })).statusCode).toBe(
      404,
    );
    for (const key of keys) expect(await ctx.app.deps.storage.get(key)).not.toBeNull();
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/complaints/${id}`, headers: admin });
    expect(deleted.statusCode).toBe(204);
    for (const key of keys) expect(await ctx.app.deps.storage.get(key)).toBeNull();
  });
});
