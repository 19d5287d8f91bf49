/**
 * Issue 27 §2: SewaMudah's web app applies only with a complete tenant profile and consent. Specs whose customer
 * applies through the apply panel first give them one through the API (details, MyKad front and back, a payslip).
 */
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_PASSWORD, expect } from './fixtures';

/** A small photo of a card or a page, as a phone would take it. */
export async function documentPhoto(label: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400" fill="#e8eef5"/><text x="40" y="200" font-size="36" font-family="sans-serif" fill="#1a3a5a">${label}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

export async function apiTokenOf(api: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await api.post('/api/auth/login', { data: { email, password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** Makes the customer's tenant profile complete (idempotent: an already complete profile is left as it is). */
export async function completeTenantProfile(api: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const headers = { authorization: `Bearer ${await apiTokenOf(api, email, password)}` };
  const current = await api.get('/api/tenant-profile', { headers });
  expect(current.status()).toBe(200);
  if (((await current.json()) as { missing: string[] }).missing.length === 0) return;
  const saved = await api.put('/api/tenant-profile', {
    headers,
    data: {
      idType: 'mykad',
      idNumber: '950101-14-5566',
      nationality: 'Malaysian',
      employmentType: 'permanent',
      employer: 'Petronas Digital Sdn Bhd',
      jobTitle: 'Data analyst',
      employmentStart: '2022-03-01',
      monthlyIncome: 7200,
      adults: 1,
      children: 0,
      pets: false,
      smoker: false,
      emergencyName: 'Siti Aminah',
      emergencyPhone: '0123456789',
    },
  });
  expect(saved.status()).toBe(200);
  for (const category of ['mykad_front', 'mykad_back', 'payslip'] as const) {
    const uploaded = await api.post('/api/tenant-profile/documents', {
      headers,
      multipart: {
        category,
        file: { name: `${category}.jpg`, mimeType: 'image/jpeg', buffer: await documentPhoto(category) },
      },
    });
    expect(uploaded.status()).toBe(201);
  }
}
