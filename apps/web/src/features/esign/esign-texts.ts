/** Texts of in-browser signing (docs/decisions/0013), shared by the tenant's, the admin's and the public views. */
export const esignTexts = {
  tenantAgree:
    'I have read and agree to this tenancy agreement, and I sign it electronically. My electronic signature is as binding as a handwritten one.',
  landlordAgree:
    'I have read this tenancy agreement and countersign it electronically for the landlord, as the managing agent.',
  signSubmit: 'Sign agreement',
  countersignSubmit: 'Countersign',
  signed: 'Agreement signed. The managing agent countersigns it next; you can pay now.',
  countersigned: 'Agreement countersigned. It is now complete.',
  signFailed: 'The agreement could not be signed',
  loadFailed: 'The agreement could not be loaded. Please try again.',
  preferPaper: 'Prefer paper? Upload a signed copy',
  statusLabel: {
    unsigned: 'Not signed yet',
    tenant_signed: 'Signed by the tenant, awaiting countersignature',
    completed: 'Signed by both parties',
  },
} as const;
