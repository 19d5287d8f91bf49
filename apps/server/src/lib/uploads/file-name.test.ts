/** isSafeFileName: plain names pass (dots included); paths, "..", and control characters do not. */
import { describe, expect, it } from 'vitest';
import { isSafeFileName } from './multipart.js';

describe('isSafeFileName', () => {
  it.each(['photo.png', 'Bilik utama (1).JPG', 'v1..final.pdf', '.hidden.png', ''])('accepts %j', (name) => {
    expect(isSafeFileName(name)).toBe(true);
  });

  it.each(['../x.png', '..\\x.png', '/etc/passwd', 'a/b.png', '..', '.', 'a\u0000.png', 'a\r\nb.png', 'x'.repeat(256)])(
    'refuses %j',
    (name) => {
      expect(isSafeFileName(name)).toBe(false);
    },
  );
});
