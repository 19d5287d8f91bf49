/** API paths of the renewal agreement's PDFs (timeline links, the signing page; docs/decisions/0036). */
export type RenewalVersion = 'generated' | 'tenant_signed' | 'sealed';

export const renewalFilePath = (contractId: string, offerId: string, version?: RenewalVersion) =>
  `/api/contracts/${contractId}/renewal-offers/${offerId}/agreement.pdf${version ? `?version=${version}` : ''}`;

/** The accepted event's link to the generated agreement (rendered right after the acceptance, or on first open). */
export const acceptedLinks = (contractId: string, offerId: string) => [
  { kind: 'renewal_agreement', id: offerId, href: renewalFilePath(contractId, offerId, 'generated') },
];
