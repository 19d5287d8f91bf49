/**
 * Authenticated downloads (ADR 0019): receipts, statements and CSV exports. The request goes through the one base
 * query (Bearer token, refresh and retry on 403); the answer is saved as a file, never kept in the store.
 */
import { api } from '@/lib/api';
import { filenameFrom, saveBlob } from '@/lib/download';

export interface DownloadArgs {
  /** API path under /api, with its query string. */
  url: string;
  /** Used when the answer names no file. */
  filename: string;
}

export const downloadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    downloadFile: build.mutation<null, DownloadArgs>({
      query: ({ url, filename }) => ({
        url,
        cache: 'no-store',
        responseHandler: async (response: Response) => {
          if (!response.ok) return response.json().catch(() => null);
          saveBlob(await response.blob(), filenameFrom(response.headers.get('Content-Disposition')) ?? filename);
          return null;
        },
      }),
    }),
  }),
});

export const { useDownloadFileMutation } = downloadsApi;

/** Query string of the set filters only. */
export function queryOf(params: Record<string, string | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}
