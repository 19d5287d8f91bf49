/** Bahasa Malaysia texts of the notification centre and the dev clock (mirror of en/notifications.ts). */
export const msNotifications = {
  devClockServer: {
    disabled: 'Jam pembangunan dimatikan: mulakan pelayan dengan DEV_CLOCK=true (tidak sekali-kali dalam pengeluaran).',
    onlyForward: 'Jam pembangunan hanya bergerak ke hadapan: pilih masa selepas masa semasa pelayan.',
    oneTarget: 'Berikan tepat satu daripada advanceDays, advanceHours atau now.',
  },
  notice: {
    // Saved searches (issue 28 §5): modules/saved-searches/search-alerts.ts
    searchAlert: {
      title: '{count, plural, other {# padanan baharu}} untuk “{name}”',
      text: '{count, plural, other {# rumah sepadan}} dengan carian tersimpan anda “{name}”, seperti {place}.',
    },
    searchDigest: {
      title: 'Padanan hari ini untuk “{name}”',
      text: '{count, plural, other {# rumah sepadan}} dengan carian tersimpan anda “{name}” sejak ringkasan lepas, seperti {place}.',
    },
    tenancyNoticeGiven: {
      title: 'Notis keluar diberikan',
      text: 'Notis telah diberikan: hari terakhir penyewaan ialah {date}.',
    },
    renewalReminder: {
      title: 'Penyewaan tamat dalam 90 hari',
      text: 'Penyewaan tamat pada {date}. Perbaharui atau rancang keluar sekarang.',
    },
    renewalOffered: {
      title: 'Tawaran pembaharuan',
      text: 'Anda ditawarkan {months} bulan lagi pada RM{rent} sebulan. Jawab sebelum {date}.',
    },
    renewalAnswered: {
      title: 'Tawaran pembaharuan dijawab',
      text: 'Penyewa telah menjawab tawaran pembaharuan: {answer}.',
    },
    settlementIssued: {
      title: 'Penyata deposit sedia',
      text: 'Penyata deposit anda sedia: RM{balance} dikembalikan kepada anda. Terima atau pertikaikan item sebelum {respondBy}.',
    },
    settlementAnswered: {
      title: 'Pertikaian deposit dijawab',
      text: 'Setiap item yang dipertikaikan telah dijawab. Penyata kini muktamad.',
    },
    depositRefunded: {
      title: 'Deposit dipulangkan',
      text: 'RM{amount} daripada deposit anda sedang dipulangkan kepada anda.',
    },
    depositAccountNeeded: {
      title: 'Akaun bank diperlukan untuk deposit anda',
      text: '{amount} daripada deposit anda dipulangkan melalui pindahan bank. Masukkan akaun bank penerimanya.',
    },
    paymentReceived: {
      title: 'Bayaran diterima',
      text: 'Kami telah menerima {amount} untuk {type} di {place}. Resit rasmi ada dalam Sejarah Pembayaran.',
    },
    paymentDue: {
      title: 'Bayaran akan tamat tempoh',
      text: '{type} sebanyak {amount} untuk {place} perlu dibayar pada {date}.',
    },
    paymentDueToday: {
      title: 'Bayaran perlu dibayar hari ini',
      text: '{type} sebanyak {amount} untuk {place} perlu dibayar hari ini, {date}.',
    },
    paymentOverdue: {
      title: 'Bayaran tertunggak',
      text: '{type} sebanyak {amount} untuk {place} perlu dibayar pada {date}: tertunggak {days, plural, other {# hari}}.',
    },
    lateChargeAdded: {
      title: 'Caj lewat bayar dikenakan',
      text: 'Menurut klausa bayaran lewat dalam perjanjian anda, caj lewat bayar sebanyak {amount} dikenakan bagi sewa {place} yang perlu dibayar pada {date}.',
    },
    lateChargeWaived: {
      title: 'Caj lewat bayar dikecualikan',
      text: 'Caj lewat bayar sebanyak {amount} untuk {place} telah dikecualikan, jadi anda tidak perlu membayarnya. Sebab: {reason}',
    },
    applicationAccepted: {
      title: 'Permohonan diterima',
      text: 'Permohonan anda untuk {place} telah diterima. Tandatangani perjanjian dan bayar sebelum {date} untuk mengesahkannya.',
    },
    applicationRejected: {
      title: 'Permohonan tidak diterima',
      text: 'Permohonan anda untuk {place} tidak diterima kali ini.',
    },
    autopayNotice: {
      title: 'Autobayar dalam 3 hari',
      text: 'Autobayar akan membayar {type} sebanyak {amount} untuk {place} daripada kad anda berakhir {last4} pada {date}. Anda boleh melangkau bulan ini atau bayar sekarang.',
    },
    autopayOverCap: {
      title: 'Autobayar tidak membayar',
      text: '{type} sebanyak {amount} untuk {place} melebihi had autobayar anda sebanyak {cap}, jadi ia tidak dibayar secara automatik. Sila bayar sebelum {date}.',
    },
    autopayFailed: {
      title: 'Bayaran autobayar gagal',
      text: 'Kad anda berakhir {last4} tidak dicaj {amount} untuk {place}: {reason}. {retry, select, yes {Autobayar akan mencuba lagi pada {retryDate}, atau anda} other {Anda}} boleh bayar sekarang dengan perbankan dalam talian FPX.',
    },
    autopayEnded: {
      title: 'Autobayar tamat',
      text: 'Autobayar untuk {place} telah tamat: {reason, select, contract {penyewaan telah tamat} other {ia telah dihentikan}}. Kad anda tidak akan dicaj lagi untuknya.',
    },
    // Tiket penyelenggaraan (isu 26)
    ticketComment: { title: 'Mesej baharu pada tiket anda', text: '{author} menulis pada “{title}”: {excerpt}' },
    visitProposed: {
      title: 'Lawatan dicadangkan',
      text: 'Lawatan untuk “{title}” dicadangkan pada {date}, {window}. Sahkan atau minta masa lain.',
    },
    visitConfirmed: {
      title: 'Lawatan disahkan',
      text: 'Lawatan untuk “{title}” pada {date}, {window} telah disahkan.',
    },
    visitRescheduleRequested: {
      title: 'Masa lain diminta',
      text: 'Penyewa meminta masa lain selain {date} untuk “{title}”: {note}',
    },
    visitReminder: {
      title: 'Lawatan esok',
      text: 'Peringatan: lawatan untuk “{title}” adalah esok, {date}, {window}.',
    },
    visitOutcome: { title: 'Lawatan selesai', text: 'Lawatan untuk “{title}”: {outcome}.' },
    repairCharge: {
      title: 'Caj pembaikan',
      text: 'Bahagian anda bagi pembaikan “{title}” ialah {amount}. Bayar di Sejarah Pembayaran, atau pertikaikan pada tiket sebelum membayar.',
    },
    costDisputed: {
      title: 'Bahagian pembaikan dipertikaikan',
      text: 'Penyewa mempertikaikan bahagiannya bagi “{title}”: {reason}',
    },
    ticketReopened: { title: 'Tiket dibuka semula', text: '“{title}” dibuka semula oleh penyewa: {reason}' },
    ticketRated: { title: 'Tiket dinilai', text: '“{title}” dinilai {thumbs}.' },
    upkeepScheduled: {
      title: 'Lawatan penyelenggaraan dirancang',
      text: '{title}: lawatan dirancang pada {date}, {window}. Sahkan atau minta masa lain pada tiket.',
    },
    complaintStatus: { title: 'Aduan dikemas kini', text: 'Aduan anda “{title}” kini {status}.' },
    inspectionReview: {
      title: 'Semak laporan {kind, select, move_out {keluar rumah} other {masuk rumah}} anda',
      text: 'Laporan keadaan {kind, select, move_out {keluar rumah} other {masuk rumah}} bagi {place} sudah sedia. Semak sebelum {date}: beri ulasan atau tandakan apa-apa yang anda tidak setuju, kemudian tandatangan. Jika anda tidak menjawab sebelum itu, laporan menjadi muktamad sebagai dianggap diterima.',
    },
    inspectionReminder: {
      title: 'Dua hari lagi untuk menyemak laporan anda',
      text: 'Semak dan tandatangan laporan keadaan {place} sebelum {date}. Selepas itu ia menjadi muktamad sebagai dianggap diterima.',
    },
    inspectionFinal: {
      title: 'Laporan keadaan muktamad',
      text: 'Laporan keadaan {kind, select, move_out {keluar rumah} other {masuk rumah}} bagi {place} adalah muktamad{deemed, select, yes { (dianggap diterima)} other {}}. PDF yang dimeterai ada di halaman penyewaan anda.',
    },
    moveInAppointment: {
      title: 'Temu janji masuk rumah',
      text: '{action, select, offered {Pilih masa masuk rumah untuk {place}.} proposed {Penyewa mencadangkan {time} untuk masuk rumah di {place}.} other {Masuk rumah anda di {place} disahkan pada {time}.}}',
    },
    moveInReminder: { title: 'Masuk rumah esok', text: 'Masuk rumah anda di {place} ialah esok, {time}.' },
    keysHandedOver: {
      title: 'Sahkan kunci anda',
      text: 'Penyerahan kunci bagi {place} telah direkodkan. Semak butiran dan sahkan bahawa anda telah menerimanya.',
    },
    screeningChangesRequested: {
      title: 'Perubahan diminta',
      text: 'Pentadbir meminta maklumat tambahan bagi permohonan anda untuk {place}. Bukanya untuk melihat apa yang diperlukan.',
    },
    screeningProfileIncomplete: {
      title: 'Lengkapkan profil penyewa anda',
      text: 'Permohonan anda untuk {place} dihantar tanpa profil penyewa. Lengkapkannya, kemudian kemas kini permohonan itu supaya ia dapat dinilai.',
    },
    screeningDocumentsUnused: {
      title: 'Dokumen yang tidak digunakan akan dipadam',
      text: '{count, plural, one {# dokumen} other {# dokumen}} dalam profil penyewa anda, tidak digunakan selama 12 bulan, akan dipadam pada {date}.',
    },
    viewingBooked: {
      title: 'Lawatan rumah ditempah',
      text: 'Lawatan anda ke {place} telah ditempah pada {date} jam {time}.',
    },
    viewingBookedAdmin: {
      title: 'Tempahan lawatan rumah baharu',
      text: '{customer} menempah lawatan ke {place} pada {date} jam {time}.',
    },
    viewingCancelled: {
      title: 'Lawatan rumah dibatalkan',
      text: 'Lawatan anda ke {place} pada {date} jam {time} telah dibatalkan oleh SewaMudah. Tempah masa lain daripada senarai.',
    },
    viewingCancelledAdmin: {
      title: 'Lawatan rumah dibatalkan',
      text: '{customer} membatalkan lawatan ke {place} pada {date} jam {time}.',
    },
    viewingRescheduled: {
      title: 'Lawatan rumah dipindahkan',
      text: 'Lawatan anda ke {place} telah dipindahkan dari {fromDate} jam {fromTime} ke {date} jam {time}.',
    },
    viewingRescheduledAdmin: {
      title: 'Lawatan rumah dipindahkan',
      text: '{customer} memindahkan lawatan ke {place} dari {fromDate} jam {fromTime} ke {date} jam {time}.',
    },
    viewingReminder: { title: 'Lawatan rumah hari ini', text: 'Lawatan anda ke {place} adalah hari ini jam {time}.' },
    viewingReminderAdmin: { title: 'Lawatan rumah hari ini', text: '{customer} melawat {place} hari ini jam {time}.' },
    viewingApply: {
      title: 'Sedia untuk memohon?',
      text: 'Terima kasih kerana melawat {place} pada {date}. Jika sesuai, mohon sekarang sebelum orang lain.',
    },
    listingReported: { title: 'Laporan iklan baharu', text: '{customer} melaporkan {place}: {reason}.' },
    listingReportResolved: {
      title: 'Laporan diselesaikan',
      text: 'Terima kasih kerana melaporkan {place} ({reason}). Pasukan kami telah menyemak iklan itu dan membetulkannya.',
    },
    listingReportDismissed: {
      title: 'Laporan ditutup',
      text: 'Terima kasih kerana melaporkan {place} ({reason}). Pasukan kami telah menyemak iklan itu dan tiada apa yang perlu diubah.',
    },
  },
  notificationsServer: {
    lockedCategory:
      'Mesej keselamatan dan undang-undang (keselamatan akaun, resit, dokumen yang ditandatangani) tidak boleh dimatikan.',
    ticketInvalid: 'Tiket strim ini tidak sah atau telah tamat tempoh. Sila minta tiket baharu.',
  },
  notificationsUi: {
    bellLabel: 'Pemberitahuan',
    bellUnread: 'Pemberitahuan, {count, plural, other {# belum dibaca}}',
    inboxTitle: 'Pemberitahuan',
    inboxIntro: 'Perkembangan permohonan, bayaran, aduan dan akaun anda.',
    empty: 'Belum ada pemberitahuan.',
    markAllRead: 'Tandakan semua sudah dibaca',
    markRead: 'Tandakan sudah dibaca',
    unread: 'Belum dibaca',
    received: 'Diterima',
    seeAll: 'Lihat semua pemberitahuan',
    preferencesTitle: 'Tetapan pemberitahuan',
    preferencesIntro:
      'Pilih cara kami memaklumkan setiap jenis berita. Mesej keselamatan dan undang-undang sentiasa sampai kepada anda.',
    category: 'Topik',
    channelInApp: 'Dalam aplikasi',
    channelEmail: 'E-mel',
    channelFor: '{category}: {channel}',
    alwaysOn: 'Sentiasa dihidupkan',
    saved: 'Tetapan pemberitahuan disimpan',
    categories: {
      applications: 'Permohonan',
      tenancy: 'Penyewaan dan tandatangan',
      payments: 'Bayaran dan bayaran balik',
      reminders: 'Peringatan bayaran',
      complaints: 'Aduan dan penyelenggaraan',
      receipts: 'Resit',
      documents: 'Dokumen yang ditandatangani',
      security: 'Keselamatan akaun',
      searches: 'Amaran carian tersimpan',
    },
  },
};
