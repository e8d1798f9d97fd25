// ESLint (flat config): the rules that keep the web's structure (issue #37, docs/web.md "Lint").
// - Relay: fragments colocated with the component that reads them, no field fetched and unread.
// - No import cycle (`import-x/no-cycle`; `scripts/import-cycles.mjs` also counts type-only ones).
// - Layers: `ui/` and `lib/` never import the shell (`app/`) or a screen (`areas/`); `platform/`
//   never imports the shell, the screens or `ui/` (docs/web.md "Lint and layers").
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import relay from 'eslint-plugin-relay';
import reactHooks from 'eslint-plugin-react-hooks';

const shellAndScreens = (from) => [
  { group: ['**/app', '**/app/**'], message: `${from} must not import the app shell (src/app): move what it needs to src/platform or src/lib.` },
  { group: ['**/areas', '**/areas/**'], message: `${from} must not import a screen (src/areas).` },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '**/__generated__/**', 'test-results/**', 'playwright-report/**'] },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { ecmaVersion: 'latest', sourceType: 'module', ecmaFeatures: { jsx: true } },
    },
    plugins: { relay, 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      ...relay.configs['ts-recommended'].rules,
      'relay/unused-fields': 'warn',
      'relay/must-colocate-fragment-spreads': 'warn',
      // The generated types are imported by name (`…Query`, `…$data`, `…$key`) everywhere.
      'relay/generated-typescript-types': 'off',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: shellAndScreens('ui/') }] },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...shellAndScreens('lib/'), { group: ['**/ui', '**/ui/**', '**/platform', '**/platform/**'], message: 'lib/ is pure: it imports nothing of the app.' }] }] },
  },
  {
    files: ['src/platform/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...shellAndScreens('platform/'), { group: ['**/ui', '**/ui/**'], message: 'platform/ is below ui/: it never imports a ui part.' }] }] },
  },
);
