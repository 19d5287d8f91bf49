/** The data-rights tests' helpers: "download my data"'s ZIP read back into its entries (name → bytes). */
import yauzl from 'yauzl';

export async function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** One `data/<name>` section of the archive, parsed. */
export const section = (entries: Map<string, Buffer>, name: string) => {
  const bytes = entries.get(`data/${name}`);
  if (!bytes) throw new Error(`data/${name} is not in the archive`);
  return JSON.parse(bytes.toString('utf8')) as Record<string, unknown>[];
};
