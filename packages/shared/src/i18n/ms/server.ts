/** Bahasa Malaysia of en/server.ts. */
export const msServer = {
  errors: {
    conflict: 'Rekod ini bercanggah dengan rekod sedia ada.',
    referenced: 'Rekod ini masih dirujuk oleh rekod lain.',
    outOfRange: 'Satu nilai berada di luar julat yang dibenarkan.',
    internalWithRequest: '{message} (permintaan {requestId})',
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
  },
};
