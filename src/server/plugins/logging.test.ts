import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { LOG_SERIALIZERS, redactUrl } from './logging.ts';

describe('request logs', () => {
  it('redact the secrets of a URL and keep the rest', () => {
    expect(redactUrl('/auth/reset?token=abc123&lang=ru')).toBe(
      '/auth/reset?token=[redacted]&lang=ru',
    );
    expect(redactUrl('/x?lang=ru&code=MF-1#top')).toBe('/x?lang=ru&code=[redacted]#top');
    expect(redactUrl('/api/format-message')).toBe('/api/format-message');
  });

  it('never write a reset token that a request carried', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream, serializers: LOG_SERIALIZERS } });
    app.get('/auth/reset', async () => 'ok');
    await app.inject({ method: 'GET', url: '/auth/reset?token=very-secret-token' });
    await app.close();
    const logged = lines.join('');
    expect(logged).toContain('/auth/reset?token=[redacted]');
    expect(logged).not.toContain('very-secret-token');
  });
});
