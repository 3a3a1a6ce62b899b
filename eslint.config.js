import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import reactRefresh from 'eslint-plugin-react-refresh'
import tseslint from 'typescript-eslint'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import { defineConfig, globalIgnores } from 'eslint/config'

const features = ['chat', 'analysis', 'settings']

// docs/architecture.md: features never import each other; app/ composes them; lib/, components/ and
// contract/ import no feature and no app code.
const featureBoundaries = features.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [
              ...features
                .filter((f) => f !== feature)
                .flatMap((f) => [
                  `@/features/${f}`,
                  `@/features/${f}/**`,
                  `**/features/${f}/**`,
                  `../../${f}/**`,
                  `../${f}/**`,
                ]),
              '@/app',
              '@/app/**',
            ],
            message: 'Features never import each other or the app shell; compose them in src/app.',
          },
        ],
      },
    ],
  },
}))

const sharedBoundaries = {
  files: [
    'src/lib/**/*.{ts,tsx}',
    'src/components/**/*.{ts,tsx}',
    'src/workers/**/*.{ts,tsx}',
    'contract/**/*.ts',
  ],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [
              '@/features',
              '@/features/**',
              '**/features/**',
              '@/app',
              '@/app/**',
              '**/app/**',
            ],
            message:
              'Shared code (lib, components, workers, contract) imports no feature and no app code.',
          },
        ],
      },
    ],
  },
}

const contractIsPure = {
  files: ['contract/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/**', '**/src/**', '**/server/**', 'react', 'hono', 'hono/**'],
            message: 'contract/ holds wire types only and imports neither side.',
          },
        ],
      },
    ],
  },
}

// Only src/lib/http talks to the network, so auth headers, trace ids and errors are handled once.
const fetchOnlyInHttp = {
  files: ['src/**/*.{ts,tsx}'],
  ignores: ['src/lib/http/**', 'src/**/*.test.{ts,tsx}', 'src/testing/**'],
  rules: {
    'no-restricted-globals': [
      'error',
      { name: 'fetch', message: 'Call the network through src/lib/http only.' },
    ],
    'no-restricted-properties': [
      'error',
      {
        object: 'window',
        property: 'fetch',
        message: 'Call the network through src/lib/http only.',
      },
      {
        object: 'globalThis',
        property: 'fetch',
        message: 'Call the network through src/lib/http only.',
      },
    ],
  },
}

// The engine keeps each function to one screen (80 lines): a longer one is split along its steps,
// each a named helper. Tests and test helpers are exempt.
const engineFunctionLength = {
  files: ['server/engine/**/*.ts'],
  ignores: ['**/*.test.ts', '**/testing/**'],
  rules: { 'max-lines-per-function': ['error', { max: 80 }] },
}

// import-x resolves imports as tsc does (extensionless .ts, the @/ and @contract/ paths), for the
// rules below only: it is registered for server/ and contract/.
const importResolution = {
  files: ['server/**/*.ts', 'contract/**/*.ts'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/resolver-next': [
      createNodeResolver({
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        tsconfig: { configFile: `${import.meta.dirname}/tsconfig.json` },
      }),
    ],
  },
}

// No module of server/ or contract/ imports itself back through others (type-only imports are
// free: they vanish at runtime). maxDepth bounds the walk on a large import graph; no cycle in
// server/ or contract/ is longer, and none is excluded (server/engine and server/jobs included).
const noCycles = {
  files: ['server/**/*.ts', 'contract/**/*.ts'],
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true, maxDepth: 12 }] },
}

// server/ never imports the SPA; the rooms of server/chat (server/chat/README.md) import one way:
// http/ composes demo-model/ and gateway/, which import neither it nor each other, and the shared
// files import no room. Tests may use server/chat/testing.
const chatRooms = (...rooms) => rooms.map((room) => `server/chat/${room}`)
// server/db stores what the job service gives it and imports nothing of server/jobs (its tests may
// drive the job service through server/jobs/testing). In server/jobs (server/jobs/README.md)
// store/ and url-source/ import no other room, and only http/ mounts routes/.
const jobsRooms = (...rooms) => rooms.map((room) => `server/jobs/${room}`)
const notTests = (dir) => `${dir}/**/!(*.test).ts`
const serverBoundaries = {
  files: ['server/**/*.ts'],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: import.meta.dirname,
        zones: [
          { target: 'server', from: 'src', message: 'server/ never imports the SPA (src/).' },
          {
            target: 'server/chat/demo-model',
            from: chatRooms('http', 'gateway'),
            message: 'The demo model knows no HTTP app and no gateway; http/ composes them.',
          },
          {
            target: 'server/chat/gateway',
            from: chatRooms('demo-model', 'http'),
            message: 'The gateway knows no demo model and no HTTP app; http/ composes them.',
          },
          {
            target: ['server/chat/errors.ts', 'server/chat/model-access.ts'],
            from: chatRooms('http', 'demo-model', 'gateway', 'testing'),
            message: 'The shared files of server/chat import no room.',
          },
          {
            target: notTests('server/db'),
            from: 'server/jobs',
            message:
              'server/db imports nothing of server/jobs: the job layer gives it what to store.',
          },
          {
            target: notTests('server/jobs/store'),
            from: jobsRooms(
              'http',
              'routes',
              'job',
              'uploads',
              'url-source',
              'semantic',
              'samples',
            ),
            message: 'server/jobs/store imports no other room of server/jobs.',
          },
          {
            target: notTests('server/jobs/url-source'),
            from: jobsRooms('http', 'routes', 'job', 'uploads', 'store', 'semantic', 'samples'),
            message: 'server/jobs/url-source imports no other room of server/jobs.',
          },
          {
            target: jobsRooms('job', 'uploads', 'url-source', 'store', 'semantic', 'samples'),
            from: 'server/jobs/routes',
            message: 'Only server/jobs/http mounts the routes.',
          },
        ],
      },
    ],
  },
}

export default defineConfig([
  globalIgnores([
    'dist',
    'dist-*',
    'test-results',
    'playwright-report',
    'node_modules',
    '.parley-data',
    'coverage',
  ]),
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, reactRefresh.configs.vite],
    rules: {
      'react-hooks/incompatible-library': 'off',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
      'react-refresh/only-export-components': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
  ...featureBoundaries,
  sharedBoundaries,
  contractIsPure,
  fetchOnlyInHttp,
  engineFunctionLength,
  importResolution,
  noCycles,
  serverBoundaries,
])
