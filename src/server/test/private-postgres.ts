import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A PostgreSQL server of the test's own (initdb in a temporary directory, a free port), which the
 * test may stop, start, freeze and thaw without disturbing the shared server other tests use.
 * As root (CI) it runs as the `postgres` user, since PostgreSQL refuses to run as root.
 */
export interface PrivatePostgres {
  url: string;
  /** Fast shutdown: connections are refused until `start`. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** SIGSTOP on the server and its backends: connections hang, nothing is refused. */
  freeze(): void;
  thaw(): void;
  destroy(): Promise<void>;
}

/** Debian's PostgreSQL binaries (the newest version installed), or undefined. */
export function findPostgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const isRoot = process.getuid?.() === 0;
  const asPostgres = (command: string, args: string[]): [string, string[]] =>
    isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const dir = mkdtempSync(join(tmpdir(), 'mailforge-pg-'));
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const [initCommand, initArgs] = asPostgres(join(bin, 'initdb'), [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  execFileSync(initCommand, initArgs, { stdio: 'ignore' });
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let server: ChildProcess | undefined;

  async function waitUntilReady(): Promise<void> {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
      try {
        await client.connect();
        await client.end();
        return;
      } catch {
        await client.end().catch(() => {});
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    throw new Error(`the private PostgreSQL on port ${port} did not start`);
  }

  async function start(): Promise<void> {
    const [command, args] = asPostgres(join(bin, 'postgres'), [
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
    ]);
    server = spawn(command, args, { stdio: 'ignore' });
    await waitUntilReady();
  }

  /** The postmaster's pid (from its pid file) and its children's: every backend has its own group. */
  function serverPids(): number[] {
    const pidFile = join(data, 'postmaster.pid');
    if (!existsSync(pidFile)) return [];
    const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    let children = '';
    try {
      children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], {
        encoding: 'utf8',
      });
    } catch {
      // ps exits 1 when there are none.
    }
    return [postmaster, ...children.split('\n').flatMap((line) => Number(line.trim()) || [])];
  }

  function signalServer(signal: NodeJS.Signals): void {
    // runuser stops itself when its child stops, and must be continued too.
    const pids = serverPids();
    if (signal === 'SIGCONT' && server?.pid) pids.unshift(server.pid);
    for (const pid of pids) {
      try {
        process.kill(pid, signal);
      } catch (error) {
        // A backend may end between ps and the signal.
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
      }
    }
  }

  async function stop(): Promise<void> {
    const running = server;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    signalServer('SIGCONT');
    // Fast shutdown: the postmaster ends its backends.
    process.kill(serverPids()[0] ?? running.pid!, 'SIGINT');
    await exited;
    server = undefined;
    // runuser may exit before the server has: wait for the server's own pid file to go.
    for (let attempt = 0; attempt < 100 && existsSync(join(data, 'postmaster.pid')); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  await start();
  return {
    url,
    stop,
    start,
    freeze: () => signalServer('SIGSTOP'),
    thaw: () => signalServer('SIGCONT'),
    destroy: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
