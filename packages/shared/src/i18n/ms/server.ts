/** Bahasa Malaysia of en/server.ts. */
export const msServer = {
  errors: {
    conflict: 'Rekod ini bercanggah dengan rekod sedia ada.',
    referenced: 'Rekod ini masih dirujuk oleh rekod lain.',
    outOfRange: 'Satu nilai berada di luar julat yang dibenarkan.',
    internalWithRequest: '{message} (permintaan {requestId})',
  },
  fileLinkPage: {
    expiredTitle: 'Pautan ini telah tamat tempoh',
    expiredBody:
      'Untuk memastikan dokumen anda kekal peribadi, pautan kepada fail hanya sah selama {minutes, plural, other {# minit}}. Kembali ke halaman tempat anda membukanya, muat semula halaman itu, dan buka fail sekali lagi.',
    invalidTitle: 'Pautan ini tidak sah',
    invalidBody: 'Kembali ke halaman tempat anda membukanya, muat semula halaman itu, dan buka fail sekali lagi.',
    home: 'Pergi ke SewaMudah',
  },
  email: {
    greeting: 'Hai {name},',
    layout: {
      signOff: '— Pasukan {product}',
      openLink: 'Atau buka pautan ini:',
      tagline: 'Sewa hartanah dalam talian di Malaysia',
    },
    verification: {
      subject: 'Sahkan akaun {product} anda',
      intro: 'Terima kasih kerana mendaftar dengan {product}, cara mudah untuk menyewa rumah di Malaysia.',
      confirm:
        'Sila sahkan alamat e-mel anda untuk mengaktifkan akaun anda. Setelah disahkan, anda boleh log masuk, memohon hartanah dan membuat bayaran dalam talian.',
      action: 'Sahkan e-mel saya',
      footnote:
        'Pautan ini tamat tempoh dalam {hours} jam dan hanya boleh digunakan sekali. Jika anda tidak mendaftar akaun, abaikan e-mel ini.',
    },
    passwordReset: {
      subject: 'Tetapkan kata laluan {product} baharu',
      intro:
        'Seseorang telah meminta untuk menetapkan kata laluan baharu bagi akaun {product} anda. Jika itu anda, pilih kata laluan baharu di sini:',
      action: 'Tetapkan kata laluan baharu',
      footnote:
        'Pautan ini boleh digunakan sekali, selama {minutes} minit. Kata laluan baharu akan melog keluar anda daripada semua peranti. Jika anda tidak memintanya, abaikan e-mel ini: kata laluan anda kekal.',
    },
    invitation: {
      subject: 'Akaun {product} anda sudah sedia',
      intro: 'Seorang pentadbir telah membuka akaun {product} untuk anda dengan alamat e-mel ini.',
      setPassword: 'Pilih kata laluan anda untuk mula menggunakannya:',
      action: 'Tetapkan kata laluan saya',
      footnote:
        'Pautan ini boleh digunakan sekali, selama {days} hari. Jika ia telah tamat tempoh, gunakan "Lupa kata laluan?" di halaman log masuk.',
    },
    unit: '{room} di {property}',
    viewPaymentHistory: 'Lihat sejarah bayaran',
    browseListings: 'Lihat senarai hartanah',
    receiptAttached:
      'Resit rasmi (PDF) dilampirkan; anda juga boleh memuat turunnya pada bila-bila masa dari Sejarah Bayaran.',
    accepted: {
      subject: 'Permohonan anda untuk {property} telah diterima',
      intro: 'Berita baik: permohonan anda untuk {unit} telah diterima. Kami telah menempahnya untuk anda.',
      tenancy: 'Tempoh penyewaan: {start} hingga {end}.',
      nextSteps:
        'Untuk mengesahkannya, tandatangani Perjanjian Penyewaan anda dalam Tandatangan & Bayar, terus dalam pelayar, dan bayar deposit berserta sewa bulan pertama ({amount}) melalui perbankan dalam talian (FPX) atau kad sebelum tamat hari {date}. Selepas itu, tempahan ini akan dilepaskan.',
      nextStepsWithStampDuty:
        'Untuk mengesahkannya, tandatangani Perjanjian Penyewaan anda dalam Tandatangan & Bayar dan bayar deposit berserta sewa bulan pertama ({amount}) serta duti setem perjanjian ({stampDuty}), {total} kesemuanya, sebelum tamat hari {date}. Selepas itu, tempahan ini akan dilepaskan.',
      action: 'Tandatangan & Bayar',
    },
    rejected: {
      subject: 'Makluman tentang permohonan anda untuk {property}',
      body: 'Terima kasih atas minat anda terhadap {unit}. Dukacita dimaklumkan bahawa permohonan anda tidak berjaya kali ini.',
      browse: 'Banyak lagi rumah menanti anda: lihat senarai hartanah terkini dan mohon sekali lagi.',
    },
    expired: {
      subject: 'Tempahan anda untuk {property} telah tamat tempoh',
      body: 'Deposit untuk {unit} tidak dibayar dalam tempoh yang ditetapkan, jadi tempahan telah dilepaskan dan permohonan dibatalkan.',
      applyAgain: 'Anda dialu-alukan untuk memohon semula hartanah ini atau mana-mana hartanah lain.',
    },
    paymentReceipt: {
      subject: 'Resit bayaran: {amount} ({type})',
      received: 'Kami telah menerima bayaran anda sebanyak {amount} untuk {type} di {place}.',
      subjectLines: 'Resit bayaran: {amount} ({type} dan {count, plural, other {# perkara lain}})',
      receivedLines: 'Kami telah menerima bayaran anda sebanyak {amount} untuk {place}. Bayaran tunggal ini meliputi:',
      line: '{item}: {amount}',
      paidOn: 'Dibayar pada: {date}',
      paidWith: 'Dibayar melalui: {method}',
      reference: 'Rujukan bayaran: {reference}',
      receiptNumber:
        'No. Resit: {number}. Resit rasmi (PDF) dilampirkan; anda juga boleh memuat turunnya pada bila-bila masa dari Sejarah Bayaran.',
      contractActive:
        'Kontrak anda kini aktif. Sewa bulanan anda akan dipaparkan dalam sejarah bayaran anda sebelum setiap tarikh akhir bayaran.',
      signedCopyLeft:
        'Tinggal satu langkah: muat naik kontrak bertandatangan anda di Tandatangan & Bayar untuk mengaktifkan sewa anda.',
    },
    reminder: {
      subject: 'Peringatan bayaran: {amount} perlu dibayar pada {date}',
      body: 'Bayaran {type} anda sebanyak {amount} untuk {place} perlu dibayar pada {date}.',
      howToPay:
        'Anda boleh membayarnya melalui perbankan dalam talian (FPX) atau kad dalam masa seminit dari akaun {product} anda.',
      action: 'Bayar sekarang',
    },
    refund: {
      lateSubject: 'Bayaran anda sedang dikembalikan',
      subject: 'Bayaran balik anda sedang diproses',
      late: 'Kami telah menerima bayaran kad anda sebanyak {amount} untuk {type} di {property}, tetapi caj ini tidak lagi boleh dibayar ({reason}).',
      lateFull:
        'Kami sedang memulangkan jumlah penuh ke kad anda. Bayaran balik biasanya sampai ke kad anda dalam tempoh 5 hingga 10 hari bekerja.',
      admin: 'Kami sedang memulangkan {amount} daripada bayaran {type} anda di {property}.',
      reason: 'Sebab: {reason}',
      timing: 'Bayaran balik biasanya sampai ke kad anda dalam tempoh 5 hingga 10 hari bekerja.',
    },
    refundReceipt: {
      subject: 'Resit bayaran balik {number}: {amount}',
      processed: 'Bayaran balik anda sebanyak {amount} untuk {property} telah diproses.',
      number: 'No. Resit: {number}',
      reference: 'Rujukan bayaran balik: {reference}',
    },
    stamping: {
      subjectDue: 'Tarikh akhir penyeteman {date}: Perjanjian Penyewaan untuk {place}',
      subjectOverdue: 'Tertunggak: setemkan Perjanjian Penyewaan untuk {place}',
      bodyDue:
        'Perjanjian Penyewaan dengan {tenant} untuk {place}, yang ditandatangani pada {signedOn}, mesti disetemkan dengan LHDN selewat-lewatnya pada {date}.',
      bodyOverdue:
        'Perjanjian Penyewaan dengan {tenant} untuk {place}, yang ditandatangani pada {signedOn}, sepatutnya disetemkan selewat-lewatnya pada {date} dan kini telah tertunggak.',
      howTo:
        'Setemkan perjanjian ini melalui LHDN STAMPS, kemudian muat naik sijil setem pada kontrak supaya Penyewa boleh memuat turunnya.',
      action: 'Buka Papan Pemuka',
    },
  },
};
