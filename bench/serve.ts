// Shared by the browser benchmarks: MailForge as `npm start` gives it to a player (the production
// build, built when stale, on a fresh embedded database), on a free loopback port.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from '../scripts/chromium.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

interface StartedServer {
  url: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`npm start did not answer ${url}/api/health within ${timeoutMs} ms`);
}

/** Runs `npm start`'s entry (scripts/start.ts) and resolves once it answers. */
export async function startLikeNpmStart(): Promise<StartedServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'mailforge-bench-'));
  // One process (no npx wrapper), so that stopping it stops the server.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      // A server stuck in its graceful close must not keep the bench waiting.
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/** The Chromium the benchmarks drive (see scripts/chromium.ts); it must be there. */
export function requireChromium(): string {
  const path = findChromium();
  if (!path) throw new Error("No Chromium found: install Debian's chromium or set CHROMIUM_PATH");
  return path;
}

/** The phone the browser benchmarks open their pages on. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/** Runs `use` with the benchmarks' Chromium, and closes it whatever happens. */
export async function withChromium<T>(use: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({
    executablePath: requireChromium(),
    args: CHROMIUM_FLAGS,
  });
  try {
    return await use(browser);
  } finally {
    await browser.close();
  }
}

/** Runs `use` with the app as `npm start` gives it, and stops it whatever happens. */
export async function withServer<T>(use: (server: StartedServer) => Promise<T>): Promise<T> {
  const server = await startLikeNpmStart();
  try {
    return await use(server);
  } finally {
    await server.stop();
  }
}

/** Both: the app as `npm start` gives it and Chromium to open it in. */
export const withServerAndChromium = <T>(
  use: (server: StartedServer, browser: Browser) => Promise<T>,
): Promise<T> => withServer((server) => withChromium((browser) => use(server, browser)));
