/** Bahasa Malaysia of en/lifecycle-mail.ts. */
export const msLifecycleMail = {
  lifecycleMail: {
    applicationReceived: {
      subject: 'Kami telah menerima permohonan anda untuk {property}',
      intro:
        'Terima kasih: permohonan anda untuk {unit} telah kami terima. Penyewaan akan bermula dari {start} hingga {end} ({months, plural, other {# bulan}}).',
      next: 'Kami akan menyemaknya dan menghantar keputusan kami melalui e-mel. Anda boleh mengikutinya di Sejarah Permohonan.',
      action: 'Lihat permohonan saya',
    },
    newApplication: {
      subject: 'Permohonan baharu untuk {property}',
      intro: '{tenant} ({email}) telah memohon untuk {unit}, dari {start} hingga {end}.',
      next: 'Terima atau tolak permohonan ini di Urus Permohonan; hartanah ini kekal terbuka kepada pemohon lain sehingga itu.',
      action: 'Semak permohonan',
    },
    complaintStarted: {
      subject: 'Kami sedang mengendalikan aduan anda: {title}',
      intro: 'Aduan anda "{title}" kini sedang dikendalikan.',
      next: 'Kami akan menghantar e-mel sekali lagi apabila aduan ini selesai.',
      action: 'Lihat aduan saya',
    },
    complaintFinished: {
      subject: 'Aduan anda telah dikendalikan: {title}',
      intro: 'Aduan anda "{title}" telah dikendalikan.',
      resolution: 'Tindakan yang diambil: {details}',
      action: 'Lihat aduan saya',
    },
    agreementCompleted: {
      subject: 'Perjanjian Penyewaan lengkap: {place}',
      intro:
        'Perjanjian Penyewaan untuk {place} telah ditandatangani oleh {tenant} dan ditandatangani balas bagi pihak Tuan Rumah. Perjanjian yang dimeterai (PDF) sudah sedia.',
      download: 'Muat turun PDF yang dimeterai daripada kontrak selepas log masuk.',
      verify: 'Sesiapa sahaja boleh menyemak bahawa PDF ini tulen di {verifyUrl}.',
      actionTenant: 'Muat turun perjanjian saya',
      actionAdmin: 'Buka Urus Kontrak',
    },
  },
};
