/** Texts of the contracts module beyond SPEC §8 (those live in `messages.contracts`). */
import { MAX_PDF_BYTES } from '@sewamudah/shared';

export const contractTexts = {
  notFound: 'Contract not found',
  fileNotFound: 'Contract file not found',
  signedNotFound: 'No signed copy has been uploaded for this contract',
  tenantOnly: 'Only the tenant can upload the signed contract.',
  notPdf: 'The signed contract must be a PDF file.',
  tooLarge: `The signed contract must be at most ${MAX_PDF_BYTES / (1024 * 1024)} MB.`,
  notSignable: 'This contract can no longer be signed.',
  notEndable: 'Only an active contract can be ended early.',
  endDateRange: 'The new end date must be between today (and after the start date) and the current end date.',
  hasPayments: 'This contract has payments and cannot be deleted. End it instead.',
  createViaApplication: 'Contracts are created by accepting an application.',
} as const;
