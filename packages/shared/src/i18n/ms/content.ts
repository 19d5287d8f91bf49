/** Bahasa Malaysia of en/content.ts. */
export const msContent = {
  about: {
    title: 'Tentang Kami',
    description: 'Selamat datang ke {product} — sewa jadi mudah.',
    whoWeAre: 'Siapa kami',
    intro1:
      '{product} ialah platform dalam talian yang memudahkan urusan sewa rumah di Malaysia. Kami bermula pada tahun 2023 di Kuala Lumpur selepas melihat betapa banyak masa penyewa terbuang kerana panggilan yang tidak berjawab, deposit yang tidak jelas dan perjanjian kertas yang berulang-alik.',
    intro2:
      'Kini, penyewa mencari unit atau bilik, memohon, menandatangani Perjanjian Penyewaan dan membayar deposit tanpa keluar rumah — dan selepas masuk, sewa, resit dan permintaan penyelenggaraan semuanya berada dalam satu Papan Pemuka. Pasukan kami mengurus setiap hartanah yang disenaraikan, jadi anda sentiasa berurusan dengan orang yang benar-benar boleh membantu.',
    valuesTitle: 'Nilai teras kami',
    values: {
      transparency: {
        title: 'Ketelusan',
        text: 'Sewa, deposit dan terma dipaparkan sebelum anda memohon. Apa yang anda lihat pada senarai hartanah itulah yang anda tandatangani.',
      },
      trust: {
        title: 'Kepercayaan',
        text: 'Setiap hartanah diperiksa oleh pasukan kami, dan setiap bayaran, melalui perbankan dalam talian (FPX) atau kad, diproses oleh penyedia pembayaran yang selamat.',
      },
      care: {
        title: 'Keprihatinan',
        text: 'Pasukan sebenar menjawab soalan anda dan memantau setiap permintaan penyelenggaraan sehingga selesai.',
      },
    },
    teamTitle: 'Kenali pasukan kami',
    team: {
      ceo: {
        role: 'Pengasas Bersama & Ketua Pegawai Eksekutif',
        bio: 'Berpengalaman lapan tahun dalam pengurusan hartanah di Lembah Klang sebelum memulakan {product}.',
      },
      cto: {
        role: 'Pengasas Bersama & Ketua Pegawai Teknologi',
        bio: 'Membina platform yang menjadikan urusan dokumen, bayaran dan permintaan hanya beberapa klik.',
      },
      tenants: {
        role: 'Ketua Pengalaman Penyewa',
        bio: 'Mengetuai pasukan yang menyemak permohonan dan menjaga penyewa dari hari masuk hingga hari keluar.',
      },
    },
    contactTitle: 'Hubungi kami',
    contact: { email: 'E-mel', phone: 'Telefon', social: 'Media sosial', address: 'Alamat' },
  },
  faq: {
    title: 'Soalan Lazim',
    description: 'Semua yang perlu anda tahu tentang menyewa dengan {product}, dari carian pertama hingga masuk rumah.',
    howItWorks: 'Cara ia berfungsi',
    stepTitle: '{number}. {title}',
    steps: {
      discover: {
        title: 'Cari hartanah',
        text: 'Layari senarai hartanah, tapis mengikut kawasan, jenis dan bajet, dan buka hartanah untuk melihat gambar, bilik, sewa dan depositnya.',
      },
      apply: {
        title: 'Mohon dalam talian',
        text: 'Daftar, kemudian mohon dengan tarikh masuk dan tempoh sewa pilihan anda. Sediakan butiran peribadi dan pekerjaan serta dokumen sokongan (MyKad atau pasport, slip gaji terkini) sekiranya kami memintanya.',
      },
      approved: {
        title: 'Dapatkan kelulusan',
        text: 'Pasukan kami menyemak setiap permohonan, biasanya dalam tempoh dua hari bekerja. Permohonan anda bertukar daripada Dihantar kepada Diluluskan atau Ditolak, dan kami akan menghantar e-mel kepada anda dalam kedua-dua keadaan. Dalam Papan Pemuka anda, status ini dipaparkan sebagai Menunggu Maklum Balas, Diterima dan Ditolak.',
      },
      signAndPay: {
        title: 'Tandatangan dan bayar',
        text: 'Dalam Tandatangan dan Bayar, tandatangani Perjanjian Penyewaan digital anda terus dalam pelayar (atau cetak, tandatangani dan muat naik jika anda lebih suka salinan kertas), kemudian bayar deposit serta sewa bulan pertama melalui perbankan dalam talian (FPX) atau kad. Pakej masuk rumah anda akan dihantar melalui e-mel.',
      },
      moveIn: {
        title: 'Masuk rumah dengan mudah',
        text: 'Ambil kunci anda pada tarikh mula sewa. Selepas itu, bayar sewa bulanan dan hantar permintaan penyelenggaraan terus dari Papan Pemuka {product} anda.',
      },
    },
    commonQuestions: 'Soalan biasa',
    questions: {
      payBefore: {
        q: 'Berapakah yang perlu saya bayar sebelum masuk rumah?',
        a: 'Deposit Sekuriti yang tertera pada senarai hartanah serta sewa bulan pertama anda, dibayar bersama melalui perbankan dalam talian (FPX) atau kad semasa anda menandatangani perjanjian. Satu-satunya kos lain ialah duti setem kerajaan bagi perjanjian penyewaan anda (RM1 bagi setiap RM250 sewa setahun, serta RM10 untuk salinan anda), yang ditunjukkan bersama jumlah perlu dibayar sebelum anda memohon. Tiada yuran ejen atau yuran tempahan di {product}.',
      },
      refundable: {
        q: 'Adakah deposit saya akan dipulangkan?',
        a: 'Ya. Deposit anda dipulangkan pada akhir tempoh penyewaan, setelah ditolak sebarang jumlah untuk sewa tertunggak atau kerosakan melebihi haus dan lusuh biasa, seperti yang dinyatakan dalam Perjanjian Penyewaan anda.',
      },
      several: {
        q: 'Bolehkah saya memohon lebih daripada satu hartanah?',
        a: 'Anda boleh memohon hartanah yang berbeza, satu permohonan bagi setiap hartanah pada satu masa. Sebaik sahaja permohonan diterima atau anda mempunyai sewa aktif, permohonan baharu ditangguhkan sehingga penyewaan itu tamat.',
      },
      howLong: {
        q: 'Berapa lama saya boleh menyewa?',
        a: 'Pilih tempoh sewa 3, 4, 6, 8 atau 12 bulan semasa memohon. Tarikh tamat dikira daripada tarikh masuk anda dan dipaparkan sebelum anda menghantar permohonan.',
      },
      monthly: {
        q: 'Bagaimanakah saya membayar sewa bulanan?',
        a: 'Sewa setiap bulan dipaparkan di bawah Bayaran dalam Papan Pemuka anda sebelum tarikh akhir bayaran, bersama peringatan melalui e-mel. Bayar melalui perbankan dalam talian (FPX) atau kad dalam beberapa klik dan muat turun resit bila-bila masa anda perlukan.',
      },
    },
    stillUnsure: 'Masih ragu-ragu? E-mel ke <mail>{email}</mail> atau <contact>hubungi kami</contact>.',
  },
};
