/**
 * Bahasa Malaysia of en/agreement.ts: the tenancy agreement (`agreementDoc`), the e-signing certificate page
 * (`certificateDoc`) and the admin's accept/reject buttons (`decision`). Terms from glossary.md; the agreement is in
 * the register of Malaysian tenancy agreements (Tuan Rumah, Penyewa, Premis, Tempoh, fasal).
 */
export const msAgreement = {
  agreementDoc: {
    title: 'Perjanjian Penyewaan Kediaman',
    tagline: 'Platform sewaan dalam talian',
    agreementNo: 'No. Perjanjian',
    date: 'Tarikh:',
    runningTitle: '{title}  |  No. Perjanjian {number}',
    footer: '{product}  |  No. Perjanjian {number}',
    page: 'Halaman {page} daripada {total}',
    initials: 'Parap Penyewa: ______',
    subject: '{title} bagi {property}',
    keyword: 'perjanjian penyewaan',
    managingAgent: 'ejen pengurusan',
    months: '{count, plural, other {# bulan}}',
    rentDay: 'hari ke-{day, selectordinal, other {#}} setiap bulan',
    rentDayLate:
      'hari ke-{day, selectordinal, other {#}} setiap bulan (atau hari terakhir bulan itu bagi bulan yang mempunyai bilangan hari yang lebih sedikit)',
    preamble:
      'Perjanjian Penyewaan Kediaman ini (“Perjanjian”) dibuat pada {date} antara Tuan Rumah dengan Penyewa yang dinamakan di bawah, melalui platform sewaan dalam talian {product}. Tuan Rumah bersetuju untuk menyewakan dan Penyewa bersetuju untuk menyewa Premis bagi Tempoh dan pada kadar Sewa yang dinyatakan dalam Jadual, tertakluk kepada terma-terma Perjanjian ini.',
    sections: {
      parties: 'Pihak-Pihak',
      schedule: 'Jadual Terma Utama',
      premises: 'Premis dan Tempoh',
      rent: 'Sewa dan Bayaran',
      deposit: 'Deposit Sekuriti',
      tenantDuties: 'Tanggungjawab Penyewa',
      landlordDuties: 'Tanggungjawab Tuan Rumah',
      termination: 'Penamatan',
      general: 'Am',
      law: 'Undang-Undang Yang Mentadbir',
    },
    parties: {
      landlord: 'TUAN RUMAH (melalui ejen pengurusannya)',
      tenant: 'PENYEWA',
      address: 'Alamat',
      email: 'E-mel',
      phone: 'Telefon',
      landlordNote: 'bertindak sebagai ejen pengurusan untuk dan bagi pihak pemilik berdaftar Premis (“Tuan Rumah”)',
      idMykad: 'No. Kad Pengenalan',
      idPassport: 'No. Pasport',
      tenantNote: 'berdaftar di platform sebagai pemohon bagi Premis (“Penyewa”)',
    },
    schedule: {
      property: 'Hartanah',
      address: 'Alamat',
      letting: 'Jenis sewaan',
      lettingType: '{type, select, room {Sewa Bilik} other {Sewa Unit}}',
      room: 'Bilik',
      term: 'Tempoh',
      start: 'Tarikh Permulaan',
      end: 'Tarikh Tamat',
      rent: 'Sewa Bulanan',
      deposit: 'Deposit Sekuriti',
      onSigning: 'Dibayar semasa menandatangani',
      onSigningValue: '<b>{amount}</b> (Deposit Sekuriti dan Sewa bulan pertama)',
      rentDue: 'Tarikh bayaran Sewa',
    },
    clauses: {
      premisesRoom:
        'Premis ialah bilik yang dikenali sebagai “{room}” di {property}, {address}, berserta hak menggunakan kawasan bersama secara berkongsi (“Premis”).',
      premisesUnit:
        'Premis ialah {property}, {address}, iaitu keseluruhan unit berserta lekapan dan kelengkapannya (“Premis”).',
      term: 'Penyewaan ini adalah bagi tempoh <b>{term}</b> bermula pada <b>{start}</b> dan berakhir pada <b>{end}</b> (“Tempoh”), termasuk kedua-dua tarikh tersebut.',
      sharedRoom:
        'Penyewa mempunyai hak eksklusif menggunakan Bilik dan berkongsi dapur, ruang tamu dan mana-mana bilik air bersama dengan penghuni lain hartanah itu, dan hendaklah menggunakannya dengan bertimbang rasa serta memastikannya sentiasa bersih.',
      onSigning:
        'Semasa menandatangani Perjanjian ini, Penyewa hendaklah membayar Deposit Sekuriti sebanyak <b>{deposit}</b> dan Sewa bulan pertama sebanyak <b>{rent}</b>, berjumlah <b>{total}</b>, melalui perbankan dalam talian (FPX) atau kad menerusi portal {product}. Perjanjian ini berkuat kuasa sebaik sahaja Penyewa menandatanganinya (secara elektronik dalam portal {product}, atau dengan memuat naik salinan kertas yang ditandatangani) dan bayaran tersebut diterima.',
      monthlyRent:
        'Sewa bulanan sebanyak <b>{rent}</b> hendaklah dibayar terlebih dahulu pada tarikh ulang bulanan Tarikh Permulaan, iaitu pada {rentDay}, bagi baki Tempoh. Setiap ansuran dikeluarkan kepada Penyewa sebagai caj belum selesai di portal {product} dan dibayar di situ.',
      overdue:
        'Sewa yang tidak dibayar dalam tempoh tujuh (7) hari dari tarikh ia kena dibayar adalah tertunggak. Tuan Rumah boleh menghantar peringatan bertulis dan boleh mengenakan faedah ke atas amaun tertunggak pada kadar lapan peratus (8%) setahun, dikira setiap hari dari tarikh ia kena dibayar sehingga tarikh bayaran.',
      // ADR 0031: klausa bayaran lewat dicetak daripada data kontrak (4.3; tiada klausa jika tiada).
      lateInterest:
        'Sewa yang tidak dibayar {graceDays, plural, =0 {pada tarikh ia kena dibayar} other {dalam tempoh # hari dari tarikh ia kena dibayar}} adalah tertunggak. Tuan Rumah boleh menghantar peringatan bertulis dan mengenakan faedah ke atas amaun tertunggak pada kadar <b>{rate}% setahun</b>, dikira setiap hari dari {graceDays, plural, =0 {tarikh ia kena dibayar} other {tamat tempoh # hari tersebut}} sehingga tarikh bayaran. Faedah itu dikenakan sebagai caj lewat bayar apabila Sewa dibayar, atau pada akhir bulan tersebut jika Sewa masih belum dibayar.',
      lateInterestFromDue:
        'Sewa yang tidak dibayar {graceDays, plural, =0 {pada tarikh ia kena dibayar} other {dalam tempoh # hari dari tarikh ia kena dibayar}} adalah tertunggak. Tuan Rumah boleh menghantar peringatan bertulis dan boleh mengenakan faedah ke atas amaun tertunggak pada kadar <b>{rate}% setahun</b>, dikira setiap hari dari tarikh ia kena dibayar sehingga tarikh bayaran.',
      lateFixed:
        'Sewa yang tidak dibayar {graceDays, plural, =0 {pada tarikh ia kena dibayar} other {dalam tempoh # hari dari tarikh ia kena dibayar}} adalah tertunggak. Tuan Rumah boleh menghantar peringatan bertulis dan mengenakan fi lewat bayar sebanyak <b>{fee}</b>, sekali, bagi setiap ansuran yang tertunggak.',
      lateCap: 'Caj lewat bayar tidak melebihi {cap}% daripada amaun tertunggak.',
      arrears:
        'Jika mana-mana Sewa masih tidak dibayar selama dua puluh satu (21) hari selepas tarikh ia kena dibayar, sama ada dituntut secara rasmi atau tidak, Tuan Rumah boleh menamatkan Perjanjian ini di bawah fasal 8.3, tanpa menjejaskan haknya untuk menuntut tunggakan tersebut, termasuk di bawah Akta Tahan Sewa 1951.',
      currency:
        'Semua amaun adalah dalam Ringgit Malaysia (RM). Resit boleh didapati dalam sejarah bayaran Penyewa di portal.',
      depositHeld:
        'Deposit Sekuriti dipegang oleh Tuan Rumah, tanpa faedah, sebagai jaminan bagi pelaksanaan Perjanjian ini oleh Penyewa. Deposit Sekuriti tidak boleh digunakan oleh Penyewa sebagai ganti mana-mana bayaran Sewa.',
      depositRefund:
        'Dalam tempoh empat belas (14) hari selepas penyewaan tamat dan milikan kosong diserahkan semula, Tuan Rumah hendaklah memulangkan Deposit Sekuriti, setelah ditolak apa-apa Sewa yang belum dibayar, bil utiliti yang belum dibayar dan kos munasabah membaiki kerosakan selain haus dan lusuh biasa, berserta penyata terperinci bagi setiap potongan.',
      tenantAgrees: 'Penyewa bersetuju:',
      tenantDuties: {
        a: 'untuk membayar Sewa dan apa-apa caj lain tepat pada masanya melalui portal;',
        b: 'untuk membayar bil elektrik, air, gas dan internet yang digunakan sepanjang Tempoh, melainkan Tuan Rumah telah bersetuju secara bertulis untuk memasukkannya ke dalam Sewa;',
        c: 'untuk memastikan Premis, lekapan dan perabot sentiasa bersih dan dalam keadaan baik, kecuali haus dan lusuh biasa, dan membaiki kerosakan yang disebabkan oleh Penyewa atau pelawat Penyewa;',
        d: 'untuk menggunakan Premis hanya sebagai kediaman persendirian dan bukan untuk apa-apa tujuan yang menyalahi undang-undang, tidak bermoral atau perniagaan;',
        e: 'tidak menyerahhakkan, menyewakan kecil atau melepaskan milikan Premis atau mana-mana bahagiannya, atau membenarkan orang lain tinggal di situ, tanpa persetujuan bertulis Tuan Rumah;',
        f: 'tidak membuat pengubahsuaian struktur, menebuk dinding galas beban atau menukar kunci tanpa persetujuan bertulis Tuan Rumah;',
        g: 'tidak menyebabkan kacau ganggu atau kegusaran kepada jiran, dan mematuhi peraturan rumah serta mana-mana undang-undang kecil bangunan atau pengurusan strata;',
        h: 'untuk melaporkan kerosakan dan keperluan penyelenggaraan dengan segera melalui portal;',
        i: 'untuk membenarkan Tuan Rumah atau ejennya masuk pada waktu yang munasabah dengan notis sekurang-kurangnya dua puluh empat (24) jam untuk memeriksa atau membaiki, dan pada bila-bila masa dalam keadaan kecemasan; dan',
        j: 'pada akhir penyewaan, untuk menyerahkan semula milikan kosong berserta semua kunci dan kad akses, dalam keadaan yang sama seperti pada permulaan, kecuali haus dan lusuh biasa.',
      },
      landlordAgrees: 'Tuan Rumah bersetuju:',
      landlordDuties: {
        a: 'untuk membenarkan Penyewa menikmati Premis dengan aman sepanjang Tempoh tanpa gangguan oleh Tuan Rumah atau sesiapa yang menuntut di bawahnya;',
        b: 'untuk memastikan struktur, bumbung, dinding utama, paip air, kelengkapan sanitari dan pendawaian elektrik dalam keadaan baik, kecuali kerosakan yang disebabkan oleh Penyewa;',
        c: 'untuk membayar cukai tanah, cukai taksiran, dan apa-apa caj penyelenggaraan atau caj perkhidmatan yang dikenakan ke atas Premis;',
        d: 'untuk menginsuranskan bangunan terhadap kebakaran, dan menjawab permintaan penyelenggaraan yang dibuat melalui portal dalam tempoh yang munasabah; dan',
        e: 'untuk memulangkan Deposit Sekuriti menurut fasal 5.',
      },
      expiry:
        'Penyewaan ini tamat pada Tarikh Tamat, <b>{end}</b>, melainkan pihak-pihak memeterai perjanjian baharu melalui portal {product} sebelum tarikh itu.',
      tenantNotice:
        'Penyewa boleh menamatkan penyewaan lebih awal dengan memberikan notis bertulis tidak kurang daripada satu (1) bulan melalui portal dan membayar Sewa sehingga akhir tempoh notis.',
      landlordTermination:
        'Tuan Rumah boleh menamatkan Perjanjian ini melalui notis bertulis jika Sewa tidak dibayar sebagaimana yang diterangkan dalam fasal 4.4, atau jika Penyewa melanggar mana-mana terma lain dan tidak meremedikan pelanggaran itu dalam tempoh empat belas (14) hari selepas diminta secara bertulis untuk berbuat demikian. Tuan Rumah hendaklah mendapatkan semula milikan hanya melalui proses undang-undang yang sewajarnya.',
      onTermination:
        'Apabila Perjanjian ini ditamatkan, Deposit Sekuriti diuruskan di bawah fasal 5, dan apa-apa Sewa yang dibayar bagi tempoh selepas milikan kosong diserahkan semula akan dipulangkan.',
      notices:
        'Notis di bawah Perjanjian ini diberikan secara bertulis melalui portal {product} atau melalui e-mel ke alamat yang dinyatakan dalam fasal 1.',
      electronic:
        'Perjanjian ini boleh ditandatangani secara elektronik atau ditandatangani dengan tangan dan dimuat naik sebagai salinan imbasan; kedua-duanya mempunyai kesan yang sama seperti naskhah asal yang ditandatangani, menurut Akta Perdagangan Elektronik 2006.',
      stampDuty:
        'Duti setem yang kena dibayar ke atas Perjanjian ini di bawah Akta Setem 1949 ditanggung oleh {payer, select, landlord {Tuan Rumah} other {Penyewa}}.',
      wholeAgreement:
        'Perjanjian ini ialah keseluruhan perjanjian antara pihak-pihak berkenaan penyewaan ini. Ia hanya boleh diubah secara bertulis yang ditandatangani oleh kedua-dua pihak. Jika mana-mana peruntukan tidak boleh dikuatkuasakan, peruntukan selebihnya dalam Perjanjian ini kekal berkuat kuasa.',
      law: 'Perjanjian ini ditadbir oleh undang-undang Malaysia, termasuk Akta Kontrak 1950 dan Akta Tahan Sewa 1951, dan pihak-pihak tunduk kepada bidang kuasa eksklusif mahkamah Malaysia.',
    },
    witness:
      'PADA MENYAKSIKAN HAL DI ATAS pihak-pihak telah menandatangani Perjanjian ini pada tarikh-tarikh yang dinyatakan di bawah.',
    signatories: {
      landlord: 'Ditandatangani untuk dan bagi pihak Tuan Rumah',
      landlordCapacity: 'Penandatangan yang diberi kuasa, ejen pengurusan',
      tenant: 'Ditandatangani oleh Penyewa',
      tenantCapacity: 'No. Kad Pengenalan / Pasport: ____________________',
      tenantIc: 'No. Kad Pengenalan: {number}',
      tenantPassport: 'No. Pasport: {number} ({nationality})',
      signature: 'Tandatangan',
      name: 'Nama:',
      date: 'Tarikh:',
    },
    esign: {
      signedBy: 'Ditandatangani secara elektronik oleh {name}, {time} MYT',
      signerFor: '{name} bagi pihak {landlord}',
      fallbackTitle: 'Tandatangan elektronik',
    },
  },
  certificateDoc: {
    title: 'Sijil Penyempurnaan',
    runningTitle: 'Sijil penyempurnaan  |  No. Perjanjian {number}',
    footer: '{product}  |  Sijil penyempurnaan  |  No. Perjanjian {number}',
    intro:
      'Sijil ini merekodkan bagaimana Perjanjian Penyewaan Kediaman No. <b>{number}</b> ditandatangani secara elektronik melalui {product}. Keseluruhan fail ini dimeterai dengan sijil digital {product}: sebarang perubahan padanya akan membatalkan meterai tersebut.',
    verify: 'Sahkan dokumen ini di <b>{url}</b>',
    property: 'Hartanah:',
    tenant: 'Penyewa:',
    landlord: 'Tuan Rumah (ejen pengurusan):',
    completed: 'Disempurnakan:',
    completedAt: '{utc} UTC ({myt} MYT)',
    auditTrail: 'JEJAK AUDIT',
    events: {
      created: 'Perjanjian dijana',
      viewed: 'Dilihat',
      signed: 'Ditandatangani oleh penyewa',
      countersigned: 'Ditandatangani balas bagi pihak tuan rumah',
      completed: 'Disempurnakan dan dimeterai',
      downloaded: 'Dimuat turun',
    },
    event: '{event} (versi {version})',
    user: 'pengguna {id}',
    system: '{product} (sistem)',
    time: 'Masa: {utc} UTC  |  {myt} MYT',
    client: 'IP: {ip}  |  Pelayar: {browser}',
    hashBefore: 'SHA-256 sebelum: {hash}',
    hashAfter: 'SHA-256 selepas: {hash}',
    sealedFile: 'fail bermeterai ini (dipaparkan di halaman pengesahan)',
    sealReason: 'Perjanjian penyewaan {id} ditandatangani oleh kedua-dua pihak',
  },
  decision: {
    accept: 'Terima',
    acceptTitle: 'Terima permohonan',
    acceptMessage:
      'Terima {who} untuk {unit}? Kontrak dan caj deposit akan diwujudkan, dan permohonan lain yang sedang menunggu untuknya akan ditolak.',
    roomAt: '{room} di {property}',
    reject: 'Tolak',
    rejectTitle: 'Tolak permohonan',
    rejectMessage:
      'Tolak permohonan {who} untuk {unit}? Pemohon akan dimaklumkan melalui e-mel; tindakan ini tidak boleh dibatalkan.',
    cancel: 'Batal',
    failed: '{message}: {reason}',
    agreementLanguage: 'Bahasa perjanjian',
    agreementLanguageHint:
      'Perjanjian Penyewaan ditulis dalam bahasa ini. Bahasa ini tidak boleh ditukar selepas permohonan diterima.',
    languages: {
      ms: 'Bahasa Malaysia',
      en: 'Bahasa Inggeris',
      bilingual: 'Dwibahasa (BM + EN)',
    },
  },
};
