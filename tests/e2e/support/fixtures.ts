import { readFileSync } from 'node:fs';
import type { TestInfo } from '@playwright/test';
import type { E2eFixtures } from './prepare.ts';

/** What `npm run test:e2e` prepared for this run (tests/e2e/support/prepare.ts). */
export function readFixtures(): E2eFixtures {
  const file = process.env.E2E_FIXTURES;
  if (!file) throw new Error('E2E_FIXTURES is not set: run through npm run test:e2e');
  return JSON.parse(readFileSync(file, 'utf8')) as E2eFixtures;
}

/** The specs that redeem a one-use premium code, each with a code of its own per project. */
const CODE_USERS = ['accounts', 'notifications'] as const;

/**
 * This project's own one-use premium code for `user`: both projects run at once against one
 * database, so each (spec, project) pair takes a different code.
 */
export function premiumCodeFor(testInfo: TestInfo, user: (typeof CODE_USERS)[number]): string {
  const projectIndex = testInfo.config.projects.findIndex((p) => p.name === testInfo.project.name);
  const index = CODE_USERS.indexOf(user) * testInfo.config.projects.length + projectIndex;
  const code = readFixtures().premiumCodes[index];
  if (!code) throw new Error(`No premium code left for ${user} in ${testInfo.project.name}`);
  return code;
}

/** This project's own forgetful player and one-time reset token (each works once per run). */
export function resetUserFor(testInfo: TestInfo): { email: string; token: string } {
  const projectIndex = testInfo.config.projects.findIndex((p) => p.name === testInfo.project.name);
  const user = readFixtures().resetUsers[projectIndex];
  if (!user) throw new Error(`No reset user for ${testInfo.project.name}`);
  return user;
}
