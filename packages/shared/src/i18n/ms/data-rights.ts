/** Teks Bahasa Malaysia hak data (isu 27 §4, ADR 41); cermin en/data-rights.ts. */
export const msDataRights = {
  dataRightsServer: {
    passwordWrong: 'Kata laluan tidak betul. Akaun anda tidak dipadam.',
    liveTenancy:
      'Anda mempunyai penyewaan, atau permohonan yang diterima dan menunggu deposit. Akaun anda boleh dipadam setelah ia tamat atau dibatalkan.',
    unpaid: 'Anda mempunyai caj yang belum dibayar. Bayar di Sejarah Pembayaran sebelum memadam akaun anda.',
    lastAdmin: 'Anda satu-satunya pentadbir. Jadikan pengguna lain pentadbir sebelum memadam akaun anda.',
    alreadyDeleted: 'Akaun ini telah dipadam.',
    applicationNotFound: 'Permohonan tidak dijumpai',
    nothingToWithdraw: 'Tiada permohonan anda yang berkongsi profil penyewa anda sekarang.',
    noConsent: 'Permohonan ini dihantar tanpa berkongsi profil penyewa anda.',
    alreadyWithdrawn: 'Anda telah menarik balik persetujuan untuk permohonan ini.',
    tenancyKept:
      'Permohonan ini membawa kepada penyewaan: maklumat yang dinilai disimpan untuk penyewaan itu dan dipadam 90 hari selepas ia tamat.',
    consentWithdrawn: 'Pemohon telah menarik balik persetujuan: data saringannya tidak lagi dikongsi.',
    withdrawalReason: 'Persetujuan berkongsi profil penyewa ditarik balik oleh pemohon',
    deletionReason: 'Akaun dipadam oleh pemiliknya',
  },
  dataRightsUi: {
    title: 'Data anda',
    description:
      'Data yang SewaMudah simpan tentang anda adalah milik anda: muat turun, berhenti berkongsi profil penyewa anda, atau tutup akaun anda.',
    downloadTitle: 'Muat turun data saya',
    downloadText:
      'Fail ZIP dengan semua yang kami simpan tentang anda (akaun, profil, permohonan, penyewaan, pembayaran, tiket, pemberitahuan, siapa melihat dokumen anda) dan fail yang anda berikan.',
    download: 'Muat turun data saya',
    downloading: 'Menyediakan muat turun anda…',
    downloaded: 'Data anda telah dimuat turun.',
    withdrawTitle: 'Tarik balik persetujuan',
    withdrawText:
      'Pentadbir serta-merta hilang akses kepada profil penyewa anda dalam permohonan ini; permohonan yang menunggu ditarik balik.',
    withdrawNone: 'Tiada permohonan yang berkongsi profil penyewa anda sekarang.',
    withdrawAll: 'Tarik balik persetujuan',
    withdrawConfirmTitle: 'Tarik balik persetujuan anda?',
    withdrawConfirmText:
      '{count, plural, other {# permohonan}} tidak lagi akan berkongsi profil penyewa anda. Permohonan yang menunggu ditarik balik dan tidak boleh dibuka semula.',
    withdrawConfirm: 'Tarik balik persetujuan',
    withdrawn: 'Persetujuan ditarik balik: {count, plural, other {# permohonan}} tidak lagi dikongsi.',
    sharedWith: '{property} · {status} · dikongsi pada {date}',
    deleteTitle: 'Padam akaun saya',
    deleteText:
      'Nama, e-mel, telefon, profil penyewa dan dokumen anda dipadam. Resit dan transaksi disimpan selama 7 tahun seperti yang dikehendaki undang-undang, di bawah "Pengguna dipadam". Tindakan ini tidak boleh dibatalkan.',
    deleteButton: 'Padam akaun saya',
    deleteConfirmTitle: 'Padam akaun anda?',
    deleteConfirmText: 'Masukkan kata laluan anda untuk mengesahkan. Anda akan dilog keluar serta-merta.',
    passwordRequired: 'Masukkan kata laluan anda.',
    password: 'Kata laluan',
    cancel: 'Batal',
    deleteConfirm: 'Padam akaun saya',
    deleted: 'Akaun anda telah dipadam.',
    adminLogTitle: 'Permintaan data',
    adminLogDescription: 'Setiap muat turun data peribadi, pemadaman akaun dan penarikan balik persetujuan.',
    adminLogEmpty: 'Belum ada permintaan data.',
    columnWhen: 'Bila',
    columnWho: 'Siapa',
    columnKind: 'Permintaan',
    columnIp: 'Alamat IP',
    kinds: {
      export: 'Muat turun data',
      deletion: 'Akaun dipadam',
      consent_withdrawal: 'Persetujuan ditarik balik',
    },
  },
};
