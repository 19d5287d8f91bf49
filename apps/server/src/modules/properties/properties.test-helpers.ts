/** Multipart payloads and images for the properties API tests. */
import sharp from 'sharp';

export async function pngImage(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();
}

export async function jpegImage(width = 80, height = 60): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 30 } } })
    .jpeg()
    .toBuffer();
}

export interface FileInput {
  field: string;
  name: string;
  type: string;
  data: Uint8Array;
}

export function propertyForm(fields: Record<string, unknown>, files: FileInput[] = []): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  for (const file of files)
    form.append(file.field, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  return form;
}

export const unitFields = {
  type: 'Unit Rental',
  name: 'Residensi Bukit Jalil',
  address: 'Jalan Jalil Perkasa 1, 57000 Kuala Lumpur',
  description: 'A bright two-bedroom unit beside the LRT.',
  price: '1800',
  depositAmount: '3600',
};

export const roomFields = {
  type: 'Room Rental',
  name: 'Taman Melawati Shared House',
  address: 'Jalan Melawati 3, 53100 Kuala Lumpur',
  description: 'Three furnished rooms in a quiet terrace house.',
  rooms: [
    { name: 'Master Room', price: 900, depositAmount: 900, description: 'Attached bathroom' },
    { name: 'Middle Room', price: 700, depositAmount: 700 },
    { name: 'Small Room', price: 500, depositAmount: 500, description: '' },
  ],
};
