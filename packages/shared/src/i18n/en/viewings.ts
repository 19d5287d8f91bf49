/**
 * English texts of viewings (issue 28 §4).
 * - `viewingsServer`: the server's answers and the e-mails' buttons (server only).
 * - `viewingPanel`: the listing's booking panel (its own lazily loaded area).
 * - `viewingsUi`: My viewings and the admin's viewings screens (signed-in area).
 */
export const enViewings = {
  viewingsServer: {
    timeInvalid: 'Enter a time as HH:MM',
    capacityInvalid: 'Capacity must be a whole number from 1 to 50',
    durationInvalid: 'Choose a duration of 15, 30, 45, 60, 90 or 120 minutes',
    weekdayInvalid: 'Choose a day of the week',
    weeksInvalid: 'Choose from 1 to 12 weeks',
    nothingToChange: 'Nothing to change',
    slotNotFound: 'Viewing slot not found',
    viewingNotFound: 'Viewing not found',
    slotInPast: 'This viewing time has passed. Choose a later time.',
    slotTooFar: 'Viewing slots can be published at most 120 days ahead.',
    slotTaken: 'There is already a viewing slot at this time for this property.',
    slotFull: 'This viewing slot is full. Choose another time.',
    slotCancelled: 'This viewing slot has been cancelled. Choose another time.',
    slotClosed: 'This viewing has started or passed, so it can no longer be booked.',
    alreadyBooked: 'You have already booked this viewing slot.',
    capacityBelowBooked: 'The capacity cannot be lower than the bookings already made.',
    slotHasBookings: 'This slot has bookings, so its time cannot change. Cancel it or move the bookings instead.',
    viewingCancelled: 'This viewing has already been cancelled.',
    viewingStarted: 'This viewing has started or passed, so it can no longer be changed.',
    otherProperty: 'A viewing can only move to another slot of the same property.',
    sameSlot: 'The viewing is already at this time.',
    openAction: 'Open my viewings',
    applyAction: 'Apply now',
  },
};
