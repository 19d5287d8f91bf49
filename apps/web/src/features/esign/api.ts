/**
 * In-browser signing of tenancy agreements (docs/decisions/0013): the agreement to review, the tenant's signature,
 * the admin's countersignature, the audit trail and the public verification page.
 */
import {
  agreementResponseSchema,
  auditResponseSchema,
  verifyResponseSchema,
  type AgreementResponse,
  type AuditEvent,
  type EsignBody,
  type VerifyResponse,
} from '@sewamudah/shared';
import { api } from '@/lib/api';

export type Agreement = AgreementResponse['agreement'];
const contractTags = (id: string) => [
  { type: 'Contract' as const, id },
  { type: 'Contract' as const, id: 'LIST' },
  { type: 'Application' as const, id: 'LIST' },
];

export const esignApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The agreement as structured content (reading it records a `viewed` event). */
    getAgreement: build.query<Agreement, string>({
      query: (contractId) => `/contracts/${contractId}/agreement`,
      rawResponseSchema: agreementResponseSchema,
      transformResponse: (response: AgreementResponse) => response.agreement,
      providesTags: (_result, _error, id) => [{ type: 'Contract', id }],
    }),
    getAudit: build.query<AuditEvent[], string>({
      query: (contractId) => `/contracts/${contractId}/audit`,
      rawResponseSchema: auditResponseSchema,
      transformResponse: (response: { events: AuditEvent[] }) => response.events,
      providesTags: (_result, _error, id) => [{ type: 'Contract', id }],
    }),
    esign: build.mutation<unknown, EsignBody & { contractId: string }>({
      query: ({ contractId, ...body }) => ({ url: `/contracts/${contractId}/esign`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { contractId }) => contractTags(contractId),
    }),
    countersign: build.mutation<unknown, EsignBody & { contractId: string }>({
      query: ({ contractId, ...body }) => ({ url: `/contracts/${contractId}/countersign`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { contractId }) => contractTags(contractId),
    }),
    /** Public: whether a completed agreement with this code exists and is intact. */
    verify: build.query<VerifyResponse, string>({
      query: (code) => `/verify/${encodeURIComponent(code)}`,
      responseSchema: verifyResponseSchema,
    }),
    /** Public: whether an uploaded PDF is byte-for-byte the sealed agreement. */
    verifyFile: build.mutation<VerifyResponse, { code: string; file: File }>({
      query: ({ code, file }) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: `/verify/${encodeURIComponent(code)}`, method: 'POST', body };
      },
      responseSchema: verifyResponseSchema,
    }),
  }),
});

export const {
  useGetAgreementQuery,
  useGetAuditQuery,
  useEsignMutation,
  useCountersignMutation,
  useVerifyQuery,
  useVerifyFileMutation,
} = esignApi;
