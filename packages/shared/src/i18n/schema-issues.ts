/**
 * A catalogue message for every schema failure that has none of its own (issue 22; the server installs it with
 * `z.config({ customError: schemaIssueMessage })`). A schema's own message still wins (zod asks the global map
 * only when the schema and check give none). The answer is English catalogue text, which the error handler
 * answers in the caller's language like every other (`localizeText` reads the values back).
 */
import type { z } from 'zod';
import type { MessageKey } from './catalogue.js';
import { translate, type MessageValues } from './translate.js';

type Issue = z.core.$ZodRawIssue;

const en = (key: MessageKey, values?: MessageValues) => translate('en', key, values);

const EXPECTED: Record<string, MessageKey> = {
  string: 'schemaIssues.expected.string',
  number: 'schemaIssues.expected.number',
  int: 'schemaIssues.expected.int',
  bigint: 'schemaIssues.expected.int',
  nan: 'schemaIssues.expected.number',
  boolean: 'schemaIssues.expected.boolean',
  array: 'schemaIssues.expected.array',
  tuple: 'schemaIssues.expected.array',
  set: 'schemaIssues.expected.array',
  object: 'schemaIssues.expected.object',
  record: 'schemaIssues.expected.object',
  map: 'schemaIssues.expected.object',
  date: 'schemaIssues.expected.date',
};

const FORMATS: Record<string, MessageKey> = {
  email: 'schemaIssues.format.email',
  url: 'schemaIssues.format.url',
  uuid: 'schemaIssues.format.uuid',
  guid: 'schemaIssues.format.uuid',
  cuid: 'schemaIssues.format.uuid',
  cuid2: 'schemaIssues.format.uuid',
  ulid: 'schemaIssues.format.uuid',
  nanoid: 'schemaIssues.format.uuid',
  date: 'schemaIssues.format.date',
  datetime: 'schemaIssues.format.datetime',
  time: 'schemaIssues.format.time',
};

/** A bound as people write it: numbers without grouping, dates as YYYY-MM-DD. */
function bound(value: number | bigint, origin: string): string {
  if (origin === 'date') return new Date(Number(value)).toISOString().slice(0, 10);
  return String(value);
}

const shown = (values: readonly unknown[]) => values.map((value) => String(value)).join(', ');

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const { origin, minimum, inclusive, exact } = issue;
  const count = Number(minimum);
  if (origin === 'string') {
    if (exact) return en('schemaIssues.textLength', { length: count });
    // An empty required text: what a person left blank.
    if (count === 1 && issue.input === '') return en('schemaIssues.required');
    return en('schemaIssues.textTooShort', { minimum: count });
  }
  if (origin === 'array' || origin === 'set') return en('schemaIssues.listTooShort', { minimum: count });
  if (origin === 'date') return en('schemaIssues.dateFrom', { minimum: bound(minimum, origin) });
  if (origin === 'number' || origin === 'int' || origin === 'bigint') {
    const value = bound(minimum, origin);
    return inclusive === false
      ? en('schemaIssues.numberAbove', { minimum: value })
      : en('schemaIssues.numberAtLeast', { minimum: value });
  }
  return en('schemaIssues.tooSmall');
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const { origin, maximum, inclusive, exact } = issue;
  const count = Number(maximum);
  if (origin === 'string') {
    return exact
      ? en('schemaIssues.textLength', { length: count })
      : en('schemaIssues.textTooLong', { maximum: count });
  }
  if (origin === 'array' || origin === 'set') return en('schemaIssues.listTooLong', { maximum: count });
  if (origin === 'date') return en('schemaIssues.dateUntil', { maximum: bound(maximum, origin) });
  if (origin === 'number' || origin === 'int' || origin === 'bigint') {
    const value = bound(maximum, origin);
    return inclusive === false
      ? en('schemaIssues.numberBelow', { maximum: value })
      : en('schemaIssues.numberAtMost', { maximum: value });
  }
  return en('schemaIssues.tooBig');
}

/** zod's error map: the English catalogue text of an issue (the error handler localizes it). */
export function schemaIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return en('schemaIssues.required');
      return en(EXPECTED[issue.expected] ?? 'schemaIssues.expected.other');
    }
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return en(FORMATS[issue.format] ?? 'schemaIssues.format.other');
    case 'not_multiple_of':
      return en('schemaIssues.multipleOf', { divisor: String(issue.divisor) });
    case 'unrecognized_keys':
      return en('schemaIssues.unknownFields', { keys: issue.keys.join(', ') });
    case 'invalid_value':
      return issue.values.length > 0
        ? en('schemaIssues.oneOf', { values: shown(issue.values) })
        : en('schemaIssues.invalid');
    default:
      // invalid_union, invalid_key, invalid_element, custom without a message of its own.
      return en('schemaIssues.invalid');
  }
}
