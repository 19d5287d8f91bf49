/**
 * A local stand-in of the WhatsApp Business Cloud API for the tests (issue 24 §5): `POST /{version}/{phone-number-id}
 * /messages` with the Bearer token answers like Graph (`{ messaging_product, contacts, messages: [{ id: 'wamid…' }] }`)
 * and records each request. `failNext(status, n)` makes the next n requests fail with that status and a Graph error
 * body; a wrong token answers 401, an unknown path 404.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CloudRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: {
    messaging_product?: string;
    to?: string;
    type?: string;
    biz_opaque_callback_data?: string;
    template?: {
      name?: string;
      language?: { code?: string; policy?: string };
      components?: { type: string; sub_type?: string; parameters: { type: string; text: string }[] }[];
    };
  };
}

export interface WhatsAppCloudStandIn {
  url: string;
  phoneNumberId: string;
  accessToken: string;
  /** Every request, in order (failed ones too). */
  requests: CloudRequest[];
  /** Only the requests that were answered with a message id. */
  delivered(): CloudRequest[];
  failNext(status: number, times?: number): void;
  close(): Promise<void>;
}

export async function startWhatsAppCloudStandIn(
  options: { phoneNumberId?: string; accessToken?: string; version?: string } = {},
): Promise<WhatsAppCloudStandIn> {
  const phoneNumberId = options.phoneNumberId ?? '109876543210987';
  const accessToken = options.accessToken ?? 'EAAG-test-access-token-0123456789';
  const version = options.version ?? 'v23.0';
  const requests: CloudRequest[] = [];
  const okIds = new Set<number>();
  const failures: number[] = [];
  let counter = 0;

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let body: CloudRequest['body'] = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as CloudRequest['body'];
      } catch {
        body = {};
      }
      const index =
        requests.push({
          method: req.method ?? '',
          path: req.url ?? '',
          authorization: req.headers.authorization,
          body,
        }) - 1;
      const answer = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (req.method !== 'POST' || req.url !== `/${version}/${phoneNumberId}/messages`) {
        return answer(404, { error: { message: 'Unknown path', code: 100 } });
      }
      if (req.headers.authorization !== `Bearer ${accessToken}`) {
        return answer(401, { error: { message: 'Invalid OAuth access token', code: 190 } });
      }
      const failure = failures.shift();
      if (failure !== undefined) {
        return answer(failure, {
          error: { message: `stand-in failure ${failure}`, code: failure >= 500 ? 131000 : 131026 },
        });
      }
      okIds.add(index);
      counter++;
      const to = String(body.to ?? '');
      answer(200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: to, wa_id: to.replace(/^\+/, '') }],
        messages: [{ id: `wamid.standin${counter}` }],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    phoneNumberId,
    accessToken,
    requests,
    delivered: () => requests.filter((_, i) => okIds.has(i)),
    failNext(status, times = 1) {
      for (let i = 0; i < times; i++) failures.push(status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The env of a test app that talks to this stand-in. */
export const cloudEnv = (
  standIn: WhatsAppCloudStandIn,
  secrets = { appSecret: 'app-secret-0123456789abcdef', verifyToken: 'verify-token-3fa9c1e07b' },
) => ({
  WHATSAPP_PHONE_NUMBER_ID: standIn.phoneNumberId,
  WHATSAPP_ACCESS_TOKEN: standIn.accessToken,
  WHATSAPP_APP_SECRET: secrets.appSecret,
  WHATSAPP_VERIFY_TOKEN: secrets.verifyToken,
  WHATSAPP_API_URL: standIn.url,
});
