/** Texts of the applications module beyond SPEC §8 (those live in `messages.applications`). */
export const applicationTexts = {
  notFound: 'Application not found',
  propertyNotFound: 'Property not found',
  roomRequired: 'Please choose a room',
  roomNotFound: 'This room does not belong to the property',
  roomNotAllowed: 'This property is rented as a whole unit; do not choose a room',
  roomTaken: 'This room is no longer available. Please choose another room.',
  unitTaken: 'This property is fully occupied.',
  startDateInPast: 'Start date cannot be before today',
  alreadyDecided: 'Only applications waiting for a response can be accepted or rejected.',
  notCancellable: 'Only applications waiting for a response can be cancelled.',
  reserved: 'This unit or room is already reserved by another accepted application.',
  applicantBusy: 'The applicant already has an active rental or accepted application.',
  startDatePassed: 'The start date of this application has passed; it can only be rejected.',
  changedMeanwhile: 'This application was changed at the same time by someone else. Please refresh and try again.',
} as const;
