/** Bahasa Malaysia texts of the WhatsApp channel (mirror of en/whatsapp.ts). */
export const msWhatsapp = {
  whatsappTemplate: {
    reminder:
      'Peringatan bayaran SewaMudah: {type} sebanyak {amount} untuk {place}, tarikh akhir {date}. Bayar dalam talian dengan FPX atau kad melalui butang di bawah.',
    receipt:
      'SewaMudah: kami telah menerima {amount} untuk {type} di {place}. Resit rasmi anda ada dalam Sejarah Pembayaran.',
    visitReminder:
      'Peringatan lawatan SewaMudah: lawatan untuk “{title}” adalah pada {date}, {window}. Lihat butiran atau minta masa lain melalui butang di bawah.',
    footer: 'Balas STOP untuk menghentikan mesej WhatsApp.',
    buttonReminder: 'Bayar sekarang',
    buttonReceipt: 'Lihat resit',
    buttonVisitReminder: 'Lihat butiran',
  },
  whatsappServer: {
    unavailable: 'Mesej WhatsApp tidak tersedia pada pelayan ini.',
    phoneInvalid:
      'Masukkan nombor telefon bimbit yang boleh menerima WhatsApp, seperti 012-345 6789 atau +60 12-345 6789.',
    consentMismatch:
      'Teks persetujuan tidak sepadan dengan teks untuk nombor dan bahasa ini. Sila baca sekali lagi dan sahkan.',
    notOptedIn: 'Mesej WhatsApp sudah dimatikan.',
    signatureMissing: 'Pengepala X-Hub-Signature-256 tiada.',
    signatureInvalid: 'Tandatangan X-Hub-Signature-256 tidak sepadan dengan kandungan ini.',
    verifyTokenInvalid: 'Token pengesahan tidak sepadan.',
    bodyInvalid: 'Kandungan webhook bukan JSON yang sah.',
  },
  whatsappUi: {
    title: 'Mesej WhatsApp',
    intro:
      'Terima peringatan bayaran, resit dan peringatan lawatan melalui WhatsApp. Kami hanya menghantarnya selepas anda bersetuju.',
    channel: 'WhatsApp',
    phoneLabel: 'Nombor WhatsApp',
    phoneHint: 'Nombor telefon bimbit Malaysia, atau nombor negara lain dengan kod +nya.',
    continue: 'Teruskan',
    confirmTitle: 'Sila baca dan sahkan',
    consent:
      'Saya bersetuju bahawa SewaMudah boleh menghantar peringatan bayaran, resit dan peringatan lawatan kepada saya melalui WhatsApp di {phone}. Saya boleh membalas STOP atau mematikannya dalam profil saya pada bila-bila masa.',
    agree: 'Saya bersetuju, hidupkan WhatsApp',
    changeNumber: 'Tukar nombor',
    onSince: 'WhatsApp dihidupkan untuk <b>{phone}</b> sejak {date}.',
    agreedTo: 'Perkara yang anda persetujui',
    switchOff: 'Matikan WhatsApp',
    switchOffConfirm: 'Hentikan mesej WhatsApp kepada {phone}? Anda boleh bersetuju semula pada bila-bila masa.',
    switchedOn: 'Mesej WhatsApp dihidupkan',
    switchedOff: 'Mesej WhatsApp dimatikan',
    stopped:
      'Anda membalas STOP di WhatsApp pada {date}, jadi kami berhenti. Bersetuju semula di bawah untuk menghidupkannya kembali.',
    unavailable: 'Mesej WhatsApp belum tersedia.',
    offColumn: 'Hidupkan WhatsApp di atas untuk memilih topik.',
    notForTopic: 'Tidak dihantar melalui WhatsApp',
  },
};
