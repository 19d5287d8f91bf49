/** Bahasa Malaysia of en/rules.ts (the shared rules' messages); the same keys. Terms: glossary.md. */
import { PASSWORD_RESET_TTL_MINUTES } from '../../auth.js';
import { COMPLAINT_DESCRIPTION_MAX, COMPLAINT_RESOLUTION_MAX, COMPLAINT_TITLE_MAX } from '../../complaints.js';
import { MAX_PRICE_RM, MIN_PRICE_RM, STAY_LENGTHS } from '../../constants.js';
import { formatRM } from '../../format.js';
import { FPX_MAX_SEN, FPX_MIN_SEN } from '../../payment-methods.js';
import {
  MAX_ROOMS_PER_PROPERTY,
  PROPERTY_ADDRESS_MAX,
  PROPERTY_DESCRIPTION_MAX,
  PROPERTY_NAME_MAX,
  ROOM_DESCRIPTION_MAX,
  ROOM_NAME_MAX,
} from '../../properties.js';
import {
  ADMIN_PASSWORD_MIN_LENGTH,
  EMAIL_MAX,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  USER_NAME_MAX,
} from '../../users.js';
import { msSpec } from './spec.js';

const atMost = (label: string, max: number) => `${label} mestilah tidak melebihi ${max} aksara`;

const price = (label: string) => ({
  notANumber: `${label} mestilah nombor`,
  notWhole: `${label} mestilah nombor bulat`,
  tooLow: `${label} mestilah sekurang-kurangnya ${MIN_PRICE_RM}`,
  tooHigh: `${label} mestilah tidak melebihi ${MAX_PRICE_RM}`,
});

export const msRules = {
  rules: {
    email: {
      required: 'E-mel diperlukan',
      invalid: 'Masukkan alamat e-mel yang sah',
      tooLong: atMost('E-mel', EMAIL_MAX),
    },
    password: {
      required: 'Kata laluan diperlukan',
      tooShort: `Kata laluan mestilah sekurang-kurangnya ${PASSWORD_MIN_LENGTH} aksara`,
      tooLong: atMost('Kata laluan', PASSWORD_MAX_LENGTH),
      confirmRequired: 'Sila sahkan kata laluan anda',
      currentRequired: 'Masukkan kata laluan semasa anda untuk menetapkan kata laluan baharu',
      mismatch: msSpec.users.passwordsMismatch,
    },
    phone: {
      required: 'Nombor telefon diperlukan',
      digits: 'Nombor telefon mestilah mengandungi digit sahaja',
      type: 'Nombor telefon mestilah digit, dihantar sebagai teks atau nombor',
      length: `Nombor telefon mestilah ${PHONE_MIN_DIGITS} hingga ${PHONE_MAX_DIGITS} digit`,
      format: 'Masukkan nombor telefon seperti 012-345 6789 atau +60 12-345 6789',
    },
    name: {
      firstRequired: 'Nama pertama diperlukan',
      firstTooLong: atMost('Nama pertama', USER_NAME_MAX),
      lastTooLong: atMost('Nama keluarga', USER_NAME_MAX),
    },
    user: {
      chooseType: 'Pilih pelanggan atau pentadbir',
      chooseStatus: 'Pilih aktif atau belum disahkan',
      chooseLanguage: 'Pilih en atau ms',
      chooseInvite: 'Pilih ya atau tidak',
    },
    complaint: {
      titleRequired: 'Tajuk diperlukan',
      titleTooLong: atMost('Tajuk', COMPLAINT_TITLE_MAX),
      descriptionRequired: 'Keterangan diperlukan',
      descriptionTooLong: atMost('Keterangan', COMPLAINT_DESCRIPTION_MAX),
    },
    // The property form checks these in the browser too (Add/Edit Property, the room modal).
    properties: {
      typeRequired: 'Jenis hartanah diperlukan',
      nameRequired: 'Nama diperlukan',
      nameTooLong: atMost('Nama', PROPERTY_NAME_MAX),
      addressRequired: 'Alamat diperlukan',
      addressTooLong: atMost('Alamat', PROPERTY_ADDRESS_MAX),
      descriptionTooLong: atMost('Keterangan', PROPERTY_DESCRIPTION_MAX),
      roomNameRequired: 'Nama bilik diperlukan',
      roomNameTooLong: atMost('Nama bilik', ROOM_NAME_MAX),
      roomDescriptionTooLong: atMost('Keterangan', ROOM_DESCRIPTION_MAX),
      price: price('Harga'),
      deposit: price('Deposit'),
      priceRequired: 'Harga diperlukan',
      depositRequired: 'Deposit diperlukan',
      tooManyRooms: `Hartanah boleh mempunyai paling banyak ${MAX_ROOMS_PER_PROPERTY} bilik`,
      unitHasNoRooms: 'Sewaan unit tidak mempunyai bilik',
      addRoom: 'Tambah sekurang-kurangnya satu bilik',
      tooManyImages: 'Terlalu banyak imej untuk dibuang',
      sort: 'Susun mengikut salah satu daripada: newest, oldest, name',
    },
  },
  serverRules: {
    auth: {
      verificationSendFailed: 'Kami tidak dapat menghantar e-mel pengesahan. Sila cuba sebentar lagi.',
      emailOrCodeRequired: 'Masukkan alamat e-mel anda atau gunakan pautan dalam e-mel pengesahan anda.',
      tooManyAttemptsSeconds: 'Terlalu banyak cubaan. Sila tunggu {seconds} saat dan cuba lagi.',
      resetLinkSent: `Jika ada akaun yang menggunakan alamat e-mel ini, kami telah menghantar pautan untuk menetapkan kata laluan baharu. Pautan itu boleh digunakan sekali, selama ${PASSWORD_RESET_TTL_MINUTES} minit.`,
      resetLinkInvalid:
        'Pautan ini tidak lagi berfungsi: ia telah tamat tempoh atau telah digunakan. Minta pautan baharu.',
      passwordSet: 'Kata laluan baharu anda telah ditetapkan. Anda kini boleh log masuk dengannya.',
      tooManyAttemptsMinutes: 'Terlalu banyak cubaan. Sila tunggu {minutes, plural, other {# minit}} dan cuba lagi.',
      resendCooldown: 'Sila tunggu {seconds} saat sebelum meminta e-mel pengesahan yang lain.',
      codeRequired: 'Kod pengesahan diperlukan',
      codeInvalid: 'Kod pengesahan tidak sah',
    },
    users: {
      notFound: 'Pengguna tidak dijumpai.',
      registered: 'Pendaftaran berjaya. Sila semak e-mel anda untuk mengesahkan akaun anda.',
      cannotChangeOwnAccess: 'Anda tidak boleh menukar jenis pengguna atau status anda sendiri.',
      customerFieldsOnly: 'Anda hanya boleh menukar nama, nombor telefon dan kata laluan anda.',
      currentPasswordWrong: 'Kata laluan semasa tidak betul',
      emailChangePending:
        'Pengguna berjaya dikemas kini. Akaun ini belum disahkan sehingga alamat e-mel baharu disahkan: e-mel pengesahan telah dihantar.',
      passwordCommon:
        'Kata laluan ini antara kata laluan yang paling biasa. Pilih kata laluan yang lebih sukar diteka.',
      adminPasswordTooShort: `Kata laluan pentadbir mestilah sekurang-kurangnya ${ADMIN_PASSWORD_MIN_LENGTH} aksara`,
      adminPasswordHasEmail: 'Kata laluan pentadbir tidak boleh mengandungi nama alamat e-mel (bahagian sebelum @)',
      invited:
        'Pengguna berjaya ditambah. E-mel jemputan telah dihantar supaya mereka boleh menetapkan kata laluan sendiri.',
    },
    complaints: {
      notFound: 'Aduan tidak dijumpai',
      locked: 'Aduan ini sedang dikendalikan dan tidak boleh diubah lagi.',
      customerCannotChangeStatus: 'Hanya pentadbir boleh menukar status aduan.',
      adminCannotEdit: 'Hanya pelanggan yang membuat aduan boleh menukar tajuk dan keterangannya.',
      statusRequired: 'Status diperlukan',
      resolutionOnlyWhenFinishing: 'Butiran penyelesaian hanya boleh diberikan semasa menamatkan pengendalian.',
      invalidTransition: "Status aduan tidak boleh bertukar daripada ''{from}'' kepada ''{to}''.",
      resolutionTooLong: atMost('Butiran penyelesaian', COMPLAINT_RESOLUTION_MAX),
      statusInvalid: 'Pilih status yang sah',
      propertyIdInvalid: 'Id hartanah tidak sah',
    },
    payments: {
      card: 'Kad',
      fpx: 'Perbankan dalam talian (FPX)',
      fpxAboveLimit: `Perbankan dalam talian (FPX) tersedia untuk bayaran sehingga ${formatRM(FPX_MAX_SEN / 100)}. Sila bayar jumlah ini dengan kad.`,
      fpxBelowLimit: `Perbankan dalam talian (FPX) tersedia untuk bayaran sekurang-kurangnya ${formatRM(FPX_MIN_SEN / 100)}. Sila bayar jumlah ini dengan kad.`,
      fpxNotOffered: 'Perbankan dalam talian (FPX) tidak tersedia untuk bayaran ini. Sila bayar dengan kad.',
      chooseBank: 'Sila pilih bank anda.',
      unknownBank: 'Bank ini tidak tersedia untuk perbankan dalam talian (FPX).',
      bankOffline: 'Bank ini di luar talian buat masa ini. Sila pilih bank lain atau bayar dengan kad.',
      bankDeclined: 'Bayaran telah ditolak oleh bank anda.',
      bankAbandoned: 'Bayaran di bank anda tidak diselesaikan.',
      redirecting: 'Membawa anda ke bank anda…',
    },
    receipts: {
      downloadReceipt: 'Muat turun resit',
      downloadStatement: 'Penyata',
      exportCsv: 'Eksport CSV',
      downloadFailed: 'Muat turun gagal. Sila cuba lagi.',
      exporting: 'Menyediakan eksport…',
      format: 'Format mestilah pdf atau csv',
    },
    refunds: {
      refunded: 'Bayaran balik dikeluarkan',
      refundPending: 'Bayaran balik dimohon: penyedia pembayaran belum mengesahkannya',
      notRefundable: 'Hanya caj yang telah dibayar boleh dibayar balik',
      overRefund:
        'Bayaran balik tidak boleh melebihi jumlah yang dibayar: paling banyak {remaining} masih boleh dibayar balik',
      depositWhileRunning:
        'Seluruh deposit hanya boleh dibayar balik selepas penyewaan tamat: tamatkan kontrak dahulu, atau bayar balik sebahagian daripadanya',
      reasonRequired: 'Nyatakan sebab bayaran balik',
      reasonTooLong: atMost('Sebab', 500),
      lateSubject: 'Bayaran anda sedang dikembalikan',
      refundSubject: 'Bayaran balik anda sedang diproses',
    },
    transactions: {
      notFound: 'Transaksi tidak dijumpai',
      contractNotFound: 'Kontrak tidak dijumpai',
      paymentNotFound: 'Bayaran tidak dijumpai',
      alreadyPaid: 'Transaksi ini telah pun dibayar.',
      notPayable: 'Transaksi ini tidak boleh dibayar.',
      depositInSignAndPay: 'Deposit dibayar melalui Tandatangan & Bayar.',
      notAwaitingPayment: 'Kontrak ini tidak menunggu bayaran.',
      signedContractRequired: 'Sila muat naik kontrak yang telah ditandatangani sebelum membuat bayaran.',
      amountMismatch: 'Jumlah ini tidak sepadan dengan jumlah yang perlu dibayar.',
      paymentNotSucceeded: 'Bayaran tidak berjaya.',
      paymentMismatch: 'Bayaran ini bukan untuk transaksi ini.',
      paidCannotChange: 'Transaksi yang telah dibayar tidak boleh diubah.',
      paidCannotDelete: 'Transaksi yang telah dibayar tidak boleh dipadam.',
      depositCannotDelete: 'Deposit tidak boleh dipadam; ia dibatalkan bersama permohonannya.',
      paymentInFlightCannotDelete:
        'Bayaran bagi caj ini masih diproses oleh penyedia pembayaran, jadi caj ini tidak boleh dipadam. Batalkan caj ini sebaliknya: bayaran yang masih tiba akan dikembalikan.',
      contractPaymentInFlightCannotDelete:
        'Bayaran bagi kontrak ini masih diproses oleh penyedia pembayaran, jadi kontrak ini tidak boleh dipadam. Batalkan caj-cajnya sebaliknya, atau tunggu sehingga bayaran selesai dan kemudian tamatkan kontrak.',
      contractNotActive: 'Caj hanya boleh ditambah pada kontrak yang aktif.',
      provideTarget: 'Berikan contractId atau transactionId.',
      added: 'Transaksi berjaya ditambah',
      updated: 'Transaksi berjaya dikemas kini',
      deleted: 'Transaksi berjaya dipadam',
      cancelled: 'Transaksi berjaya dibatalkan',
      paymentRecorded: 'Bayaran berjaya',
      noTransactions: 'Tiada transaksi dijumpai.',
      webhookSignature: 'Tandatangan webhook tidak sah',
      cardNumberInvalid: 'Nombor kad anda tidak sah.',
      expiryInvalid: 'Tarikh luput kad anda tidak sah.',
      expiryPast: 'Tahun luput kad anda telah berlalu.',
      cvcInvalid: 'Kod keselamatan kad anda tidak sah.',
      paymentSuccessful: 'Bayaran berjaya! Terima kasih.',
      paymentProcessing: 'Bayaran anda sedang diproses. Kami akan memaklumkan anda apabila bayaran diterima.',
      authenticationFailed:
        'Kami tidak dapat mengesahkan kaedah pembayaran anda. Sila pilih kaedah pembayaran lain dan cuba lagi.',
      amount: {
        notANumber: 'Jumlah mestilah nombor',
        notPositive: 'Jumlah mestilah lebih daripada 0',
        tooHigh: `Jumlah mestilah tidak melebihi ${MAX_PRICE_RM}`,
        decimals: 'Jumlah hanya boleh mempunyai dua tempat perpuluhan',
      },
      chargeType: 'Jenis mestilah Sewa Bulanan atau Caj Lain',
      descriptionTooLong: atMost('Keterangan', 300),
      cancelOnly: 'Status hanya boleh ditetapkan kepada Dibatalkan',
      intentIdRequired: 'paymentIntentId diperlukan',
      intentIdInvalid: 'ID PaymentIntent tidak sah',
    },
    common: {
      invalidId: 'ID tidak sah',
      invalidDate: 'Masukkan tarikh yang sah',
      searchTooLong: 'Carian tidak boleh melebihi 100 aksara',
      searchInvalid: 'Carian mengandungi aksara yang tidak sah',
      propertyNotMultipart: 'Hantar hartanah sebagai multipart/form-data.',
      trueOrFalse: 'Gunakan true atau false',
      sortByOneOf: 'Susun mengikut salah satu daripada: {keys}',
      notFound: 'Tidak dijumpai',
    },
    applications: {
      stayLengthRequired: 'Tempoh sewa diperlukan',
      stayLengthInvalid: `Tempoh sewa mestilah salah satu daripada ${STAY_LENGTHS.join(', ')} bulan`,
      decision: 'Status mestilah Diterima atau Ditolak',
    },
    uploads: {
      imageUnreadable: 'Satu imej tidak dapat dibaca. Sila muat naik fail PNG atau JPEG yang sah.',
      imageBadAspect: 'Satu imej terlalu panjang dan sempit: satu sisinya boleh paling panjang 20 kali sisi yang lain.',
    },
    contractCancel: {
      notCancellable: 'Hanya penyewaan yang belum bermula boleh dibatalkan. Tamatkan awal sebaliknya.',
      refundFirst:
        'Wang yang dibayar bagi kontrak ini belum dibayar balik: bayar balik deposit dahulu (bayaran balik seluruh deposit turut membatalkan penyewaan)',
      reasonRequired: 'Nyatakan sebab pembatalan',
      reasonTooLong: 'Sebab mestilah paling banyak 500 aksara',
    },
    esign: {
      hashRequired: 'Cincangan dokumen diperlukan',
      hashInvalid: 'Cincangan dokumen mestilah ringkasan heks SHA-256',
      method: 'Kaedah mestilah drawn atau typed',
      imageTooLarge: 'Imej tandatangan terlalu besar',
      imageNotPng: 'Tandatangan mestilah URL data PNG',
      typedNameRequired: 'Nama yang ditaip diperlukan',
      typedNameTooLong: atMost('Nama yang ditaip', 100),
      unknownStyle: 'Gaya tandatangan tidak dikenali',
      verifyMissing: 'Muat naik fail PDF yang hendak disemak.',
      agree: 'Anda mesti bersetuju untuk menandatangani perjanjian ini secara elektronik',
      drawSignature: 'Lukis tandatangan anda',
      typeName: 'Taip nama anda',
      codeInvalid: 'Kod pengesahan tidak sah',
      agreementLanguage: 'Bahasa perjanjian mestilah en, ms atau bilingual',
    },
  },
};
