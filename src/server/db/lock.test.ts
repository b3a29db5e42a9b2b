import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock.ts';

describe('data directory lock', () => {
  it('refuses a second holder while the first lives, and frees on release', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mailforge-lock-'));
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'mailforge.lock'), 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another MailForge process/);
    release();
    lockDataDir(dir)();
  });

  it('takes over a lock left by a process that died', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mailforge-lock-'));
    writeFileSync(join(dir, 'mailforge.lock'), '2147483646');
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'mailforge.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
