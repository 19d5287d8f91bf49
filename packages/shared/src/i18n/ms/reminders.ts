/** Teks Bahasa Malaysia bagi tangga peringatan, senarai tertunggak dan angka kutipan (isu 24 §2). */
export const msReminders = {
  reminderMail: {
    dueTodaySubject: 'Peringatan bayaran: {amount} perlu dibayar hari ini',
    dueTodayBody: 'Bayaran {type} anda sebanyak {amount} untuk {place} perlu dibayar hari ini, {date}.',
    overdueSubject: 'Bayaran tertunggak {days, plural, other {# hari}}: {amount}',
    overdueBody:
      'Bayaran {type} anda sebanyak {amount} untuk {place} perlu dibayar pada {date} dan kini tertunggak {days, plural, other {# hari}}.',
  },
  reminderServer: {
    alreadyToday: 'Peringatan untuk caj ini sudah dihantar hari ini. Anda boleh menghantar yang seterusnya esok.',
    quietHours: 'Peringatan tidak dihantar antara {from} dan {to} (waktu Malaysia). Sila cuba lagi selepas {to}.',
    notPayable: 'Caj ini sudah tidak tertunggak, jadi tiada apa yang perlu diingatkan kepada penyewa.',
  },
  collectionUi: {
    title: 'Kutipan sewa',
    collectedThisMonth: 'Dikutip bulan ini',
    outstanding: 'Belum dibayar',
    arrears: 'Tunggakan mengikut tempoh',
    arrears1to30: '1–30 hari',
    arrears31to60: '31–60 hari',
    arrearsOver60: 'Lebih 60 hari',
    overdueTitle: 'Caj tertunggak',
    overdueEmpty: 'Tiada caj tertunggak.',
    overdueShown: '{shown} yang paling lama tertunggak daripada {count}',
    tenant: 'Penyewa',
    charge: 'Caj',
    amount: 'Jumlah',
    dueDate: 'Tarikh akhir',
    daysOverdue: 'Hari tertunggak',
    daysOverdueValue: '{days, plural, other {# hari}}',
    lastReminder: 'Peringatan terakhir',
    neverReminded: 'Belum ada',
    sendReminder: 'Hantar peringatan sekarang',
    reminderSent: 'Peringatan dihantar kepada {name}.',
  },
};
