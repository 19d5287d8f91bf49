/** Tests: a PDF's text as pdf.js extracts it (right-to-left runs come back in logical order). */
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfTextItems(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: VerbosityLevel.ERRORS }).promise;
  const items: string[] = [];
  for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber++) {
    const content = await (await pdf.getPage(pageNumber)).getTextContent();
    for (const item of content.items) if ('str' in item && item.str.trim() !== '') items.push(item.str);
  }
  await pdf.destroy();
  return items;
}

export const pdfText = async (bytes: Uint8Array) => (await pdfTextItems(bytes)).join(' ').replace(/\s+/g, ' ');
