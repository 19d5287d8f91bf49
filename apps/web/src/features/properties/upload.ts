/**
 * Property forms go up with XMLHttpRequest so the form can show upload progress (fetch cannot report it).
 * Same rules as the base query: Bearer token, and on a 403 one token refresh and one retry.
 */
import type { BaseQueryApi, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { selectAccessToken, type AuthRootState } from '@/features/auth';
import { API_BASE_URL, refreshAccessToken } from '@/lib/api';

type Listener = (percent: number) => void;
const listeners = new Map<string, Listener>();

/** Follow the upload of the request sent with this `uploadId`; returns the unsubscribe function. */
export function onUploadProgress(uploadId: string, listener: Listener): () => void {
  listeners.set(uploadId, listener);
  return () => listeners.delete(uploadId);
}

interface XhrResult {
  status: number;
  data: unknown;
}

function send(method: string, url: string, body: FormData, token: string | null, uploadId: string): Promise<XhrResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_BASE_URL}${url}`);
    xhr.withCredentials = true;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) listeners.get(uploadId)?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = null;
      }
      resolve({ status: xhr.status, data });
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.send(body);
  });
}

export async function uploadForm(
  api: BaseQueryApi,
  request: { method: 'POST' | 'PATCH'; url: string; body: FormData; uploadId: string },
): Promise<{ data: unknown } | { error: FetchBaseQueryError }> {
  const tokenOf = () => selectAccessToken(api.getState() as AuthRootState);
  try {
    let result = await send(request.method, request.url, request.body, tokenOf(), request.uploadId);
    if (result.status === 403) {
      const refreshed = await refreshAccessToken(api);
      if (!refreshed.ok) return { error: refreshed.error };
      result = await send(request.method, request.url, request.body, refreshed.accessToken, request.uploadId);
    }
    if (result.status >= 200 && result.status < 300) return { data: result.data };
    return { error: { status: result.status, data: result.data } };
  } catch {
    return { error: { status: 'FETCH_ERROR', error: 'Network error' } };
  }
}
