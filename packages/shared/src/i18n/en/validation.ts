/**
 * English texts of the field rules in this phase's schemas (maintenance, condition reports, move-in, screening):
 * the error handler answers each in the caller's language (ADR 23; security/validation-language.int.test.ts).
 */
export const enValidation = {
  fieldRules: {
    nothingToChange: 'Nothing to change',
    chooseCondition: 'Choose a condition',
    noteTooLong: 'A note must be at most 1000 characters',
    meterReading: 'A meter reading is a number (up to 3 decimals)',
    commentTooLong: 'A comment must be at most 1000 characters',
    timeIso: 'A time must be an ISO date-time',
    atLeastOneItem: 'Record at least one item',
    reasonRequired: 'Reason is required',
    reasonTooLong: 'Reason must be at most 1000 characters',
    taskRequired: 'Task is required',
    whoComesRequired: 'Who comes is required',
    taskTooLong: 'Task must be at most 120 characters',
    whoComesTooLong: 'Who comes must be at most 80 characters',
    phoneTooLong: 'Phone must be at most 30 characters',
    phoneInvalid: 'Enter a valid phone number',
    documentCategory: 'Choose a kind of document from the list; dates are written YYYY-MM-DD',
  },
};
