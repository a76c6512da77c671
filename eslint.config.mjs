// One lint setup for the whole tree (`npm run lint`).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';

// Comments and test titles cite what is in the repository: the product rules are in docs/
// (docs/README.md), not in documents a newcomer does not have. Their names are written in lower
// case here so that this file does not cite them itself.
const outsideDocuments = ['spec', 'design', 'stack', 'ssr'].map((name) => name.toUpperCase());
const outsideCitations = [
  ...outsideDocuments.map((name) => `${name}.md`),
  `${outsideDocuments[0]} §`,
  `${outsideDocuments[0]} "`,
];
const outsideCitationPattern = outsideCitations
  .map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  .join('|');

const citationRule = {
  selector: `Literal[value=/${outsideCitationPattern}/]`,
  message: 'Cite docs/ (docs/README.md), not a document outside the repository.',
};

// The backend reads and writes its tables through each module's repository (issue 18): SQL
// strings, TypeORM repositories and the entity manager's queries stay in `*.repository.ts` files.
const repositoryOnly = 'Data access goes through the module repository (a *.repository.ts file).';

// The browser's code calls the API by route name (docs/api.md, "The typed client"): an address
// written by hand would not follow the route table when it changes.
const apiAddressMessage =
  "Call the API by route name (web-kit's callApi, apiQuery, apiUrl), not by an address.";
const apiAddressRules = [
  { selector: 'Literal[value=/^\\/api(\\/|\\?|$)/]', message: apiAddressMessage },
  {
    selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/api(\\/|\\?|$)/]',
    message: apiAddressMessage,
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '.data/**',
      'coverage/**',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-warning-comments': ['error', { terms: outsideCitations, location: 'anywhere' }],
      'no-restricted-syntax': ['error', citationRule],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // One folder layout and one naming style in the shell, web-kit and the sections
    // (docs/sections.md): kebab-case folders; a .ts module camelCase (a hook useThing.ts); a .tsx
    // file PascalCase when it holds a component, camelCase otherwise (bootstrap.tsx, useThing.tsx,
    // renderPage.tsx). `.spec` and `.d` are middle extensions: UploadCard.spec.tsx is checked as
    // UploadCard. What each section must hold is checked by tooling/scripts/section-layout.spec.mjs.
    files: ['{shell,web-kit,mf-*}/src/**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.ts': 'CAMEL_CASE', '**/*.tsx': '@(+([A-Z])*([a-zA-Z0-9])|+([a-z])*([a-zA-Z0-9]))' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '*/src/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'web-kit/src/**/*.{ts,tsx}'],
    // The client itself builds the addresses; tests and their fixtures speak HTTP.
    ignores: ['web-kit/src/api/**', '**/*.spec.{ts,tsx}', '**/testing/**'],
    rules: { 'no-restricted-syntax': ['error', citationRule, ...apiAddressRules] },
  },
  {
    // A boundary around server markup must say when React has taken it over, or what a visitor
    // tapped inside it before then is replayed too early and lost (README, "Pages rendered on
    // the server"). A boundary only ever drawn in the browser (a dialog) may use React's own,
    // with a disable comment saying so.
    files: ['shell/src/**/*.tsx', 'mf-*/src/**/*.tsx', 'web-kit/src/**/*.tsx'],
    ignores: ['web-kit/src/take-over/**', '**/*.spec.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: ['Suspense'],
              message: "Use web-kit's TakeOverSuspense around anything the server may render.",
            },
          ],
        },
      ],
    },
  },
  {
    // The tooling's tests are plain JavaScript (the scripts they test are), run by jest.
    files: ['tooling/**/*.spec.mjs'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // NestJS injects by the runtime type, so a constructor parameter's class must stay a value import.
    files: ['backend/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['backend/src/**/*.ts'],
    ignores: [
      'backend/src/**/*.repository.ts',
      'backend/src/**/*.spec.ts',
      // Migrations are SQL by nature; the rest of database/ opens the connections.
      'backend/src/database/**',
      // rate-limiter-flexible owns its table; the service only sweeps expired rows.
      'backend/src/rate-limit/**',
      // connect-pg-simple owns the session table; the store reads a session with its user, and
      // signs a user out everywhere.
      'backend/src/auth/session/session-store.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        citationRule,
        { selector: "CallExpression[callee.property.name='query']", message: repositoryOnly },
        {
          selector: "CallExpression[callee.property.name='getRepository']",
          message: repositoryOnly,
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@nestjs/typeorm', importNames: ['InjectRepository'], message: repositoryOnly },
            {
              name: '@nestjs/common',
              importNames: ['Body'],
              message:
                'Take the body with JsonBody (request-bodies.ts): it is read after the guards, within its limits.',
            },
          ],
        },
      ],
    },
  },
);
