/**
 * Issue 16: every outbox e-mail in its recipient's stored language. Bahasa Malaysia read back from subject and
 * body; the English output exactly as before the catalogue (SPEC English is unchanged for English recipients).
 */
import type { Language } from '@sewamudah/shared';
import { describe, expect, it } from 'vitest';
import type { OutboxEmail } from '../lib/mailer/outbox.js';
import { acceptanceExpiredEmail, acceptedEmail, rejectedEmail } from './applications/applications.emails.js';
import { refundReceiptEmail } from './receipts/refund-receipt-email.js';
import type { ReceiptRow } from './receipts/receipts.repository.js';
import { stampingReminderEmail } from './stamping/stamping.jobs.js';
import { paymentReceiptEmail } from './transactions/receipts.js';
import { ladderReminderEmail } from './transactions/reminder-ladder.js';
import { refundEmail } from './transactions/refund-email.js';
import type { TransactionDetail, TransactionRow } from './transactions/transactions.repository.js';

const URL = 'https://sewamudah.example';

/** Words of the English e-mails that must not be left in a Bahasa Malaysia one. */
const ENGLISH = /\b(Hi|Your|your|the|has been|Payment|payment|View|Browse|Refund|refund|Receipt|due on|Reason)\b/;

function expectMalay(mail: OutboxEmail) {
  const withoutLinks = (text: string) => text.replace(/https?:\/\/\S+/g, '');
  expect(mail.subject).not.toMatch(ENGLISH);
  expect(withoutLinks(mail.text)).not.toMatch(ENGLISH);
  expect(mail.text).toContain('— Pasukan SewaMudah');
  expect(mail.html).toContain('<html lang="ms">');
  expect(mail.html).toContain('Sewa hartanah dalam talian di Malaysia');
}

const applicant = (language?: Language) => ({
  id: 'app-1',
  firstname: 'Aminah',
  email: 'aminah@example.my',
  propertyName: 'Residensi Harmoni',
  roomName: 'Bilik A',
  ...(language ? { language } : {}),
});

const acceptance = {
  startDate: '2027-01-15',
  endDate: '2027-07-14',
  amountDueRm: 1100,
  paymentDueDate: '2026-11-29',
  signAndPayUrl: `${URL}/application/sign-and-pay/c-1`,
};

describe('application e-mails', () => {
  it('accepts in Bahasa Malaysia', () => {
    const mail = acceptedEmail(applicant('ms'), acceptance);
    expect(mail.subject).toBe('Permohonan anda untuk Residensi Harmoni telah diterima');
    expect(mail.text).toBe(
      [
        'Hai Aminah,',
        '',
        'Berita baik: permohonan anda untuk Bilik A di Residensi Harmoni telah diterima. Kami telah menempahnya untuk anda.',
        '',
        'Tempoh penyewaan: 15/01/2027 hingga 14/07/2027.',
        '',
        'Untuk mengesahkannya, tandatangani Perjanjian Penyewaan anda dalam Tandatangan & Bayar, terus dalam pelayar, dan bayar deposit berserta sewa bulan pertama (RM1,100) melalui perbankan dalam talian (FPX) atau kad sebelum tamat hari 29/11/2026. Selepas itu, tempahan ini akan dilepaskan.',
        '',
        `Tandatangan & Bayar: ${URL}/application/sign-and-pay/c-1`,
        '',
        '— Pasukan SewaMudah',
        'support@sewamudah.my · +60 3-2788 1234',
      ].join('\n'),
    );
    expect(mail.html).toContain('Atau buka pautan ini:');
    expectMalay(mail);
  });

  it('keeps the English acceptance as it was (and English when the language is not known)', () => {
    for (const mail of [acceptedEmail(applicant('en'), acceptance), acceptedEmail(applicant(), acceptance)]) {
      expect(mail.subject).toBe('Your application for Residensi Harmoni was accepted');
      expect(mail.text).toBe(
        [
          'Hi Aminah,',
          '',
          'Good news: your application for Bilik A at Residensi Harmoni has been accepted. We have reserved it for you.',
          '',
          'Tenancy: 15/01/2027 to 14/07/2027.',
          '',
          "To confirm, sign your tenancy agreement in Sign & Pay, right in your browser, and pay the deposit plus the first month's rent (RM1,100) by online banking (FPX) or card by the end of 29/11/2026. After that the reservation is released.",
          '',
          `Sign & Pay: ${URL}/application/sign-and-pay/c-1`,
          '',
          '— The SewaMudah team',
          'support@sewamudah.my · +60 3-2788 1234',
        ].join('\n'),
      );
      expect(mail.html).toContain('<html lang="en">');
    }
  });

  it('rejects and expires in Bahasa Malaysia, English unchanged', () => {
    const rejected = rejectedEmail({ ...applicant('ms'), roomName: null }, `${URL}/listing`);
    expect(rejected.subject).toBe('Makluman tentang permohonan anda untuk Residensi Harmoni');
    expect(rejected.text).toContain(
      'Terima kasih atas minat anda terhadap Residensi Harmoni. Dukacita dimaklumkan bahawa permohonan anda tidak berjaya kali ini.',
    );
    expect(rejected.text).toContain(`Lihat senarai hartanah: ${URL}/listing`);
    expectMalay(rejected);

    const expired = acceptanceExpiredEmail(applicant('ms'), `${URL}/listing`);
    expect(expired.subject).toBe('Tempahan anda untuk Residensi Harmoni telah tamat tempoh');
    expect(expired.text).toContain(
      'Deposit untuk Bilik A di Residensi Harmoni tidak dibayar dalam tempoh yang ditetapkan, jadi tempahan telah dilepaskan dan permohonan dibatalkan.',
    );
    expect(expired.text).toContain('Anda dialu-alukan untuk memohon semula hartanah ini atau mana-mana hartanah lain.');
    expectMalay(expired);

    const en = rejectedEmail(applicant('en'), `${URL}/listing`);
    expect(en.subject).toBe('Update on your application for Residensi Harmoni');
    expect(en.text).toContain(
      'Thank you for your interest in Bilik A at Residensi Harmoni. Unfortunately your application was not successful this time.\n\nOther homes are waiting for you: browse the current listings and apply again.\n\nBrowse listings: https://sewamudah.example/listing',
    );
    const enExpired = acceptanceExpiredEmail(applicant(), `${URL}/listing`);
    expect(enExpired.subject).toBe('Your reservation of Residensi Harmoni has expired');
    expect(enExpired.text).toContain(
      'The deposit for Bilik A at Residensi Harmoni was not paid by its deadline, so the reservation has been released and the application cancelled.\n\nYou are welcome to apply again for this or any other property.',
    );
  });
});

const charge = (overrides: Partial<TransactionRow> = {}) =>
  ({
    id: 't-1',
    type: 'Monthly Rental',
    amountSen: 150000,
    dueDate: '2027-02-15',
    status: 'Paid',
    paymentDate: new Date('2027-02-10T06:05:09Z'),
    paymentMethod: 'fpx',
    cardBrand: null,
    cardLast4: null,
    fpxBank: 'maybank2u',
    ...overrides,
  }) as TransactionRow;

const detail = (language: Language, overrides: Partial<TransactionRow> = {}): TransactionDetail => ({
  transaction: charge(overrides),
  user: { id: 'u-1', firstname: 'Aminah', lastname: 'Ali', email: 'aminah@example.my', language },
  property: { id: 'p-1', name: 'Residensi Harmoni' },
  roomName: 'Bilik A',
});

describe('payment e-mails', () => {
  it('sends the payment receipt in Bahasa Malaysia with the receipt attached by reference', () => {
    const mail = paymentReceiptEmail(URL, detail('ms'), 'pi_123', { receipt: { id: 'r-1', number: 'SM-2027-000001' } });
    expect(mail.subject).toBe('Resit bayaran: RM1,500 (Sewa Bulanan)');
    expect(mail.text).toBe(
      [
        'Hai Aminah,',
        '',
        'Kami telah menerima bayaran anda sebanyak RM1,500 untuk Sewa Bulanan di Bilik A, Residensi Harmoni.',
        '',
        'Dibayar pada: 10/02/2027 14:05:09',
        '',
        'Dibayar melalui: FPX (Maybank2u)',
        '',
        'Rujukan bayaran: pi_123',
        '',
        'No. Resit: SM-2027-000001. Resit rasmi (PDF) dilampirkan; anda juga boleh memuat turunnya pada bila-bila masa dari Sejarah Bayaran.',
        '',
        `Lihat sejarah bayaran: ${URL}/payment-history`,
        '',
        '— Pasukan SewaMudah',
        'support@sewamudah.my · +60 3-2788 1234',
      ].join('\n'),
    );
    expect(mail.attachmentRefs).toEqual([{ kind: 'receipt', receiptId: 'r-1' }]);
    expectMalay(mail);
  });

  it('tells a deposit payer the last step, and names a card of unknown brand, in Bahasa Malaysia', () => {
    const deposit = detail('ms', { type: 'Deposit', paymentMethod: 'card', cardLast4: '4242', fpxBank: null });
    const mail = paymentReceiptEmail(URL, deposit, 'pi_9', { contractActive: false });
    expect(mail.subject).toBe('Resit bayaran: RM1,500 (Deposit)');
    expect(mail.text).toContain('Dibayar melalui: Kad •••• 4242');
    expect(mail.text).toContain(
      'Tinggal satu langkah: muat naik kontrak bertandatangan anda di Tandatangan & Bayar untuk mengaktifkan sewa anda.',
    );
    const active = paymentReceiptEmail(URL, deposit, 'pi_9', { contractActive: true });
    expect(active.text).toContain('Kontrak anda kini aktif.');
    expectMalay(mail);
  });

  it('keeps the English payment receipt as it was', () => {
    const mail = paymentReceiptEmail(URL, detail('en', { type: 'Deposit' }), 'pi_123', {
      receipt: { id: 'r-1', number: 'SM-2027-000001' },
    });
    expect(mail.subject).toBe('Payment receipt: RM1,500 (Deposit)');
    expect(mail.text).toBe(
      [
        'Hi Aminah,',
        '',
        'We have received your payment of RM1,500 for Deposit at Bilik A, Residensi Harmoni.',
        '',
        'Paid on: 10/02/2027 14:05:09',
        '',
        'Paid with: FPX (Maybank2u)',
        '',
        'Payment reference: pi_123',
        '',
        'Receipt number: SM-2027-000001. The official receipt (PDF) is attached; you can also download it at any time from Payment History.',
        '',
        'Your contract is now active. Your monthly rent will appear in your payment history before each due date.',
        '',
        `View payment history: ${URL}/payment-history`,
        '',
        '— The SewaMudah team',
        'support@sewamudah.my · +60 3-2788 1234',
      ].join('\n'),
    );
  });

  it('reminds in Bahasa Malaysia, English unchanged', () => {
    const pending = { status: 'Pending' as const, paymentDate: null, paymentMethod: null, fpxBank: null };
    const mail = ladderReminderEmail(URL, detail('ms', pending), '2027-02-12', 'k');
    expect(mail.subject).toBe('Peringatan bayaran: RM1,500 perlu dibayar pada 15/02/2027');
    expect(mail.text).toContain(
      'Bayaran Sewa Bulanan anda sebanyak RM1,500 untuk Bilik A, Residensi Harmoni perlu dibayar pada 15/02/2027.',
    );
    expect(mail.text).toContain(
      'Anda boleh membayarnya melalui perbankan dalam talian (FPX) atau kad dalam masa seminit dari akaun SewaMudah anda.',
    );
    expect(mail.text).toContain(`Bayar sekarang: ${URL}/payment/t-1`);
    expectMalay(mail);

    const en = ladderReminderEmail(URL, detail('en', pending), '2027-02-12', 'k');
    expect(en.subject).toBe('Payment reminder: RM1,500 due on 15/02/2027');
    expect(en.text).toContain(
      'Your Monthly Rental of RM1,500 for Bilik A, Residensi Harmoni is due on 15/02/2027.\n\nYou can pay it by online banking (FPX) or card in a minute from your SewaMudah account.\n\nPay now: https://sewamudah.example/payment/t-1',
    );
  });

  it('reminds on the due date and after it (the ladder, issue 24 §2) in Bahasa Malaysia and English', () => {
    const pending = { status: 'Pending' as const, paymentDate: null, paymentMethod: null, fpxBank: null };
    const today = ladderReminderEmail(URL, detail('ms', pending), '2027-02-15', 'k');
    expect(today.subject).toBe('Peringatan bayaran: RM1,500 perlu dibayar hari ini');
    expect(today.text).toContain(`Bayar sekarang: ${URL}/payment/t-1`);
    expectMalay(today);
    const late = ladderReminderEmail(URL, detail('ms', pending), '2027-02-18', 'k');
    expect(late.subject).toBe('Bayaran tertunggak 3 hari: RM1,500');
    expect(late.text).toContain(
      'Bayaran Sewa Bulanan anda sebanyak RM1,500 untuk Bilik A, Residensi Harmoni perlu dibayar pada 15/02/2027 dan kini tertunggak 3 hari.',
    );
    expectMalay(late);
    const en = ladderReminderEmail(URL, detail('en', pending), '2027-02-16', 'k');
    expect(en.subject).toBe('Overdue by 1 day: RM1,500');
    expect(en.text).toContain(
      'Your Monthly Rental of RM1,500 for Bilik A, Residensi Harmoni was due on 15/02/2027 and is now 1 day overdue.',
    );
    expect(ladderReminderEmail(URL, detail('en', pending), '2027-02-15', 'k').subject).toBe(
      'Payment reminder: RM1,500 is due today',
    );
  });
});

describe('refund e-mails', () => {
  const late = { id: 'rf-1', amountSen: 150000, reason: 'late payment: it was already paid', paymentIntentId: 'pi_7' };
  const admin = { ...late, id: 'rf-2', amountSen: 20050, reason: 'Aircon rosak dua minggu' };

  it('tells of late money and of an admin refund in Bahasa Malaysia (the server-written reason translated)', () => {
    const lateMail = refundEmail(URL, detail('ms'), late, true);
    expect(lateMail.subject).toBe('Bayaran anda sedang dikembalikan');
    expect(lateMail.text).toContain(
      'Kami telah menerima bayaran kad anda sebanyak RM1,500 untuk Sewa Bulanan di Residensi Harmoni, tetapi caj ini tidak lagi boleh dibayar (bayaran lewat: caj ini telah pun dibayar).',
    );
    expect(lateMail.text).toContain('Rujukan bayaran: pi_7');
    expectMalay(lateMail);

    const adminMail = refundEmail(URL, detail('ms'), admin, false);
    expect(adminMail.subject).toBe('Bayaran balik anda sedang diproses');
    expect(adminMail.text).toContain(
      'Kami sedang memulangkan RM200.50 daripada bayaran Sewa Bulanan anda di Residensi Harmoni.',
    );
    expect(adminMail.text).toContain('Sebab: Aircon rosak dua minggu');
    expectMalay(adminMail);
  });

  it('keeps the English refund e-mails as they were', () => {
    const lateMail = refundEmail(URL, detail('en'), late, true);
    expect(lateMail.subject).toBe('Your payment is being refunded');
    expect(lateMail.text).toContain(
      'We received your card payment of RM1,500 for Monthly Rental at Residensi Harmoni, but this charge could no longer be paid (late payment: it was already paid).\n\nWe are refunding the full amount to your card. Refunds usually reach your card within 5 to 10 business days.\n\nPayment reference: pi_7',
    );
    const adminMail = refundEmail(URL, detail('en'), admin, false);
    expect(adminMail.subject).toBe('A refund is on its way');
    expect(adminMail.text).toContain(
      'We are refunding RM200.50 of your Monthly Rental at Residensi Harmoni.\n\nReason: Aircon rosak dua minggu\n\nRefunds usually reach your card within 5 to 10 business days.',
    );
  });

  it('sends the refund receipt in Bahasa Malaysia, English unchanged', () => {
    const receipt = {
      id: 'r-2',
      number: 'SM-2027-000002',
      amountSen: 20050,
      providerReference: 're_1',
      refundId: 'rf-2',
      details: {
        payerName: 'Aminah Ali',
        payerEmail: 'aminah@example.my',
        propertyName: 'Residensi Harmoni',
        propertyAddress: 'Kuala Lumpur',
        roomName: null,
      },
    } as Pick<ReceiptRow, 'id' | 'number' | 'amountSen' | 'providerReference' | 'details' | 'refundId'>;
    const mail = refundReceiptEmail(URL, receipt, 'ms');
    expect(mail.subject).toBe('Resit bayaran balik SM-2027-000002: RM200.50');
    expect(mail.text).toContain(
      [
        'Hai Aminah Ali,',
        '',
        'Bayaran balik anda sebanyak RM200.50 untuk Residensi Harmoni telah diproses.',
        '',
        'No. Resit: SM-2027-000002',
        '',
        'Rujukan bayaran balik: re_1',
        '',
        'Resit rasmi (PDF) dilampirkan; anda juga boleh memuat turunnya pada bila-bila masa dari Sejarah Bayaran.',
      ].join('\n'),
    );
    expect(mail.attachmentRefs).toEqual([{ kind: 'receipt', receiptId: 'r-2' }]);
    expect(mail.dedupeKey).toBe('refund-receipt:rf-2');
    expectMalay(mail);

    const en = refundReceiptEmail(URL, receipt, 'en');
    expect(en.subject).toBe('Refund receipt SM-2027-000002: RM200.50');
    expect(en.text).toContain(
      'Hi Aminah Ali,\n\nYour refund of RM200.50 for Residensi Harmoni has been processed.\n\nReceipt number: SM-2027-000002\n\nRefund reference: re_1\n\nThe official receipt (PDF) is attached; you can also download it at any time from Payment History.\n\nView payment history: https://sewamudah.example/payment-history',
    );
  });
});

describe('stamping reminders', () => {
  const row = {
    contractId: 'c-1',
    firstname: 'Aminah',
    lastname: 'Ali',
    roomName: null,
    propertyName: 'Stamp Residence',
    signedOn: '2026-10-27',
    dueDate: '2026-11-25',
  };

  it('reminds a Bahasa Malaysia admin in BM, an English admin as before', () => {
    const ms = { email: 'admin@example.my', firstname: 'Farid', language: 'ms' as const };
    const due = stampingReminderEmail(ms, row, 'due-soon', URL);
    expect(due.subject).toBe('Tarikh akhir penyeteman 25/11/2026: Perjanjian Penyewaan untuk Stamp Residence');
    expect(due.text).toContain(
      'Perjanjian Penyewaan dengan Aminah Ali untuk Stamp Residence, yang ditandatangani pada 27/10/2026, mesti disetemkan dengan LHDN selewat-lewatnya pada 25/11/2026.',
    );
    expect(due.text).toContain(`Buka Papan Pemuka: ${URL}/dashboard`);
    expectMalay(due);
    const overdue = stampingReminderEmail(ms, row, 'overdue', URL);
    expect(overdue.subject).toBe('Tertunggak: setemkan Perjanjian Penyewaan untuk Stamp Residence');
    expect(overdue.text).toContain('sepatutnya disetemkan selewat-lewatnya pada 25/11/2026 dan kini telah tertunggak.');
    expectMalay(overdue);

    const en = { ...ms, language: 'en' as const };
    expect(stampingReminderEmail(en, row, 'due-soon', URL).text).toContain(
      'Hi Farid,\n\nThe tenancy agreement with Aminah Ali for Stamp Residence, signed on 27/10/2026, must be stamped with LHDN by 25/11/2026.\n\nStamp it through LHDN STAMPS, then upload the stamp certificate on the contract so the tenant can download it.\n\nOpen dashboard: https://sewamudah.example/dashboard',
    );
    expect(stampingReminderEmail(en, row, 'overdue', URL).text).toContain(
      'The tenancy agreement with Aminah Ali for Stamp Residence, signed on 27/10/2026, was due for stamping by 25/11/2026 and is now overdue.',
    );
    expect(stampingReminderEmail(en, row, 'overdue', URL).subject).toBe(
      'Overdue: stamp the tenancy agreement for Stamp Residence',
    );
  });
});
