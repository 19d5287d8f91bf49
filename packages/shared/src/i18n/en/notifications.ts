/**
 * English texts of the notification centre (issue 24 §1, docs/decisions) and the dev clock (ARCHITECTURE §9).
 * - `devClockServer`: the dev clock's answers (server only).
 */
export const enNotifications = {
  devClockServer: {
    disabled: 'The dev clock is off: start the server with DEV_CLOCK=true (never in production).',
    onlyForward: 'The dev clock only moves forward: choose a time after the server’s current time.',
    oneTarget: 'Give exactly one of advanceDays, advanceHours or now.',
  },
};
