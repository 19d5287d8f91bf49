/** Teks Bahasa Malaysia "perubahan diminta" dan tempoh simpanan (isu 27 §2, §4; ADR 40); cermin en/screening-changes.ts. */
export const msScreeningChanges = {
  screeningChangesServer: {
    decided: 'Permohonan ini telah diputuskan, jadi saringannya tidak boleh diubah lagi.',
    alreadyRequested: 'Perubahan telah pun diminta bagi permohonan ini. Tunggu jawapan pemohon.',
    categoriesRequired: 'Pilih sekurang-kurangnya satu dokumen untuk diminta.',
    messageRequired: 'Tulis mesej kepada pemohon.',
    documentsMissing: 'Muat naik setiap dokumen yang diminta oleh pentadbir sebelum mengemas kini permohonan anda.',
    applicantOnly: 'Hanya pemohon boleh mengemas kini permohonan ini.',
  },
  screeningMail: {
    changesSubject: 'Maklumat tambahan diperlukan untuk permohonan anda bagi {place}',
    changesIntro:
      'Sebelum membuat keputusan tentang permohonan anda bagi {place}, pentadbir SewaMudah meminta maklumat tambahan:',
    changesDocuments: 'Dokumen yang diminta: {documents}.',
    changesMessage: 'Mesej: “{message}”',
    changesSteps:
      'Muat naik dokumen tersebut dalam profil penyewa anda, kemudian tekan “Kemas kini permohonan saya”. Sehingga itu permohonan anda menunjukkan “Perubahan diminta”.',
    changesAction: 'Buka permohonan saya',
    unusedSubject: 'Dokumen yang tidak digunakan dalam profil penyewa anda akan dipadam pada {date}',
    unusedIntro:
      'Dokumen berikut dalam profil penyewa anda tidak digunakan dalam sebarang permohonan selama 12 bulan: {documents}.',
    unusedWhen:
      'Untuk menyimpan hanya apa yang perlu, kami memadamnya pada {date}. Anda boleh memuat naiknya semula apabila memohon.',
    unusedAction: 'Buka profil saya',
    incompleteSubject: 'Lengkapkan profil penyewa anda untuk permohonan anda bagi {place}',
    incompleteIntro:
      'Kami telah menerima permohonan anda untuk {place}. Ia dihantar tanpa profil penyewa, jadi ia ditandakan “Profil tidak lengkap”.',
    incompleteWhat:
      'Untuk menilainya secara adil, pentadbir SewaMudah memerlukan dokumen pengenalan anda (MyKad depan dan belakang, atau pasport dan visa) dan bukti pendapatan (slip gaji, borang EA, penyata KWSP atau bank), atau penjamin yang berpendapatan.',
    incompleteSteps:
      'Lengkapkan profil penyewa anda, kemudian tekan “Kemas kini permohonan saya” pada papan pemuka anda dan bersetuju untuk berkongsinya dengan pentadbir SewaMudah bagi hartanah ini.',
    incompleteAction: 'Buka papan pemuka saya',
  },
  screeningChangesUi: {
    state: 'Perubahan diminta',
    request: 'Minta perubahan',
    title: 'Minta perubahan daripada {name}',
    categories: 'Dokumen yang diperlukan',
    message: 'Mesej kepada pemohon',
    messageHint: 'Nyatakan apa yang kurang atau tidak jelas. Pemohon membacanya dalam e-mel dan dalam aplikasi.',
    send: 'Hantar permintaan',
    sent: 'Perubahan diminta. Pemohon telah dimaklumkan.',
    waitingSince: 'Menunggu pemohon sejak {time}',
    answeredOn: 'Pemohon mengemas kini permohonan pada {time}',
    tenantTitle: 'Perubahan diminta',
    tenantIntro: 'Sebelum membuat keputusan, pentadbir SewaMudah meminta maklumat tambahan:',
    tenantSteps:
      'Muat naik dokumen ini dalam profil penyewa anda, kemudian kemas kini permohonan anda. Pentadbir kemudian melihat profil anda seperti sekarang.',
    stillMissing: 'Masih belum ada: {documents}',
    allThere: 'Setiap dokumen yang diminta ada dalam profil anda.',
    openProfile: 'Buka profil penyewa saya',
    update: 'Kemas kini permohonan saya',
    updated: 'Permohonan dikemas kini. Pentadbir melihat profil anda seperti sekarang.',
    deletedDocument: '{document}: dipadam pada {date}',
    snapshotDeleted:
      'Butiran yang dihantar bersama permohonan ini telah dipadam pada {date} (disimpan 90 hari selepas ia tamat).',
    categoriesRequired: 'Pilih sekurang-kurangnya satu dokumen untuk diminta.',
    messageRequired: 'Tulis mesej kepada pemohon.',
    cancel: 'Batal',
    askedFor: 'Diminta: {documents}',
    messageFrom: 'Mesej daripada SewaMudah',
    consentNeeded:
      'Permohonan ini dihantar tanpa persetujuan anda untuk berkongsi profil penyewa. Berikan persetujuan untuk mengemas kininya:',
    profileIncomplete: 'Profil penyewa anda belum lengkap, jadi permohonan ini belum boleh dikemas kini.',
    deletedTitle: 'Dipadam selepas tempoh simpanan',
    nudgeTitle: 'Lengkapkan profil penyewa anda',
    nudgeIntro:
      '{count, plural, one {Permohonan ini} other {Permohonan-permohonan ini}} dihantar tanpa profil penyewa, jadi ditandakan “Profil tidak lengkap”:',
    nudgeStepProfile: '1. Tambah butiran anda, dokumen pengenalan dan bukti pendapatan dalam profil anda.',
    nudgeStepUpdate: '2. Kemas kini permohonan anda, supaya pentadbir SewaMudah dapat menilainya.',
    nudgeProfileDone: 'Profil penyewa anda sudah lengkap.',
    nudgeOpenProfile: 'Lengkapkan profil saya',
    nudgeUpdateFor: 'Kemas kini permohonan saya: {place}',
    nudgeConsent:
      'Kongsi profil penyewa saya dengan pentadbir SewaMudah bagi {count, plural, one {permohonan ini} other {permohonan-permohonan ini}}:',
  },
};
