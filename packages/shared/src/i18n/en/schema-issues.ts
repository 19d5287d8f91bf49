/**
 * English texts of every schema failure that has no message of its own (issue 22): zod's default messages
 * ("Invalid input: expected number, received string") were English for every caller. The server's zod error
 * map (`schemaIssueMessage`, i18n/schema-issues.ts) answers each issue with one of these, and the error handler
 * answers it in the caller's language like any catalogue text. Server only (never shipped to the browser).
 */
export const enSchemaIssues = {
  schemaIssues: {
    required: 'This field is required',
    expected: {
      string: 'Must be text',
      number: 'Must be a number',
      int: 'Must be a whole number',
      boolean: 'Must be true or false',
      array: 'Must be a list',
      object: 'Must be a group of fields',
      date: 'Must be a date',
      other: 'This value has the wrong type',
    },
    textTooShort: 'Must be at least {minimum, plural, one {# character} other {# characters}} long',
    textTooLong: 'Must be at most {maximum, plural, one {# character} other {# characters}} long',
    textLength: 'Must be exactly {length, plural, one {# character} other {# characters}} long',
    listTooShort: 'Must have at least {minimum, plural, one {# item} other {# items}}',
    listTooLong: 'Must have at most {maximum, plural, one {# item} other {# items}}',
    numberAtLeast: 'Must be {minimum} or more',
    numberAbove: 'Must be more than {minimum}',
    numberAtMost: 'Must be {maximum} or less',
    numberBelow: 'Must be less than {maximum}',
    dateFrom: 'Must be on or after {minimum}',
    dateUntil: 'Must be on or before {maximum}',
    tooSmall: 'This value is too small',
    tooBig: 'This value is too large',
    multipleOf: 'Must be a multiple of {divisor}',
    format: {
      email: 'Must be a valid email address',
      url: 'Must be a valid web address',
      uuid: 'Must be a valid id',
      date: 'Must be a date written YYYY-MM-DD',
      datetime: 'Must be a date and time with its time zone',
      time: 'Must be a time',
      other: 'This value has the wrong format',
    },
    oneOf: 'Must be one of the allowed values: {values}',
    unknownFields: 'Fields not accepted here: {keys}',
    invalid: 'This value is not valid',
    /** The request body itself (Fastify's own checks, before any schema). */
    bodyNotJson: 'The request body is not valid JSON.',
    bodyEmpty: 'The request body is empty, although its content type says JSON.',
    bodyTooLarge: 'The request body is too large.',
    mediaType: 'This type of request body is not accepted here.',
  },
};
