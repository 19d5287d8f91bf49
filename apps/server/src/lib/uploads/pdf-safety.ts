/**
 * Judges an uploaded PDF: it must really be one (header at byte 0, pdf-lib loads it, it has a page), not be
 * encrypted (its objects could not be inspected), and carry no active content: JavaScript, launch actions,
 * additional actions (/AA), form submission, links to other files (/GoToR), embedded files or rich media, an
 * /OpenAction that does more than show a page, or a link (/URI) to anything but a web or mail address
 * (`javascript:`, `file:`, UNC paths), whether in plain objects, compressed object streams or the document
 * structure pdf-lib sees. HTML in the bytes or data glued after the end marks a polyglot.
 */
import { constants, inflateSync } from 'node:zlib';
import {
  EncryptedPDFError,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRef,
  PDFStream,
  PDFString,
  type PDFObject,
} from 'pdf-lib';
import {
  decodeName,
  findUnsafeNames,
  findUnsafeUri,
  hasName,
  isSafeUri,
  UNSAFE_ACTION_TYPES,
  UNSAFE_KEYS,
} from './pdf-names.js';

export type PdfVerdict = 'ok' | 'notPdf' | 'unreadable' | 'encrypted' | 'unsafe';

/** Most a single compressed object stream may inflate to (guards against deflate bombs). */
const MAX_INFLATED_BYTES = 32 * 1024 * 1024;
/** Bytes tolerated after the last %%EOF (some writers add padding); more is another file glued on. */
const MAX_TRAILING_BYTES = 1024;
const HTML_MARKUP = /<\s*(?:!doctype|html|script|iframe|object|embed)\b/i;

interface RawStream {
  dict: string;
  start: number;
  end: number;
}

/** Splits raw PDF text into what lies outside streams (objects, trailers) and the streams' byte ranges. */
function splitStreams(text: string): { outside: string; streams: RawStream[] } | null {
  const streams: RawStream[] = [];
  let outside = '';
  let cursor = 0;
  const streamKeyword = /\bstream(?:\r\n|\n|\r)/g;
  for (let match = streamKeyword.exec(text); match; match = streamKeyword.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) return null;
    const dictStart = text.lastIndexOf('obj', match.index);
    streams.push({ dict: decodeName(text.slice(Math.max(dictStart, cursor), match.index)), start, end });
    outside += `${text.slice(cursor, match.index)}\n`;
    cursor = end + 'endstream'.length;
    streamKeyword.lastIndex = cursor;
  }
  return { outside: outside + text.slice(cursor), streams };
}

/** Plain-text view of every Flate-compressed object stream (/Type /ObjStm), inflated within a size cap. */
function inflateObjectStreams(bytes: Buffer, streams: RawStream[]): string[] | null {
  const out: string[] = [];
  let total = 0;
  for (const stream of streams) {
    // Other filters are rare for object streams; pdf-lib's structural walk still sees those objects.
    if (!/\/ObjStm\b/.test(stream.dict) || !/\/FlateDecode\b/.test(stream.dict)) continue;
    try {
      const inflated = inflateSync(bytes.subarray(stream.start, stream.end), {
        maxOutputLength: MAX_INFLATED_BYTES,
        finishFlush: constants.Z_SYNC_FLUSH, // tolerate the end-of-line before `endstream`
      });
      total += inflated.length;
      if (total > MAX_INFLATED_BYTES) return null;
      out.push(inflated.toString('latin1'));
    } catch {
      return null;
    }
  }
  return out;
}

/** The text of a string object (literal or hex), or undefined for anything else. */
function stringValue(object: PDFObject | undefined): string | undefined {
  return object instanceof PDFString || object instanceof PDFHexString ? object.decodeText() : undefined;
}

/**
 * What a document may do when opened (/OpenAction): show a page (a destination array, or a /GoTo action whose
 * /Next chain is /GoTo too). Opening a web address, submitting a form or anything else on its own is refused.
 */
function isSafeOpenAction(doc: PDFDocument, value: PDFObject): boolean {
  const seen = new Set<PDFObject>();
  let action: PDFObject | undefined = value instanceof PDFRef ? doc.context.lookup(value) : value;
  if (action instanceof PDFArray) return true;
  while (action !== undefined) {
    if (!(action instanceof PDFDict) || seen.has(action)) return false;
    seen.add(action);
    const type = action.get(PDFName.of('S'));
    if (!(type instanceof PDFName) || type.decodeText() !== 'GoTo') return false;
    const next: PDFObject | undefined = action.get(PDFName.of('Next'));
    action = next instanceof PDFRef ? doc.context.lookup(next) : next;
    if (action instanceof PDFArray) action = action.size() === 1 ? action.lookup(0) : undefined;
  }
  return true;
}

function hasUnsafeStructure(doc: PDFDocument): boolean {
  const seen = new Set<PDFObject>();
  const visit = (object: PDFObject | undefined): boolean => {
    if (!object || object instanceof PDFRef || seen.has(object)) return false;
    seen.add(object);
    if (object instanceof PDFArray) return object.asArray().some(visit);
    const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : null;
    if (!dict) return false;
    for (const [key, value] of dict.entries()) {
      const name = key.decodeText();
      if (UNSAFE_KEYS.has(name)) return true;
      if ((name === 'S' || name === 'Type') && value instanceof PDFName && UNSAFE_ACTION_TYPES.has(value.decodeText()))
        return true;
      if (name === 'OpenAction' && !isSafeOpenAction(doc, value)) return true;
      if (name === 'URI') {
        const resolved = value instanceof PDFRef ? doc.context.lookup(value) : value;
        const uri = stringValue(resolved);
        // A link's target must be a web or mail address; a /URI dictionary (the catalog's /Base) holds no link.
        if (uri !== undefined ? !isSafeUri(uri) : !(resolved instanceof PDFDict)) return true;
      }
      if (visit(value)) return true;
    }
    return false;
  };
  return doc.context.enumerateIndirectObjects().some(([, object]) => visit(object));
}

export async function judgePdf(bytes: Buffer): Promise<PdfVerdict> {
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') return 'notPdf';
  const text = bytes.toString('latin1');
  const eof = text.lastIndexOf('%%EOF');
  if (eof < 0) return 'unreadable';
  if (text.length - (eof + 5) > MAX_TRAILING_BYTES) return 'unsafe';
  // Long names like /JavaScript or /Launch anywhere, even inside stream data (an object hidden in a fake stream).
  if (findUnsafeNames(text, true)) return 'unsafe';
  const split = splitStreams(text);
  if (!split) return 'unreadable';
  // Stream bodies are binary (images, fonts): short names are only searched in the object syntax around them.
  if (findUnsafeNames(split.outside) || findUnsafeUri(split.outside) || HTML_MARKUP.test(split.outside)) {
    return 'unsafe';
  }
  if (hasName(split.outside, 'Encrypt')) return 'encrypted';
  const objectStreams = inflateObjectStreams(bytes, split.streams);
  if (!objectStreams) return 'unreadable';
  if (
    objectStreams.some((content) => findUnsafeNames(content) || findUnsafeUri(content) || HTML_MARKUP.test(content))
  ) {
    return 'unsafe';
  }
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { updateMetadata: false });
    if (doc.getPageCount() < 1) return 'unreadable';
  } catch (error) {
    return error instanceof EncryptedPDFError ? 'encrypted' : 'unreadable';
  }
  if (doc.isEncrypted) return 'encrypted';
  return hasUnsafeStructure(doc) ? 'unsafe' : 'ok';
}
