import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { renderContractPdf, type ContractPdfInput } from './contract-pdf.js';

function buildInput(overrides: Partial<ContractPdfInput> = {}): ContractPdfInput {
  return {
    contractId: '5b0c8f52-6a1e-4c3b-9d7e-2f41a8c9e013',
    generatedOn: '2025-11-22',
    landlord: {
      name: 'SewaMudah Sdn. Bhd.',
      email: 'hello@sewamudah.my',
      phone: '0312345678',
      address: 'Level 12, Menara Sewa, Jalan Ampang, 50450 Kuala Lumpur',
    },
    tenant: { name: 'Nur Aisyah binti Ahmad', email: 'aisyah@example.com', phone: '0123456789' },
    property: {
      name: 'Taman Desa Shared House',
      address: '23, Jalan Desa Bakti, Taman Desa, 58100 Kuala Lumpur',
      type: 'Room Rental',
    },
    roomName: 'Master Bedroom',
    startDate: '2026-01-15',
    endDate: '2026-07-14',
    stayLengthMonths: 6,
    monthlyRentRm: 1500,
    depositRm: 3000.5,
    ...overrides,
  };
}

/** All text of the document, one string, whitespace collapsed (wrapped lines are joined by a space). */
async function extractText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  // pdf.js takes ownership of (detaches) the buffer it is given.
  const pdf = await getDocument({ data: bytes.slice(), verbosity: VerbosityLevel.ERRORS }).promise;
  const parts: string[] = [];
  for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber++) {
    const page = await pdf.getPage(pageNumber);
    const content = await page.getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { text: parts.join(' ').replace(/\s+/g, ' '), pages };
}

describe('renderContractPdf', () => {
  it('names in clause 9.3 whoever bears the stamp duty (STAMP_DUTY_PAYER), in the agreement language', async () => {
    const tenantPays = (await extractText(await renderContractPdf(buildInput()))).text;
    expect(tenantPays).toContain('Stamp Act 1949 is borne by the Tenant.');
    expect(tenantPays).not.toContain('borne by the Landlord');

    const landlordPays = (await extractText(await renderContractPdf(buildInput({ stampDutyPayer: 'landlord' })))).text;
    expect(landlordPays).toContain('Stamp Act 1949 is borne by the Landlord.');
    expect(landlordPays).not.toContain('borne by the Tenant');

    const malay = (
      await extractText(await renderContractPdf(buildInput({ stampDutyPayer: 'landlord', language: 'ms' })))
    ).text;
    expect(malay).toContain('Akta Setem 1949 ditanggung oleh Tuan Rumah.');
  });

  it('renders a PDF containing the agreement details a tenant needs to check', async () => {
    const bytes = await renderContractPdf(buildInput());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');

    const { text, pages } = await extractText(bytes);
    expect(text).toContain('Residential Tenancy Agreement');
    expect(text).toContain('5b0c8f52-6a1e-4c3b-9d7e-2f41a8c9e013');
    expect(text).toContain('22/11/2025');
    expect(text).toContain('SewaMudah Sdn. Bhd.');
    expect(text).toContain('Nur Aisyah binti Ahmad');
    expect(text).toContain('aisyah@example.com');
    expect(text).toContain('Taman Desa Shared House');
    expect(text).toContain('23, Jalan Desa Bakti, Taman Desa, 58100 Kuala Lumpur');
    expect(text).toContain('Master Bedroom');
    expect(text).toContain('15/01/2026');
    expect(text).toContain('14/07/2026');
    expect(text).toContain('6 months');
    expect(text).toContain('RM1,500');
    expect(text).toContain('RM3,000.50');
    expect(text).toContain('RM4,500.50'); // deposit + first month, payable on signing
    expect(text).toContain('15th day of each month');
    expect(text).toContain('Contracts Act 1950');
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });

  it('leaves out the room for a unit rental', async () => {
    const bytes = await renderContractPdf(
      buildInput({
        property: { name: 'Residensi Bangsar Hill', address: 'Jalan Maarof, 59000 Kuala Lumpur', type: 'Unit Rental' },
        roomName: null,
      }),
    );
    const { text } = await extractText(bytes);
    expect(text).toContain('Residensi Bangsar Hill');
    expect(text).toContain('the whole unit');
    expect(text).not.toContain('Room Rental');
  });

  it('wraps a very long property name and address without throwing', async () => {
    const name = 'The Grand Residences at Mont Kiara Hills Phase Three Tower B '.repeat(4).trim();
    const address = `${'No. 12, Jalan Kiara 3, Mont Kiara, '.repeat(10)}${'X'.repeat(200)}`;
    const bytes = await renderContractPdf(buildInput({ property: { name, address, type: 'Room Rental' } }));

    const { text, pages } = await extractText(bytes);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('The Grand Residences at Mont Kiara Hills');
    expect(text).toContain('No. 12, Jalan Kiara 3, Mont Kiara');
    expect(text).toContain(`Page 1 of ${pages}`);
  });

  it('prints names in any script exactly, dropping only emoji and line breaks', async () => {
    const bytes = await renderContractPdf(
      buildInput({
        tenant: { name: '陈伟明 (Tan Wei Ming) 😀', email: 'wei.ming@example.com', phone: '0123456789' },
        property: { name: 'Résidence Đông 🏠', address: 'Jalan Ampang\n50450 Kuala Lumpur', type: 'Room Rental' },
        roomName: 'Bilik 🌴 Utama',
      }),
    );

    const { text } = await extractText(bytes);
    expect(text).toContain('陈伟明 (Tan Wei Ming)');
    expect(text).toContain('Résidence Đông');
    expect(text).toContain('Jalan Ampang 50450 Kuala Lumpur');
    expect(text).toContain('Bilik Utama');
  });
});
