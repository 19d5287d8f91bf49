/** Teks Bahasa Malaysia saringan penyewa (isu 27, ADR 40); cermin en/screening.ts. */
export const msScreening = {
  screeningServer: {
    notFound: 'Dokumen tidak dijumpai',
    badType: 'Dokumen mestilah fail PDF, JPEG atau PNG.',
    tooLarge: 'Saiz dokumen tidak boleh melebihi 10 MB.',
    tooMany: 'Anda boleh menyimpan paling banyak 12 dokumen. Padam satu dahulu.',
    fileRequired: 'Pilih fail untuk dimuat naik.',
    inUse: 'Dokumen ini sebahagian daripada permohonan yang masih dibuka, jadi ia tidak boleh dipadam sekarang.',
    profileIncomplete:
      'Lengkapkan profil penyewa anda dahulu: ia memerlukan butiran anda, dokumen pengenalan diri dan bukti pendapatan (atau penjamin yang berpendapatan).',
    consentRequired: 'Sila bersetuju untuk berkongsi profil penyewa anda dengan SewaMudah untuk memohon.',
    linkInvalid: 'Pautan dokumen ini tidak sah.',
    linkExpired: 'Pautan dokumen ini telah tamat tempoh. Buka permohonan sekali lagi untuk pautan baharu.',
    reasonRequired: 'Nyatakan sebab menerima tanpa saringan.',
    alreadyComplete: 'Saringan permohonan ini sudah lengkap: terimanya seperti biasa.',
    watermark: 'Permohonan SewaMudah #{application} — dilihat oleh {viewer} pada {time}',
  },
  screeningConsent: {
    title: 'Kongsi profil penyewa anda',
    what: 'Profil penyewa anda (pengenalan diri, pekerjaan, pendapatan, isi rumah, rujukan dan penjamin) serta dokumen di dalamnya akan dikongsi dengan pentadbir SewaMudah yang menguruskan hartanah ini.',
    why: 'Mereka menggunakannya hanya untuk membuat keputusan tentang permohonan ini. Dokumen anda ditunjukkan kepada mereka dengan tera air yang menamakan siapa yang melihat dan bila, dan setiap paparan disenaraikan dalam profil anda.',
    howLong: 'Jika permohonan tidak membawa kepada penyewaan, salinan yang dibuat untuknya dipadam 90 hari selepas ia tamat; bagi penyewaan, 90 hari selepas penyewaan tamat.',
    withdraw: 'Anda boleh menarik balik persetujuan anda pada bila-bila masa dalam profil anda: pentadbir hilang akses serta-merta, dan permohonan anda yang masih dibuka ditarik balik.',
    agree: 'Saya bersetuju untuk berkongsi profil penyewa saya bagi permohonan ini',
  },
};
