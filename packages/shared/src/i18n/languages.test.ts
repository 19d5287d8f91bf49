import { describe, expect, it } from 'vitest';
import { negotiateLanguage, pickLanguage } from './languages.js';

describe('negotiateLanguage', () => {
  it('picks the best supported language of an Accept-Language header', () => {
    expect(negotiateLanguage('ms-MY,ms;q=0.9,en;q=0.8')).toBe('ms');
    expect(negotiateLanguage('en-GB,en;q=0.9,ms;q=0.8')).toBe('en');
    expect(negotiateLanguage('en;q=0.5, ms;q=0.9')).toBe('ms');
    expect(negotiateLanguage('zh-CN,zsm;q=0.7')).toBe('ms');
    expect(negotiateLanguage('fr-FR,de;q=0.8')).toBeNull();
    expect(negotiateLanguage('ms;q=0, en')).toBe('en');
    expect(negotiateLanguage(undefined)).toBeNull();
    expect(negotiateLanguage('')).toBeNull();
  });

  it('reads navigator.languages in order', () => {
    expect(pickLanguage(['ta-IN', 'ms-MY', 'en'])).toBe('ms');
    expect(pickLanguage(['en-US', 'ms'])).toBe('en');
    expect(pickLanguage([])).toBeNull();
  });
});
