/** Teks Bahasa Malaysia caj lewat bayar (isu 24 §3, docs/decisions/0031). */
export const msLateCharges = {
  lateChargesUi: {
    form: {
      title: 'Klausa bayaran lewat',
      intro:
        'Dicetak dalam perjanjian setiap penyewaan baharu hartanah ini; caj lewat bayar dikenakan hanya menurut klausa ini. Penyewaan yang telah diterima kekal dengan klausa yang ditandatangani.',
      type: 'Caj lewat bayar',
      none: 'Tiada',
      fixed: 'Fi tetap',
      interest: 'Faedah',
      noneHint: 'Perjanjian tidak mempunyai klausa bayaran lewat, dan caj lewat bayar tidak akan dikenakan.',
      fee: 'Fi lewat bayar',
      feeHint: 'Dikenakan sekali bagi setiap sewa tertunggak',
      rate: 'Kadar faedah (% setahun)',
      rateHint: 'Dikira setiap hari; dikenakan apabila sewa dibayar atau pada akhir bulan',
      graceDays: 'Hari tangguh',
      graceHint: 'Hari selepas tarikh perlu dibayar sebelum ia terpakai',
      cap: 'Had (% daripada sewa tertunggak)',
      capHint: 'Pilihan',
    },
    waive: {
      action: 'Kecualikan caj lewat bayar',
      title: 'Kecualikan caj lewat bayar ini?',
      question: 'Kecualikan {record}? Penyewa tidak perlu lagi membayarnya dan akan melihat sebab anda.',
      reason: 'Sebab',
      reasonHint: 'Penyewa akan melihat sebab ini.',
      keep: 'Kekalkan caj',
      confirm: 'Kecualikan',
      done: 'Caj lewat bayar dikecualikan',
    },
    history: {
      waivedReason: 'Dikecualikan: {reason}',
    },
  },
};
