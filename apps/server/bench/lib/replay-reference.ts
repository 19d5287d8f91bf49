/**
 * The bare node:http reference of target 2: answers each captured request with the app's own status, headers and
 * body bytes, doing nothing else. Its req/s is what this machine can do for those bytes; the app is measured
 * against it in the same run.
 */
import http from 'node:http';
import type { Captured } from './capture.js';

/** Key of a captured answer: path, whether brotli was accepted, whether it was a conditional request. */
export const replayKey = (path: string, br: boolean, conditional: boolean) =>
  `${path}|${br ? 'br' : 'identity'}|${conditional ? '304' : '200'}`;

export async function startReplayReference(
  answers: Map<string, Captured>,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const br = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const answer = answers.get(replayKey(req.url ?? '', br, req.headers['if-none-match'] !== undefined));
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
