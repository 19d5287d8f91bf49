/** Catalogue keys of in-browser signing (docs/decisions/0013), shared by the tenant's and the admin's views. */
import type { AgreementEventType, EsignStatus } from '@sewamudah/shared';
import type { MessageKey } from '@/lib/i18n';

/** Where signing stands, as badges and notes show it. */
export const ESIGN_STATUS_KEYS: Record<EsignStatus, MessageKey> = {
  unsigned: 'esignUi.status.unsigned',
  tenant_signed: 'esignUi.status.tenantSigned',
  completed: 'esignUi.status.completed',
};

/** One line of the audit trail per event type. */
export const AUDIT_EVENT_KEYS: Record<AgreementEventType, MessageKey> = {
  created: 'esignUi.events.created',
  viewed: 'esignUi.events.viewed',
  signed: 'esignUi.events.signed',
  countersigned: 'esignUi.events.countersigned',
  completed: 'esignUi.events.completed',
  downloaded: 'esignUi.events.downloaded',
};
