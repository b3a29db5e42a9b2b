import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { DataDirLockedError, lockDataDir } from '../src/server/db/lock.ts';

const LOCK_POLL_MS = 200;

interface BuildFolderOptions {
  /** Writes the whole build into `dir`, an empty folder of its own. */
  build: (dir: string) => Promise<void>;
  /** Asked once this process holds the lock: false skips the build (another one just made it). */
  isStale?: () => boolean;
  log?: (message: string) => void;
}

/** Builds of this process, one after the other: the lock file knows processes, not calls. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Builds `outDir` so that two processes never write into one folder and a reader never sees half
 * a build: one process at a time holds a lock file beside `outDir` (the next one waits, then asks
 * `isStale` again), builds into a folder of its own and renames it into place, moving the old
 * build aside first and removing it after. True when it built.
 */
export function buildFolder(outDir: string, options: BuildFolderOptions): Promise<boolean> {
  const run = queue.then(() => buildLocked(outDir, options));
  queue = run.catch(() => {});
  return run;
}

async function buildLocked(outDir: string, options: BuildFolderOptions): Promise<boolean> {
  const log = options.log ?? ((message) => console.log(message));
  const unlock = await waitForLock(dirname(outDir), log);
  try {
    removeLeftovers(outDir);
    if (options.isStale && !options.isStale()) return false;
    const building = `${outDir}.building-${process.pid}`;
    await options.build(building);
    const old = `${outDir}.old-${process.pid}`;
    try {
      renameSync(outDir, old);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    renameSync(building, outDir);
    rmSync(old, { recursive: true, force: true });
    return true;
  } finally {
    unlock();
  }
}

async function waitForLock(dir: string, log: (message: string) => void): Promise<() => void> {
  mkdirSync(dir, { recursive: true });
  let isWaiting = false;
  for (;;) {
    try {
      return lockDataDir(dir, log);
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      if (!isWaiting) log(`Another process is building into ${dir}; waiting for it…`);
      isWaiting = true;
      await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
    }
  }
}

/** What a build that was killed left beside `outDir` (only the lock's holder may remove it). */
function removeLeftovers(outDir: string): void {
  const prefix = basename(outDir);
  const leftover = new RegExp(
    `^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(building|old)-\\d+$`,
  );
  for (const name of readdirSync(dirname(outDir))) {
    if (leftover.test(name)) rmSync(join(dirname(outDir), name), { recursive: true, force: true });
  }
}
