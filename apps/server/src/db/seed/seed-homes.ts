/** Demo homes: the properties of demo-data.ts, their rooms, and their photos (rendered, no downloads). */
import { addDays } from '@sewamudah/shared';
import type { AppDeps } from '../../app-deps.js';
import { storePropertyImage } from '../../lib/images.js';
import { properties, propertyImages, rooms } from '../schema/index.js';
import { demoProperties } from './demo-data.js';
import { renderDemoImage } from './images.js';
import { at } from './seed-time.js';

export interface DemoRoom {
  id: string;
  price: number;
  deposit: number;
  name: string;
}

export interface DemoHomes {
  propertyIds: Map<string, string>;
  roomIds: Map<string, DemoRoom>;
}

export async function seedHomesDemo(deps: Pick<AppDeps, 'database' | 'storage'>, today: string): Promise<DemoHomes> {
  const { db } = deps.database;
  const propertyIds = new Map<string, string>();
  const roomIds = new Map<string, DemoRoom>();
  for (const [index, p] of demoProperties.entries()) {
    const [row] = await db
      .insert(properties)
      .values({
        name: p.name,
        type: p.type,
        address: p.address,
        description: p.description,
        priceSen: p.price != null ? p.price * 100 : null,
        depositSen: p.deposit != null ? p.deposit * 100 : null,
        createdAt: at(addDays(today, -380 + index * 12)),
      })
      .returning({ id: properties.id });
    const propertyId = row!.id;
    propertyIds.set(p.key, propertyId);
    for (const [position, r] of (p.rooms ?? []).entries()) {
      const [roomRow] = await db
        .insert(rooms)
        .values({
          propertyId,
          name: r.name,
          priceSen: r.price * 100,
          depositSen: r.deposit * 100,
          description: r.description ?? null,
          position,
        })
        .returning({ id: rooms.id });
      roomIds.set(r.key, { id: roomRow!.id, price: r.price, deposit: r.deposit, name: r.name });
    }
    for (const [position, scene] of p.scenes.entries()) {
      const image = await renderDemoImage(scene, index * 3 + position);
      const stored = await storePropertyImage(deps.storage, propertyId, image);
      await db.insert(propertyImages).values({ propertyId, position, ...stored });
    }
  }
  return { propertyIds, roomIds };
}
