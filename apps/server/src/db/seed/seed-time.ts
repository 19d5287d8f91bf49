/** The demo world's times: a date in Malaysia at a quarter past the hour (10:15 unless told). */
export const at = (isoDate: string, hour = 10) => new Date(`${isoDate}T${String(hour).padStart(2, '0')}:15:00+08:00`);
