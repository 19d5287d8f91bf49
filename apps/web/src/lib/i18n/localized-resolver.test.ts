import { complaintFormSchema, createUserBodySchema, loginBodySchema, userMessages } from '@sewamudah/shared';
import en from 'virtual:i18n/en';
import ms from 'virtual:i18n/ms';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activateCatalogue } from './i18n';
import { localizedResolver, localizeRule } from './localized-resolver';

afterEach(() => activateCatalogue('en', en));

describe('localizedResolver', () => {
  it('keeps the schemas English texts in English', () => {
    expect(localizedResolver(loginBodySchema)({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('answers in Bahasa Malaysia when that is the active language', () => {
    activateCatalogue('ms', ms);
    expect(localizedResolver(loginBodySchema)({ email: '', password: '' })).toEqual({
      email: 'E-mel diperlukan',
      password: 'Kata laluan diperlukan',
    });
    expect(localizedResolver(complaintFormSchema)({ title: ' ', description: 'x'.repeat(2001) })).toEqual({
      title: 'Tajuk diperlukan',
      description: 'Keterangan mestilah tidak melebihi 2000 aksara',
    });
    expect(
      localizedResolver(createUserBodySchema)({
        firstname: '',
        lastname: '',
        email: 'farah@',
        phone: '011-222',
        password: 'short',
        confirmPassword: 'other',
      }),
    ).toEqual({
      firstname: 'Nama pertama diperlukan',
      email: 'Masukkan alamat e-mel yang sah',
      phone: 'Masukkan nombor telefon seperti 012-345 6789 atau +60 12-345 6789',
      password: 'Kata laluan mestilah sekurang-kurangnya 8 aksara',
      confirmPassword: 'Kata laluan tidak sepadan.',
    });
  });

  it('follows a language switch made after the form was set up', () => {
    const validate = localizedResolver(loginBodySchema);
    expect(validate({ email: 'a@b.my', password: '' })).toEqual({ password: 'Password is required' });
    activateCatalogue('ms', ms);
    expect(validate({ email: 'a@b.my', password: '' })).toEqual({ password: 'Kata laluan diperlukan' });
  });

  it('leaves a text outside the rules as it is', () => {
    activateCatalogue('ms', ms);
    expect(localizedResolver(z.object({ note: z.string().min(1, 'Not a catalogue text') }))({ note: '' })).toEqual({
      note: 'Not a catalogue text',
    });
    expect(localizeRule(userMessages.phoneLength)).toBe('Nombor telefon mestilah 6 hingga 20 digit');
    expect(localizeRule(null)).toBeNull();
  });
});
