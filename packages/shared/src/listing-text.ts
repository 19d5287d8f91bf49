/**
 * Issue 27 §1: a listing may not restrict who can rent by race or religion ("Chinese only", "Melayu sahaja",
 * "Indian only", "Muslim only", in English or Bahasa Malaysia). A gender rule for a room in a shared house
 * ("Female only", "Lelaki sahaja") stays allowed. The property form refuses such text when it is saved.
 */

/** Race, ethnicity and religion words, English and Malay (lower case; "s" plurals are matched by the pattern). */
const GROUPS = [
  'chinese',
  'cina',
  'malay',
  'melayu',
  'indian',
  'india',
  'bumiputera',
  'bumiputra',
  'bumi',
  'non-bumi',
  'muslim',
  'non-muslim',
  'moslem',
  'islam',
  'bukan islam',
  'christian',
  'kristian',
  'hindu',
  'buddhist',
  'buddha',
  'sikh',
  'punjabi',
  'tamil',
];

/** Words that make a group a condition: "only", "sahaja" and their shorthands, "preferred", "not allowed". */
const ONLY = [
  'only',
  'sahaja',
  'sahaje',
  'saja',
  'shj',
  'sja',
  'je',
  'jer',
  'sahaja dibenarkan',
  'preferred',
  'diutamakan',
  'not allowed',
  'tidak dibenarkan',
  'dilarang',
];
/** Words that may stand between the group and "only": "Chinese tenants only", "orang Melayu sahaja". */
const FILLER = ['tenant', 'tenants', 'people', 'family', 'families', 'penyewa', 'orang', 'keluarga', 'students'];
/** Words before the group that restrict it: "only Chinese", "hanya Melayu", "khas untuk orang India". */
const alternatives = (words: string[]) => words.map((w) => w.replace(/[-\s]+/g, '[-\\s]*')).join('|');
const group = `(?:${alternatives(GROUPS)})s?`;
const filler = `(?:\\s+(?:${alternatives(FILLER)}))?`;
/** "only 5 minutes", "only RM500", "only a walk": "Little India only 5 minutes away" is not a rule about tenants. */
const notDistance =
  '(?!\\s*(?:\\d|rm\\b|a\\b|an\\b|one\\b|two\\b|few\\b|min|steps?\\b|walk|km\\b|meters?\\b|metres?\\b))';
const only = `(?:${alternatives(ONLY)})(?![\\p{L}])${notDistance}`;
const after = new RegExp(`(?:^|[^\\p{L}])${group}${filler}\\s*[-,:(]?\\s*${only}`, 'iu');
const strongBefore = new RegExp(
  `(?:^|[^\\p{L}])(?:only|only for|hanya|hanya untuk|khas untuk)\\s+(?:orang\\s+)?${group}(?![\\p{L}])`,
  'iu',
);

/** Whether the text restricts tenants by race or religion. */
export function restrictsByRaceOrReligion(text: string | null | undefined): boolean {
  if (!text) return false;
  const normalized = text.normalize('NFKC').replace(/\s+/g, ' ');
  return after.test(normalized) || strongBefore.test(normalized);
}
