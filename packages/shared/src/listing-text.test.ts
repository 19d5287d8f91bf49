/** Issue 27 §1: listing text restricting by race or religion is refused; a gender rule and ordinary text are not. */
import { describe, expect, it } from 'vitest';
import { restrictsByRaceOrReligion } from './listing-text.js';
import { propertyFormSchema } from './properties.js';

describe('restrictsByRaceOrReligion', () => {
  it.each([
    'Chinese only',
    'Room for rent, chinese ONLY.',
    'Melayu sahaja',
    'Bilik untuk orang Melayu sahaja',
    'Indian only, near LRT',
    'Muslim only',
    'Muslims only please',
    'Islam sahaja',
    'Cina shj',
    'Melayu je',
    'Only Chinese tenants',
    'Chinese tenants only',
    'Non-Muslim only',
    'Hanya untuk orang India',
    'Chinese preferred',
    'Bumiputera sahaja',
    'Penyewa Cina diutamakan',
    'Indian (only)',
  ])('refuses %j', (text) => {
    expect(restrictsByRaceOrReligion(text)).toBe(true);
  });

  it.each([
    'Female only',
    'Perempuan sahaja',
    'Lelaki sahaja, bilik di rumah berkongsi',
    'Male only room in a shared house',
    'Near Little India, only 5 minutes to the LRT',
    'Chinese restaurants nearby; only RM500 a month',
    'Close to the Indian temple and a Chinese school',
    'Surau and masjid nearby',
    'Non-smokers only',
    'Walking distance to Kolej Islam',
    '',
  ])('allows %j', (text) => {
    expect(restrictsByRaceOrReligion(text)).toBe(false);
  });
});

describe('the property form', () => {
  const base = { type: 'Unit Rental', address: 'Jalan Ampang', price: 2000, depositAmount: 4000 };
  const messagesOf = (input: object) => {
    const result = propertyFormSchema.safeParse({ ...base, name: 'Vista Harmoni', description: 'A unit.', ...input });
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };
  const message = 'A listing cannot limit tenants by race or religion';

  it('refuses a restricting name, description or room text, saying why', () => {
    expect(messagesOf({ name: 'Vista Harmoni (Chinese only)' })).toEqual([['name', expect.stringContaining(message)]]);
    expect(messagesOf({ description: 'Bilik selesa. Melayu sahaja.' })).toEqual([
      ['description', expect.stringContaining(message)],
    ]);
    expect(
      messagesOf({
        type: 'Room Rental',
        price: undefined,
        depositAmount: undefined,
        rooms: [{ name: 'Room A', price: 500, depositAmount: 500, description: 'Muslim only' }],
      }),
    ).toEqual([['rooms.0.description', expect.stringContaining(message)]]);
  });

  it('keeps a gender rule', () => {
    expect(messagesOf({ description: 'Room in a shared house. Female only.' })).toEqual([]);
  });
});
