import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

const LOCK_FILE = 'mailforge.lock';

/** Lock files this process holds: its own pid in a lock file is only alive if it is one of them. */
const heldByThisProcess = new Set<string>();

/** What the lock file records: the holder's pid and, where the OS tells, which run of that pid. */
interface LockRecord {
  pid: number;
  /** Boot id and start time of the process (Linux /proc): a reused pid has another one. */
  identity?: string;
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** This boot's id and the process's start time (clock ticks since boot), or undefined off Linux. */
export function processIdentity(pid: number): string | undefined {
  try {
    const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after "(command)": state is field 3, the start time field 22.
    const startTime = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return startTime ? `${bootId}:${startTime}` : undefined;
  } catch {
    return undefined;
  }
}

function readLock(path: string): LockRecord | undefined {
  const text = readFileSync(path, 'utf8').trim();
  try {
    const parsed = JSON.parse(text) as Partial<LockRecord> | number;
    if (typeof parsed === 'number') return Number.isInteger(parsed) ? { pid: parsed } : undefined;
    return Number.isInteger(parsed.pid) ? (parsed as LockRecord) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the process that wrote the lock still runs. A pid alone is not enough: after a container
 * restart the new process often has the old one's pid, even this process's own.
 */
function isHolderAlive(path: string, lock: LockRecord): boolean {
  if (lock.pid === process.pid) return heldByThisProcess.has(path);
  if (!isProcessAlive(lock.pid)) return false;
  const identity = processIdentity(lock.pid);
  // Where the OS cannot tell which run of the pid it is, a live pid counts as the holder.
  return !lock.identity || !identity || identity === lock.identity;
}

/**
 * PGlite has no lock of its own and two processes on one directory corrupt it, so the first process
 * records who it is in a lock file and a second one refuses to start. A lock whose holder no longer
 * runs is taken over, with a line through `log`.
 */
export function lockDataDir(
  dataDir: string,
  log: (message: string) => void = (message) => console.warn(message),
): () => void {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    // The record is written whole beside the lock, then linked into place: a process that starts
    // at the same moment never reads a half-written lock (and takes it over as unreadable).
    const pending = `${path}.${process.pid}.${randomBytes(6).toString('hex')}`;
    try {
      const record: LockRecord = { pid: process.pid, identity: processIdentity(process.pid) };
      writeFileSync(pending, JSON.stringify(record), { flag: 'wx' });
      linkSync(pending, path);
      heldByThisProcess.add(path);
      return () => {
        heldByThisProcess.delete(path);
        rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const lock = readLock(path);
      if (lock && isHolderAlive(path, lock)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another MailForge process (pid ${lock.pid}). ` +
            'Stop it first, or start this one with another DATA_DIR, or use DATABASE_URL for several processes.',
        );
      }
      log(
        `MailForge: took over the lock of ${dataDir}: ${lock ? `its holder (pid ${lock.pid}) no longer runs` : 'the lock file was unreadable'}.`,
      );
      rmSync(path, { force: true });
    } finally {
      rmSync(pending, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}
