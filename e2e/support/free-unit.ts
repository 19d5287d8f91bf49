/**
 * A unit rental of the spec's own, made by the demo admin through the API. Specs that apply for a home once took the
 * first free demo unit; with this phase's demo tenancies and viewings and more specs applying, the free demo units ran
 * out before the last specs of a full run. Each spec now lists a home nobody else applies for.
 */
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_PASSWORD, demo } from './fixtures';

export async function createFreeUnit(api: APIRequestContext, name: string): Promise<{ _id: string; name: string }> {
  const login = await api.post('/api/auth/login', { data: { email: demo.admin, password: DEMO_PASSWORD } });
  if (login.status() !== 200) throw new Error(`admin login failed: ${login.status()}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#4263eb' } })
    .jpeg({ quality: 80 })
    .toBuffer();
  const res = await api.post('/api/properties', {
    headers: { authorization: `Bearer ${accessToken}` },
    multipart: {
      type: 'Unit Rental',
      name,
      address: 'Jalan Tun Razak, 50400 Kuala Lumpur',
      description: 'A two-bedroom unit listed by an end-to-end test.',
      price: '1800',
      depositAmount: '3600',
      images: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  if (res.status() !== 201 && res.status() !== 200) throw new Error(`creating a unit failed: ${await res.text()}`);
  const body = (await res.json()) as { property?: { _id: string; name: string }; _id?: string; name?: string };
  const property = body.property ?? (body as { _id: string; name: string });
  return { _id: property._id, name: property.name };
}
