import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import reactRefresh from 'eslint-plugin-react-refresh'
import tseslint from 'typescript-eslint'
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
])
