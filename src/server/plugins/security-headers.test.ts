import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from './security-headers.ts';

function directive(name: string): string | undefined {
  return SECURITY_HEADERS['content-security-policy']
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));
}

describe('the content security policy', () => {
  it("lets a page connect to this site and to Discord's webhooks, nowhere else", () => {
    expect(directive('connect-src')).toBe(
      "connect-src 'self' https://discord.com/api/webhooks/ https://discordapp.com/api/webhooks/",
    );
  });
});
