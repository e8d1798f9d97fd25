import { expect, test } from '@playwright/test';
import { auditServer } from 'graphql-http';

// GraphQL over HTTP conformance (graphql-http's server audits) against the server the suite
// started; the same audits run standalone with web/scripts/graphql-http-audit.mjs.
// SHOULD audits Caseboard does not meet are listed, with the reason, in docs/security.md.
const ACCEPTED_SHOULD_FAILURES = new Set<string>([]);

test('the GraphQL endpoint passes the graphql-http audits', async () => {
  const url = `${process.env.E2E_BASE_URL}/graphql`;
  const results = await auditServer({ url });
  const failed = results
    .filter((r) => r.status !== 'ok')
    .map((r) => ({ id: r.id, name: r.name, status: r.status, reason: 'reason' in r ? r.reason : '' }));
  for (const f of failed) console.log(`${f.status} ${f.id} ${f.name}: ${f.reason}`);
  const musts = failed.filter((f) => f.name.startsWith('MUST'));
  const shoulds = failed.filter((f) => f.name.startsWith('SHOULD') && !ACCEPTED_SHOULD_FAILURES.has(f.id));
  expect(musts, 'MUST audits').toEqual([]);
  expect(shoulds, 'SHOULD audits').toEqual([]);
  expect(results.length).toBeGreaterThan(30);
});
