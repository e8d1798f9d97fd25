import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'caseboard';
export const ORG_ID = 2;

export const ROLES = ['admin', 'overlord', 'intake-management', 'intake', 'attorney', 'paralegal', 'user', 'marketing', 'medical-requester'] as const;
export type Role = (typeof ROLES)[number];

export const email = (role: string) => `${role}@caseboard.demo`;

/** Signs in through the login form and waits until the app has left the login page. */
export async function login(page: Page, who: string, password = PASSWORD) {
  if (!page.url().startsWith('http')) await page.goto('/');
  await page.getByLabel('Email').fill(who.includes('@') ? who : email(who));
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

export async function gql<T = Record<string, unknown>>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const res = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const json = await res.json();
  if (json.errors?.length) throw new Error(`GraphQL error: ${JSON.stringify(json.errors)}`);
  return json.data as T;
}

export async function tokenFor(request: APIRequestContext, who: string, password = PASSWORD): Promise<string> {
  const data = await gql<{ login: { token: string } }>(request, 'mutation($e:String!,$p:String!){ login(email:$e,password:$p){ token } }', { e: who.includes('@') ? who : email(who), p: password });
  return data.login.token;
}

export async function userIdOf(request: APIRequestContext, role: string): Promise<number> {
  const token = await tokenFor(request, role);
  const data = await gql<{ userByToken: { userId: number } }>(request, 'query($t:String!){ userByToken(token:$t){ userId } }', { t: token }, token);
  return data.userByToken.userId;
}

/** The names of the links in the navigation landmark with this accessible name. */
export async function menuItems(page: Page, label: string): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: label });
  await expect(nav).toBeVisible();
  return (await nav.getByRole('link').allInnerTexts()).map((t) => t.trim());
}

export function unique(prefix: string) {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/**
 * Imports facts (docs/import-format.md) into the suite's server with `caseboard import`, the
 * way the external system's facts arrive; importing the same fact ids again is harmless.
 */
export function importFacts(facts: readonly { fact_id: string; type: string; data: Record<string, unknown> }[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'caseboard-e2e-facts-'));
  const file = path.join(dir, 'facts.jsonl');
  writeFileSync(file, facts.map((f) => JSON.stringify(f)).join('\n') + '\n');
  try {
    return execFileSync(process.env.E2E_CASEBOARD_BIN!, ['import', file, '--data-dir', process.env.E2E_DATA_DIR!], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Polls `check` until it holds (the projectors pick imported events up within seconds). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** axe-core's serious and critical findings on the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** `m` minutes ago, but never before the firm's midnight (America/Denver): a lead opened "30
 * minutes ago" just after midnight would otherwise be yesterday's lead on a "today" screen. */
export function minutesAgoToday(m: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/Denver', hourCycle: 'h23', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(new Date())
      .map((p) => [p.type, p.value]),
  );
  const sinceMidnightMs = ((Number(parts.hour) * 60 + Number(parts.minute)) * 60 + Number(parts.second)) * 1000;
  return new Date(Date.now() - Math.min(m * 60_000, sinceMidnightMs / 2)).toISOString();
}
