/** The shared rules' messages are catalogue texts (en/rules.ts), in both languages, and read back by localizeText. */
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { authMessages, loginBodySchema, resendVerificationBodySchema } from '../auth.js';
import { complaintFormSchema, complaintMessages, finishHandlingFormSchema } from '../complaints.js';
import { listMessages } from '../common.js';
import { createApplicationBodySchema, updateApplicationBodySchema } from '../applications.js';
import { esignBodySchema, verifyCodeParamsSchema } from '../esign.js';
import { paymentMethodMessages } from '../payment-methods.js';
import { propertyFormSchema, propertyListQuerySchema } from '../properties.js';
import { statementQuerySchema } from '../receipts.js';
import { createRefundBodySchema, refundMessages } from '../refunds.js';
import {
  createTransactionBodySchema,
  processPaymentBodySchema,
  sandboxCardSchema,
  updateTransactionBodySchema,
} from '../transactions.js';
import { createUserBodySchema, updateUserBodySchema, usersQuerySchema } from '../users.js';
import { catalogues } from './catalogue.js';
import { localizeText, translate } from './translate.js';

/** Every message a schema gives for an input. */
const messagesOf = (schema: ZodType, input: unknown): string[] => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

const long = (n: number) => 'x'.repeat(n + 1);
const id = '00000000-0000-4000-8000-000000000000';
const hash = 'a'.repeat(64);

/** Invalid inputs that between them give every custom message of the shared schemas. */
const samples: [string, ZodType, unknown][] = [
  ['login (empty)', loginBodySchema, { email: '', password: '' }],
  ['login (missing)', loginBodySchema, {}],
  ['resend', resendVerificationBodySchema, {}],
  [
    'register',
    createUserBodySchema,
    { firstname: '', email: 'a@', phone: '12', password: 'short', confirmPassword: '' },
  ],
  [
    'register (too long)',
    createUserBodySchema,
    {
      firstname: long(50),
      lastname: long(50),
      email: `${long(250)}@b.my`,
      phone: 'abc',
      password: long(128),
      confirmPassword: 'x',
      userType: 'x',
      status: 'x',
      language: 'fr',
    },
  ],
  ['register (phone type)', createUserBodySchema, { phone: true }],
  ['user list', usersQuerySchema, { userType: 'x', status: 'x', q: long(100) }],
  ['user edit', updateUserBodySchema, { password: 'short', currentPassword: long(128) }],
  ['complaint', complaintFormSchema, { title: '', description: '' }],
  ['complaint (too long)', complaintFormSchema, { title: long(120), description: long(2000) }],
  ['finish handling', finishHandlingFormSchema, { resolutionDetails: long(2000) }],
  ['refund', createRefundBodySchema, { amount: 'x', reason: 'a' }],
  ['refund (too long)', createRefundBodySchema, { amount: 0, reason: long(500) }],
  [
    'charge',
    createTransactionBodySchema,
    { contractId: 'x', type: 'x', amount: 100_001, dueDate: 'x', description: long(300) },
  ],
  ['charge (decimals)', createTransactionBodySchema, { amount: 1.005 }],
  ['charge edit', updateTransactionBodySchema, { status: 'Paid' }],
  ['charge edit (empty)', updateTransactionBodySchema, {}],
  ['payment', processPaymentBodySchema, { transactionId: id }],
  ['payment (bad id)', processPaymentBodySchema, { paymentIntentId: 'x', transactionId: id }],
  ['card', sandboxCardSchema, { number: '4242', expMonth: 13, expYear: -1, cvc: 'x' }],
  ['statement', statementQuerySchema, { format: 'doc' }],
  ['application', createApplicationBodySchema, { property: id, room: 'x', startDate: 'x', stayLength: 5 }],
  ['application (no stay)', createApplicationBodySchema, { property: id, stayLength: 'x' }],
  ['decision', updateApplicationBodySchema, { status: 'x' }],
  ['property (unit)', propertyFormSchema, { type: 'Unit Rental', name: '', address: '', description: '', rooms: [{}] }],
  [
    'property (rooms)',
    propertyFormSchema,
    {
      type: 'Room Rental',
      name: long(120),
      address: long(300),
      description: long(5000),
      rooms: [
        { name: '', price: 'x', depositAmount: 1.5, description: long(1000) },
        { name: long(80), price: 0, depositAmount: 100_001 },
      ],
    },
  ],
  [
    'property (no rooms)',
    propertyFormSchema,
    { type: 'Room Rental', name: 'a', address: 'a', description: 'a', rooms: [] },
  ],
  ['property (type)', propertyFormSchema, { type: 'x' }],
  [
    'property (race or religion)',
    propertyFormSchema,
    {
      type: 'Unit Rental',
      name: 'Chinese only',
      address: 'a',
      description: 'Melayu sahaja',
      price: 1,
      depositAmount: 1,
    },
  ],
  ['listing query', propertyListQuerySchema, { minPrice: -1, maxPrice: -1, q: long(100), available: 'x', sort: 'x' }],
  ['signature (fields)', esignBodySchema, { method: 'x', documentHash: 'x', signatureImage: 'data:x', agree: false }],
  ['signature (typed)', esignBodySchema, { method: 'typed', typedName: '', typedStyle: 'x' }],
  [
    'signature (long name)',
    esignBodySchema,
    { method: 'typed', typedName: long(100), agree: true, documentHash: hash },
  ],
  ['signature (not drawn)', esignBodySchema, { method: 'drawn', agree: true, documentHash: hash }],
  ['signature (not typed)', esignBodySchema, { method: 'typed', agree: true, documentHash: hash }],
  ['agreement language', updateApplicationBodySchema, { status: 'Accepted', agreementLanguage: 'fr' }],
  ['verification code', verifyCodeParamsSchema, { code: 'x' }],
];

describe('the shared rules in the catalogue', () => {
  const english = new Set(Object.values(catalogues.en));

  it.each(samples)(
    '%s: every message is an English catalogue text with its own Bahasa Malaysia',
    (_, schema, input) => {
      const given = messagesOf(schema, input);
      expect(given.length).toBeGreaterThan(0);
      for (const message of given) {
        expect(
          english.has(message),
          `"${message}" is not in the catalogue (packages/shared/src/i18n/en/rules.ts)`,
        ).toBe(true);
        expect(localizeText('ms', message), `"${message}" has no Bahasa Malaysia`).not.toBe(message);
      }
    },
  );

  it('gives the English of the message sets functions from their ICU twins', () => {
    for (const seconds of [1, 45, 59]) {
      expect(translate('en', 'serverRules.auth.tooManyAttemptsSeconds', { seconds })).toBe(
        authMessages.tooManyAttempts(seconds),
      );
    }
    for (const seconds of [60, 61, 119, 900]) {
      expect(translate('en', 'serverRules.auth.tooManyAttemptsMinutes', { minutes: Math.ceil(seconds / 60) })).toBe(
        authMessages.tooManyAttempts(seconds),
      );
    }
    expect(translate('en', 'serverRules.auth.resendCooldown', { seconds: 42 })).toBe(authMessages.resendCooldown(42));
    expect(translate('en', 'serverRules.complaints.invalidTransition', { from: 'Handled', to: 'In Handling' })).toBe(
      complaintMessages.invalidTransition('Handled', 'In Handling'),
    );
    expect(translate('en', 'serverRules.refunds.overRefund', { remaining: 'RM1,250.50' })).toBe(
      refundMessages.overRefund('RM1,250.50'),
    );
    expect(translate('en', 'serverRules.common.sortByOneOf', { keys: 'newest, oldest, due, paid' })).toBe(
      listMessages.sortByOneOf(['newest', 'oldest', 'due', 'paid']),
    );
  });

  it('reads a text formatted from a message with arguments back into the caller language', () => {
    expect(localizeText('ms', refundMessages.overRefund('RM1,250.50'))).toBe(
      'Bayaran balik tidak boleh melebihi jumlah yang dibayar: paling banyak RM1,250.50 masih boleh dibayar balik',
    );
    expect(localizeText('ms', authMessages.tooManyAttempts(30))).toBe(
      'Terlalu banyak cubaan. Sila tunggu 30 saat dan cuba lagi.',
    );
    expect(localizeText('ms', authMessages.tooManyAttempts(61))).toBe(
      'Terlalu banyak cubaan. Sila tunggu 2 minit dan cuba lagi.',
    );
    expect(localizeText('ms', complaintMessages.invalidTransition('Handled', 'In Handling'))).toBe(
      "Status aduan tidak boleh bertukar daripada 'Handled' kepada 'In Handling'.",
    );
    expect(localizeText('ms', paymentMethodMessages.fpxAboveLimit)).toBe(
      'Perbankan dalam talian (FPX) tersedia untuk bayaran sehingga RM30,000. Sila bayar jumlah ini dengan kad.',
    );
    expect(localizeText('ms', listMessages.sortByOneOf(['start', 'newest', 'oldest']))).toBe(
      'Susun mengikut salah satu daripada: start, newest, oldest',
    );
    expect(localizeText('en', refundMessages.overRefund('RM5'))).toBe(refundMessages.overRefund('RM5'));
    // Near misses stay as they are.
    expect(localizeText('ms', 'Too many attempts. Please wait a bit and try again!')).toBe(
      'Too many attempts. Please wait a bit and try again!',
    );
  });
});
