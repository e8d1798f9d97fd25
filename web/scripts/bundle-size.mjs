#!/usr/bin/env node
// Reports the gzip size of the JavaScript the sign-in page loads before it can paint: the
// entry chunk of index.html and every chunk it imports statically (followed through the Vite
// manifest, dist/.vite/manifest.json). Dynamic imports (the signed-in layout, each screen) are
// listed apart and do not count. Fails when the initial JS exceeds the budget (platform issue §6).
//
//   node scripts/bundle-size.mjs [distDir] [--budget-kb=200] [--json]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const dist = path.resolve(args.find((a) => !a.startsWith('--')) ?? 'dist');
const budgetKb = Number(args.find((a) => a.startsWith('--budget-kb='))?.split('=')[1] ?? 200);
const json = args.includes('--json');

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'));
if (!entryKey) throw new Error('no index.html entry in the manifest (build.manifest must be true)');

// The entry and its static imports, transitively: what the browser fetches before the first paint.
const initial = new Set();
const visit = (key) => {
  if (initial.has(key)) return;
  initial.add(key);
  for (const dep of manifest[key].imports ?? []) visit(dep);
};
visit(entryKey);

const rows = [...initial].map((key) => ({ file: manifest[key].file, gzipKb: gzipKb(manifest[key].file) }));
const css = [...initial].flatMap((key) => manifest[key].css ?? []);
const cssRows = [...new Set(css)].map((file) => ({ file, gzipKb: gzipKb(file) }));
const lazy = Object.keys(manifest)
  .filter((k) => !initial.has(k) && manifest[k].file.endsWith('.js'))
  .map((k) => ({ file: manifest[k].file, gzipKb: gzipKb(manifest[k].file) }));
const total = rows.reduce((sum, r) => sum + r.gzipKb, 0);

if (json) {
  console.log(JSON.stringify({ budgetKb, initialJsGzipKb: total, initial: rows, css: cssRows, lazy }, null, 2));
} else {
  const fmt = (n) => n.toFixed(1).padStart(7);
  console.log('Sign-in page, initial JS (gzip, KB):');
  for (const r of rows.sort((a, b) => b.gzipKb - a.gzipKb)) console.log(`${fmt(r.gzipKb)}  ${r.file}`);
  console.log(`${fmt(total)}  total (budget ${budgetKb} KB)`);
  for (const r of cssRows) console.log(`${fmt(r.gzipKb)}  ${r.file} (CSS, not counted)`);
  const lazyTotal = lazy.reduce((sum, r) => sum + r.gzipKb, 0);
  console.log(`Loaded later: ${lazy.length} chunks, ${lazyTotal.toFixed(1)} KB gzip in all`);
}
if (total > budgetKb) {
  console.error(`Initial JS of the sign-in page is ${total.toFixed(1)} KB gzip, over the ${budgetKb} KB budget.`);
  process.exit(1);
}
