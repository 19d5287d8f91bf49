/** Perjanjian pembaharuan (isu 25 §3, ADR 0036): dokumen, jawapan pelayan dan skrin tandatangan. */
export const msRenewal = {
  renewalDoc: {
    title: 'Perjanjian Pembaharuan Sewaan',
    preamble:
      'Perjanjian Pembaharuan Sewaan ini (“Perjanjian Pembaharuan”) dibuat pada {date} antara Tuan Rumah dan Penyewa yang dinamakan di bawah, melalui platform sewaan dalam talian {product}. Ia memperbaharui Perjanjian Sewaan Kediaman No. <b>{contract}</b> antara mereka (“Perjanjian Asal”) bagi tempoh selanjutnya dan pada sewa yang dinyatakan di bawah.',
    sections: {
      parties: 'Pihak-Pihak',
      schedule: 'Jadual Pembaharuan',
      terms: 'Terma Pembaharuan',
    },
    idMykad: 'No. Kad Pengenalan',
    idPassport: 'No. Pasport',
    schedule: {
      original: 'No. Perjanjian Asal',
      previousRent: 'Sewa bulanan sehingga kini',
      term: 'Tempoh yang diperbaharui',
      rent: 'Sewa bulanan baharu',
      stampDuty: 'Duti setem ke atas Perjanjian Pembaharuan ini',
    },
    clauses: {
      term: 'Penyewaan Premis diperbaharui bagi tempoh selanjutnya selama <b>{term}</b>, dari <b>{start}</b> hingga <b>{end}</b> (termasuk kedua-dua tarikh).',
      rent: 'Mulai <b>{start}</b> sewa bulanan ialah <b>{rent}</b>, dibayar terlebih dahulu pada hari yang sama setiap bulan seperti di bawah Perjanjian Asal.',
      deposit:
        'Deposit Sekuriti dan deposit utiliti yang dipegang di bawah Perjanjian Asal terus dipegang di bawah Perjanjian Pembaharuan ini atas terma yang sama.',
      same: 'Semua terma lain Perjanjian Asal terus terpakai sepanjang tempoh yang diperbaharui. Jika Perjanjian Pembaharuan ini dan Perjanjian Asal berbeza, Perjanjian Pembaharuan ini diguna pakai.',
      stampDuty:
        'Perjanjian Pembaharuan ini ialah suatu surat cara baharu di bawah Akta Setem 1949. Duti setemnya sebanyak <b>{duty}</b> ditanggung oleh {payer, select, landlord {Tuan Rumah} other {Penyewa}}.',
    },
    witness:
      'PADA MENYAKSIKAN HAL DI ATAS pihak-pihak telah menandatangani Perjanjian Pembaharuan ini secara elektronik pada tarikh-tarikh yang dinyatakan di bawah.',
    certificateIntro:
      'Sijil ini merekodkan bagaimana Perjanjian Pembaharuan Sewaan No. <b>{number}</b> ditandatangani secara elektronik melalui {product}. Keseluruhan fail dimeterai dengan sijil digital {product}: sebarang perubahan padanya memecahkan meterai.',
    sealReason: 'Perjanjian Pembaharuan Sewaan {id} dimeterai oleh SewaMudah',
  },
  renewalServer: {
    notFound: 'Perjanjian pembaharuan tidak dijumpai',
    notAccepted: 'Perjanjian pembaharuan sedia apabila penyewa menerima tawaran.',
    superseded: 'Perjanjian pembaharuan telah berubah sejak anda membukanya. Muat semula dan semak versi terkini.',
    tenantOnly: 'Hanya penyewa menandatangani bagi pihak penyewa; pentadbir menandatangani balas.',
    notComplete: 'Perjanjian pembaharuan belum lagi ditandatangani oleh kedua-dua pihak.',
  },
  renewalUi: {
    title: 'Perjanjian pembaharuan',
    readIntro: 'Perjanjian pembaharuan seperti yang ditandatangani oleh kedua-dua pihak.',
    signTitle: 'Tandatangani perjanjian pembaharuan',
    countersignTitle: 'Tandatangani balas perjanjian pembaharuan',
    intro:
      'Baca perjanjian pembaharuan di bawah. Ia memperbaharui penyewaan anda atas terma ini; semua yang lain dalam perjanjian anda kekal sama.',
    adminIntro:
      'Penyewa telah menandatangani. Tandatangani balas bagi pihak tuan rumah sebagai ejen pengurusan untuk melengkapkan dan memeterainya.',
    documentHash: 'SHA-256 dokumen: {hash}',
    signed: 'Anda telah menandatangani perjanjian pembaharuan ini.',
    waitingTenant: 'Menunggu penyewa menandatangani.',
    waitingAdmin: 'Ditandatangani oleh anda. SewaMudah menandatangani balas seterusnya.',
    completed: 'Ditandatangani oleh kedua-dua pihak dan dimeterai pada {date}.',
    download: 'Muat turun PDF',
    verify: 'Halaman pengesahan',
    back: 'Kembali ke penyewaan',
    open: 'Buka perjanjian pembaharuan',
    loading: 'Memuatkan perjanjian pembaharuan',
    notReady: 'Perjanjian pembaharuan sedia apabila penyewa menerima tawaran.',
    stamping: 'Setem LHDN: {status}, perlu sebelum {date}',
    tenantAgree:
      'Saya telah membaca dan bersetuju dengan perjanjian pembaharuan ini, dan saya menandatanganinya secara elektronik. Tandatangan elektronik saya sama mengikatnya seperti tandatangan tangan.',
    landlordAgree:
      'Saya telah membaca perjanjian pembaharuan ini dan menandatanganinya balas secara elektronik bagi pihak tuan rumah, sebagai ejen pengurusan.',
    signSubmit: 'Tandatangani pembaharuan',
    countersignSubmit: 'Tandatangani balas dan meterai',
    signedToast: 'Perjanjian pembaharuan ditandatangani.',
    countersignedToast: 'Perjanjian pembaharuan ditandatangani balas dan dimeterai.',
    signFailed: 'Perjanjian pembaharuan tidak dapat ditandatangani',
    yourSignature: 'Tandatangan anda',
    stampingLabel: 'Setem LHDN bagi pembaharuan',
    stampingPending: 'Penyeteman bermula selepas kedua-dua pihak menandatangani: ia perlu dalam masa 30 hari.',
    stampingRow: '{tenant} (perjanjian pembaharuan)',
  },
};
