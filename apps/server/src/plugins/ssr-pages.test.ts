import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { allowScript, deferScripts, fillTemplate, HYDRATED_ATTRIBUTE, PENDING_ACTION } from './ssr-pages.js';

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

const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <title>SewaMudah</title>
    <link rel="stylesheet" crossorigin href="/assets/style-a.css">
    <script type="module" crossorigin src="/assets/index-b.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-c.js">
    <link rel="modulepreload" crossorigin href="/assets/api-d.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** Runs the bootstrap against a minimal document: what it appends to <head>, its submit listener, its callbacks. */
function runBootstrap(bootstrap: string, visibilityState = 'visible') {
  const appended: { tag: string; rel?: string; href?: string; type?: string; src?: string; crossOrigin?: string }[] =
    [];
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const listeners: { type: string; listener: (event: unknown) => void; capture: unknown }[] = [];
  const attributes = new Set<string>();
  const window: Record<string, unknown> = {};
  const document = {
    visibilityState,
    documentElement: { hasAttribute: (name: string) => attributes.has(name) },
    head: { appendChild: (element: (typeof appended)[number]) => appended.push(element) },
    createElement: (tag: string) => ({ tag }),
    addEventListener: (type: string, listener: (event: unknown) => void, capture: unknown) =>
      listeners.push({ type, listener, capture }),
  };
  const code = /^<script>([\s\S]*)<\/script>$/.exec(bootstrap)?.[1] ?? '';
  new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', code)(
    document,
    window,
    (run: () => void) => frames.push(run),
    (run: () => void, ms: number) => timers.push({ run, ms }),
  );
  return { appended, frames, timers, listeners, attributes, window };
}

function fakeEvent(target: unknown, extra: object = {}) {
  const event = { target, ...extra, defaultPrevented: false };
  return Object.assign(event, { preventDefault: () => (event.defaultPrevented = true) });
}

describe('deferScripts', () => {
  const deferred = deferScripts(BUILT);

  it('takes the module script and modulepreloads out of the head and keeps the stylesheet', () => {
    expect(deferred.template).not.toMatch(/<script|modulepreload/);
    expect(deferred.template).toContain('<link rel="stylesheet" crossorigin href="/assets/style-a.css">');
    const html = fillTemplate(deferred.template, page, deferred.bootstrap);
    expect(html.indexOf(deferred.bootstrap)).toBeGreaterThan(html.indexOf('id="ssr-state"'));
    expect(html.indexOf('<script')).toBeGreaterThan(html.indexOf('</head>'));
  });

  it('allows the bootstrap by the SHA-256 of its text in script-src, nothing else', () => {
    const code = /^<script>([\s\S]*)<\/script>$/.exec(deferred.bootstrap)?.[1] ?? '';
    expect(deferred.scriptHash).toBe(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    const policy = "default-src 'self';script-src 'self' https://js.stripe.com;script-src-attr 'none';style-src 'self'";
    expect(allowScript(policy, deferred.scriptHash ?? '')).toBe(
      `default-src 'self';script-src 'self' https://js.stripe.com ${deferred.scriptHash};script-src-attr 'none';style-src 'self'`,
    );
  });

  it('adds the preloads and the entry only after the first frame, in the built order', () => {
    const run = runBootstrap(deferred.bootstrap);
    expect(run.appended).toEqual([]);
    expect(run.frames).toHaveLength(1);
    run.frames[0]?.();
    expect(run.appended).toEqual([]);
    run.timers.find((timer) => timer.ms === 0)?.run();
    expect(run.appended).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/assets/react-c.js', crossOrigin: '' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/api-d.js', crossOrigin: '' },
      { tag: 'script', type: 'module', src: '/assets/index-b.js', crossOrigin: '' },
    ]);
    // The fallback timer (a frame that never comes) adds nothing twice.
    for (const timer of run.timers) timer.run();
    expect(run.appended).toHaveLength(3);
  });

  it('loads at once in a hidden tab, where no frame comes', () => {
    const run = runBootstrap(deferred.bootstrap, 'hidden');
    expect(run.appended.map((element) => element.tag)).toEqual(['link', 'link', 'script']);
  });

  it('stops a native submit until the app has hydrated and keeps it for the app', () => {
    const run = runBootstrap(deferred.bootstrap);
    const submit = run.listeners.find((entry) => entry.type === 'submit');
    expect(submit?.capture).toBe(true);
    const early = fakeEvent('form', { submitter: 'button' });
    submit?.listener(early);
    expect(early.defaultPrevented).toBe(true);
    expect(run.window[PENDING_ACTION]).toEqual(['submit', 'form', 'button']);
    run.attributes.add(HYDRATED_ATTRIBUTE);
    const late = fakeEvent('later');
    submit?.listener(late);
    expect(late.defaultPrevented).toBe(false);
    expect(run.window[PENDING_ACTION]).toEqual(['submit', 'form', 'button']);
  });

  it('keeps a click on an app control for the app, but not a link’s or a submit button’s', () => {
    const run = runBootstrap(deferred.bootstrap);
    const click = run.listeners.find((entry) => entry.type === 'click');
    expect(click?.capture).toBe(true);
    const element = (closest: Record<string, object | null>) => ({
      closest: (selector: string) => closest[selector] ?? null,
    });
    const link = fakeEvent(element({ 'a[href]': {} }));
    click?.listener(link);
    expect(link.defaultPrevented).toBe(false);
    const submitButton = fakeEvent(element({ 'button,input': { form: {}, type: 'submit' } }));
    click?.listener(submitButton);
    expect(submitButton.defaultPrevented).toBe(false);
    expect(run.window[PENDING_ACTION]).toBeUndefined();
    const radio = element({ 'button,input': { form: null, type: 'radio' } });
    const control = fakeEvent(radio);
    click?.listener(control);
    expect(control.defaultPrevented).toBe(true);
    expect(run.window[PENDING_ACTION]).toEqual(['click', radio]);
    run.attributes.add(HYDRATED_ATTRIBUTE);
    const late = fakeEvent(element({}));
    click?.listener(late);
    expect(late.defaultPrevented).toBe(false);
  });

  it('leaves a template without a module script alone', () => {
    expect(deferScripts(TEMPLATE)).toEqual({ template: TEMPLATE, bootstrap: '', scriptHash: null });
  });
});
