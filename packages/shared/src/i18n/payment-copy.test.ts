/**
 * Issue 23, out-of-date copy: the pages, the acceptance e-mail and the agreement described a "download, sign, upload …
 * by card" flow. Signing happens in the browser and payments go by online banking (FPX) or card, in both languages.
 */
import { describe, expect, it } from 'vitest';
import { catalogues } from './catalogue.js';

/** Every text that tells a tenant how the deposit and rent are paid. */
const PAYMENT_TEXTS = [
  'home.paymentsTitle',
  'home.paymentsText',
  'about.values.trust.text',
  'faq.steps.signAndPay.text',
  'faq.questions.payBefore.a',
  'faq.questions.monthly.a',
  'email.accepted.nextSteps',
  'agreementDoc.clauses.onSigning',
];

describe('payment and signing copy (EN and BM)', () => {
  it('finds every text it checks', () => {
    for (const language of ['en', 'ms'] as const) {
      const missing = PAYMENT_TEXTS.filter((key) => !(key in catalogues[language]));
      expect(missing, language).toEqual([]);
    }
  });

  it('never says card only: FPX comes first', () => {
    for (const language of ['en', 'ms'] as const) {
      for (const key of PAYMENT_TEXTS.filter((k) => k !== 'home.paymentsTitle')) {
        const text = catalogues[language][key] ?? '';
        expect(text, `${language} ${key}`).not.toMatch(
          /\bby card\b(?! processor)|\bdengan kad\b|card processor|pemproses kad/,
        );
        if (/\b(card|kad)\b/i.test(text)) expect(text, `${language} ${key}`).toMatch(/FPX/);
      }
      expect(catalogues[language]['home.paymentsTitle'], language).not.toMatch(/card|kad/i);
    }
  });

  it('describes signing in the browser, not download and upload', () => {
    expect(catalogues.en['home.agreementsText']).not.toMatch(/download|upload/i);
    expect(catalogues.ms['home.agreementsText']).not.toMatch(/muat turun|muat naik/i);
    expect(catalogues.en['faq.steps.signAndPay.text']).toMatch(/in your browser/);
    expect(catalogues.en['email.accepted.nextSteps']).not.toMatch(/download|upload/i);
    expect(catalogues.ms['faq.steps.signAndPay.text']).toMatch(/dalam pelayar/);
    expect(catalogues.ms['email.accepted.nextSteps']).not.toMatch(/muat turun|muat naik/i);
  });

  it('keeps the SPEC’s application status names in the FAQ and maps them to what the app shows', () => {
    expect(catalogues.en['faq.steps.approved.text']).toMatch(
      /Submitted to Approved or Declined.*Waiting for Response, Accepted and Rejected/,
    );
    expect(catalogues.ms['faq.steps.approved.text']).toMatch(
      /Dihantar kepada Diluluskan atau Ditolak.*Menunggu Maklum Balas, Diterima dan Ditolak/,
    );
  });
});
