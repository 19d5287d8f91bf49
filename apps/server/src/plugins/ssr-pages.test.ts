import { describe, expect, it } from 'vitest';
import { fillTemplate } from './ssr-pages.js';

const TEMPLATE = `<!doctype html>
<html lang="en" data-mantine-color-scheme="light">
  <head>
    <meta name="description" content="SewaMudah: an online platform that makes renting a house in Malaysia simple." />
    <title>SewaMudah</title>
  </head>
  <body>
    <noscript>SewaMudah needs JavaScript to run.</noscript>
    <div id="root"></div>
  </body>
</html>`;

const page = { html: '<main>x</main>', head: '', title: 'Laman Utama | SewaMudah', lang: 'ms', state: '{}' };

describe('fillTemplate', () => {
  it('puts the page language’s title, description and noscript text into index.html', () => {
    const html = fillTemplate(TEMPLATE, {
      ...page,
      description: 'SewaMudah: platform dalam talian yang memudahkan urusan menyewa rumah di Malaysia.',
      noScript: 'SewaMudah memerlukan JavaScript untuk berfungsi.',
    });
    expect(html).toContain('<html lang="ms"');
    expect(html).toContain('<title>Laman Utama | SewaMudah</title>');
    expect(html).toContain(
      '<meta name="description" content="SewaMudah: platform dalam talian yang memudahkan urusan menyewa rumah di Malaysia." />',
    );
    expect(html).toContain('<noscript>SewaMudah memerlukan JavaScript untuk berfungsi.</noscript>');
    expect(html).not.toContain('an online platform');
  });

  it('escapes the texts and leaves the template’s own when a render brings none', () => {
    const escaped = fillTemplate(TEMPLATE, { ...page, description: 'A "quoted" <b>$&</b>', noScript: '<x> & $1' });
    expect(escaped).toContain('<meta name="description" content="A &quot;quoted&quot; &lt;b&gt;$&amp;&lt;/b&gt;" />');
    expect(escaped).toContain('<noscript>&lt;x&gt; &amp; $1</noscript>');
    const plain = fillTemplate(TEMPLATE, page);
    expect(plain).toContain('content="SewaMudah: an online platform that makes renting a house in Malaysia simple."');
    expect(plain).toContain('<noscript>SewaMudah needs JavaScript to run.</noscript>');
  });
});
