/** One raw answer of the app (status, headers and body bytes exactly as sent), for the reference to replay. */
import http from 'node:http';

export interface Captured {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

export function captureResponse(url: string, headers: Record<string, string> = {}): Promise<Captured> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const captured: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          // Per-connection and per-moment headers are the reference's own business.
          if (value === undefined || ['connection', 'keep-alive', 'date', 'transfer-encoding'].includes(name)) continue;
          captured[name] = value;
        }
        resolve({ status: res.statusCode ?? 0, headers: captured, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}
