/** Bahasa Malaysia texts of the notification centre and the dev clock (mirror of en/notifications.ts). */
export const msNotifications = {
  devClockServer: {
    disabled: 'Jam pembangunan dimatikan: mulakan pelayan dengan DEV_CLOCK=true (tidak sekali-kali dalam pengeluaran).',
    onlyForward: 'Jam pembangunan hanya bergerak ke hadapan: pilih masa selepas masa semasa pelayan.',
    oneTarget: 'Berikan tepat satu daripada advanceDays, advanceHours atau now.',
  },
};
