import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { DataDirLockedError, lockDataDir, processIdentity } from './lock.ts';

const lockFile = (dir: string) => join(dir, 'mailforge.lock');
const freshDir = () => mkdtempSync(join(tmpdir(), 'mailforge-lock-'));

describe('data directory lock', () => {
  it('refuses a second holder while the first lives, and frees on release', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lockFile(dir), 'utf8')).pid).toBe(process.pid);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another MailForge process/);
    release();
    lockDataDir(dir)();
  });

  it('puts the lock in place whole, leaving no other file behind, held or refused', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(readdirSync(dir)).toEqual(['mailforge.lock']);
    expect(JSON.parse(readFileSync(lockFile(dir), 'utf8'))).toMatchObject({ pid: process.pid });
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(readdirSync(dir)).toEqual(['mailforge.lock']);
    release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('takes over a lock left by a process that died, and says so', () => {
    const dir = freshDir();
    writeFileSync(lockFile(dir), '2147483646');
    const log = vi.fn();
    const release = lockDataDir(dir, log);
    expect(JSON.parse(readFileSync(lockFile(dir), 'utf8')).pid).toBe(process.pid);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('pid 2147483646'));
    release();
  });

  it('takes over a lock that names its own pid from an earlier run (a restarted container)', () => {
    const dir = freshDir();
    writeFileSync(lockFile(dir), String(process.pid));
    const log = vi.fn();
    lockDataDir(dir, log)();
    expect(log).toHaveBeenCalledOnce();
  });

  it.runIf(process.platform === 'linux')(
    'takes over a live pid that is another run than the one that locked',
    () => {
      const dir = freshDir();
      // The parent process runs, but it is not the run of that pid which wrote this lock.
      writeFileSync(lockFile(dir), JSON.stringify({ pid: process.ppid, identity: 'other-boot:1' }));
      const log = vi.fn();
      lockDataDir(dir, log)();
      expect(log).toHaveBeenCalledOnce();
    },
  );

  it('refuses while the very run that locked still runs', () => {
    const dir = freshDir();
    // What the parent process, alive, would have written about itself.
    writeFileSync(
      lockFile(dir),
      JSON.stringify({ pid: process.ppid, identity: processIdentity(process.ppid) }),
    );
    expect(() => lockDataDir(dir, vi.fn())).toThrow(/pid \d+/);
  });
});
