// Lists the import cycles among the web's sources, type-only imports and dynamic `import()`s
// included (ESLint's `import-x/no-cycle` skips type imports), and exits 1 when there is one
// (issue #37: the web has none). Usage: node scripts/import-cycles.mjs [src]
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(process.argv[2] ?? 'src');
const files = [];
(function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '__generated__' && entry.name !== 'node_modules') walk(full);
    } else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(full);
  }
})(root);

const options = { moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext, jsx: ts.JsxEmit.ReactJSX, allowJs: false };
const host = ts.createCompilerHost(options);
const known = new Set(files);
const graph = new Map();
for (const file of files) {
  const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  const deps = new Set();
  for (const ref of info.importedFiles) {
    const resolved = ts.resolveModuleName(ref.fileName, file, options, host).resolvedModule?.resolvedFileName;
    if (resolved && known.has(path.resolve(resolved))) deps.add(path.resolve(resolved));
  }
  graph.set(file, [...deps]);
}

// Tarjan's strongly connected components: every component of more than one file holds a cycle.
let index = 0;
const stack = [];
const meta = new Map();
const components = [];
function connect(v) {
  meta.set(v, { index, low: index, onStack: true });
  index++;
  stack.push(v);
  for (const w of graph.get(v)) {
    if (!meta.has(w)) {
      connect(w);
      meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).low);
    } else if (meta.get(w).onStack) meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).index);
  }
  if (meta.get(v).low === meta.get(v).index) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      meta.get(w).onStack = false;
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || graph.get(v).includes(v)) components.push(component);
  }
}
for (const file of files) if (!meta.has(file)) connect(file);

// One shortest cycle through each component's first file, to say where to cut.
function cycleThrough(start, members) {
  const inside = new Set(members);
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const v = queue.shift();
    for (const w of graph.get(v)) {
      if (w === start) {
        const cycle = [v];
        for (let p = previous.get(v); p; p = previous.get(p)) cycle.unshift(p);
        return cycle;
      }
      if (inside.has(w) && !previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start];
}

const rel = (f) => path.relative(root, f);
for (const component of components) {
  const sorted = component.sort();
  console.log(`cycle among ${component.length} files: ${cycleThrough(sorted[0], sorted).map(rel).join(' -> ')} -> ${rel(sorted[0])}`);
  if (component.length > 2) console.log(`  all files: ${sorted.map(rel).join(', ')}`);
}
console.log(`${files.length} files, ${components.length} import cycle${components.length === 1 ? '' : 's'}`);
process.exit(components.length ? 1 : 0);
