import { describe, expect, it } from 'vitest';
import {
  externalLinkPolicyFor,
  hostPatternFromTemplate,
  isServiceUrl,
  isVettedExternalLink,
} from '../../../electron/desktop/trusted-url.js';

const SERVICE = 'http://127.0.0.1:7411/';
const POLICY = externalLinkPolicyFor([
  'https://{account}.storekeepercloud.com/#order/details/{id}',
]);

// [url, is the service, is a vetted external link, why]
const TABLE: [string, boolean, boolean, string][] = [
  ['http://127.0.0.1:7411/', true, false, 'the service itself'],
  ['http://127.0.0.1:7411/orders?from=2026-01-01#top', true, false, 'a page of the service'],
  [
    'HTTP://127.0.0.1:7411/',
    true,
    false,
    'upper-case scheme: the parser lower-cases it, same origin',
  ],
  [
    'http://0x7f.0.0.1:7411/',
    true,
    false,
    'hex spelling the parser maps to 127.0.0.1: same origin',
  ],
  ['https://127.0.0.1:7411/', false, false, 'https is another origin than the service'],
  ['http://127.0.0.1:7412/', false, false, 'another port on loopback'],
  ['http://127.0.0.1/', false, false, 'default port is another origin'],
  ['http://localhost:7411/', false, false, 'localhost is another origin than 127.0.0.1'],
  ['http://[::1]:7411/', false, false, 'IPv6 loopback is another origin'],
  ['http://127.0.0.1.evil.com:7411/', false, false, 'look-alike host with the service as prefix'],
  ['http://127.0.0.1:7411@evil.com/', false, false, 'userinfo hides the real host evil.com'],
  ['http://user:pw@127.0.0.1:7411/', false, false, 'credentials in a service URL'],
  [' http://127.0.0.1:7411/', false, false, 'leading space (the parser would strip it)'],
  ['http://127.0.0.1:7411/\n', false, false, 'trailing newline'],
  ['\u200bhttp://127.0.0.1:7411/', false, false, 'zero-width space in front'],
  ['https://demo.storekeepercloud.com/#order/details/42', false, true, 'a back-office order link'],
  ['HTTPS://DEMO.storekeepercloud.com/#order/details/42', false, true, 'upper case: same link'],
  ['https://shop-2.storekeepercloud.com/', false, true, 'account with digits and a dash'],
  ['http://demo.storekeepercloud.com/', false, false, 'plain http'],
  ['https://demo.storekeepercloud.com:8443/', false, false, 'non-default port'],
  ['https://evil@demo.storekeepercloud.com/', false, false, 'user name before the host'],
  ['https://demo.storekeepercloud.com@evil.com/', false, false, 'real host is evil.com'],
  ['https://user:secret@demo.storekeepercloud.com/', false, false, 'password in the URL'],
  ['https://storekeepercloud.com/', false, false, 'bare domain is not an account host'],
  ['https://a.b.storekeepercloud.com/', false, false, 'two labels where one account is expected'],
  ['https://demo.storekeepercloud.com.evil.com/', false, false, 'allowlisted host as a prefix'],
  ['https://evilstorekeepercloud.com/', false, false, 'suffix without the dot'],
  ['https://demo.storekeepercloud.com./', false, false, 'trailing dot'],
  ['https://xn--dmo-0na.storekeepercloud.com/', false, false, 'punycode account label'],
  ['https://démo.storekeepercloud.com/', false, false, 'IDN account (becomes punycode)'],
  ['https://demo.storekeepercloud.xn--com-9ma/', false, false, 'punycode in the suffix'],
  ['https://example.com/', false, false, 'https, but not on the allowlist'],
  ['https://93.184.216.34/', false, false, 'bare IPv4 address'],
  ['https://[2606:2800::1]/', false, false, 'bare IPv6 address'],
  ['javascript:alert(1)', false, false, 'javascript: scheme'],
  ['JAVASCRIPT:alert(1)', false, false, 'upper-case javascript: scheme'],
  ['java\nscript:alert(1)', false, false, 'newline inside the scheme (parser would strip it)'],
  ['  https://demo.storekeepercloud.com/', false, false, 'whitespace-prefixed link'],
  ['\thttps://demo.storekeepercloud.com/', false, false, 'tab-prefixed link'],
  ['https://demo.storekeepercloud.com/\u202egnp.exe', false, false, 'bidi override character'],
  ['file:///etc/passwd', false, false, 'file: scheme'],
  ['FILE:///C:/Windows/System32/calc.exe', false, false, 'upper-case file: scheme'],
  ['data:text/html,<script>alert(1)</script>', false, false, 'data: scheme'],
  ['blob:http://127.0.0.1:7411/0f0e', false, false, 'blob: URL of the service'],
  ['ms-settings:', false, false, 'custom OS scheme'],
  ['//demo.storekeepercloud.com/', false, false, 'scheme-relative'],
  ['/orders', false, false, 'relative path'],
  ['', false, false, 'empty'],
];

describe('isServiceUrl and isVettedExternalLink on tricky URLs', () => {
  it.each(TABLE)('%j: service %s, vetted %s (%s)', (url, service, vetted) => {
    expect(isServiceUrl(url, SERVICE)).toBe(service);
    expect(isVettedExternalLink(url, POLICY)).toBe(vetted);
  });

  it('refuses values that are not strings, and over-long URLs', () => {
    for (const value of [undefined, null, 42, {}, ['https://demo.storekeepercloud.com/']]) {
      expect(isServiceUrl(value, SERVICE)).toBe(false);
      expect(isVettedExternalLink(value, POLICY)).toBe(false);
    }
    const long = `https://demo.storekeepercloud.com/${'a'.repeat(5000)}`;
    expect(isVettedExternalLink(long, POLICY)).toBe(false);
  });

  it('vets nothing with an empty allowlist', () => {
    expect(isVettedExternalLink('https://demo.storekeepercloud.com/', { hostPatterns: [] })).toBe(
      false,
    );
  });

  it('accepts the service origin given with or without a path', () => {
    expect(isServiceUrl('http://127.0.0.1:7411/x', 'http://127.0.0.1:7411')).toBe(true);
  });
});

describe('hostPatternFromTemplate', () => {
  it.each([
    ['https://{account}.storekeepercloud.com/#order/details/{id}', '*.storekeepercloud.com'],
    ['https://backoffice.example.nl/{account}/orders/{id}', 'backoffice.example.nl'],
    ['http://127.0.0.1:9000/{account}/order/{id}', null],
    ['https://shop-{account}.example.nl/{id}', null],
    ['not a url', null],
  ])('%s → %s', (template, pattern) => {
    expect(hostPatternFromTemplate(template)).toBe(pattern);
  });
});
