/** Teks Bahasa Malaysia peraturan ruangan fasa ini; cermin en/validation.ts. */
export const msValidation = {
  fieldRules: {
    nothingToChange: 'Tiada apa-apa untuk diubah',
    chooseCondition: 'Pilih keadaan',
    noteTooLong: 'Catatan tidak boleh melebihi 1000 aksara',
    meterReading: 'Bacaan meter ialah nombor (sehingga 3 tempat perpuluhan)',
    commentTooLong: 'Komen tidak boleh melebihi 1000 aksara',
    timeIso: 'Masa mestilah tarikh dan masa ISO',
    atLeastOneItem: 'Rekodkan sekurang-kurangnya satu item',
    reasonRequired: 'Sebab diperlukan',
    reasonTooLong: 'Sebab tidak boleh melebihi 1000 aksara',
    taskRequired: 'Tugas diperlukan',
    whoComesRequired: 'Siapa yang datang diperlukan',
    taskTooLong: 'Tugas tidak boleh melebihi 120 aksara',
    whoComesTooLong: 'Siapa yang datang tidak boleh melebihi 80 aksara',
    phoneTooLong: 'Telefon tidak boleh melebihi 30 aksara',
    phoneInvalid: 'Masukkan nombor telefon yang sah',
    documentCategory: 'Pilih jenis dokumen daripada senarai; tarikh ditulis YYYY-MM-DD',
  },
};
