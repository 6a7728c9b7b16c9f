import { readdirSync, readFileSync } from 'node:fs'
import js from '@eslint/js'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** The rooms of src/, lowest first (src/rooms.json). scripts/ and tests/ may import any room; src/ never imports them. */
const LAYERS = JSON.parse(readFileSync(new URL('./src/rooms.json', import.meta.url), 'utf8')).layers

const zones = LAYERS.flatMap((rooms, i) => {
  const above = LAYERS.slice(i + 1).flat()
  return rooms.map((room) => ({
    target: `./src/${room}`,
    from: [...above, ...rooms.filter((r) => r !== room)].map((r) => `./src/${r}`).concat('./scripts', './tests'),
    message: `src/${room}/ imports only from the rooms below it: pass what it needs as a parameter, or move the shared part down.`,
  }))
})

/** The section types: their folders under src/sections/ (shared/ holds what several sections use). */
const SECTION_TYPES = readdirSync(new URL('./src/sections', import.meta.url), { withFileTypes: true })
  .filter((e) => e.isDirectory() && e.name !== 'shared')
  .map((e) => e.name)
const TYPE_NAME = `/^(${SECTION_TYPES.join('|')})$/`
const ASK_THE_SECTION =
  "Code outside a section's folder asks its definition (src/sections/define-section.ts hooks), it never tests its type."

export default tseslint.config(
  { ignores: ['dist', '.cache', '.studio', 'node_modules', 'coverage'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Rooms point one way, and no file imports itself through others (type imports included: a cycle of types is
    // still two files that cannot be read apart).
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // What a section type means lives in its folder: nothing else tests `type === 'hero'` or names its props.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    ignores: SECTION_TYPES.map((type) => `src/sections/${type}/**`),
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `BinaryExpression[operator=/^[!=]==?$/] > Literal[value=${TYPE_NAME}]`,
          message: ASK_THE_SECTION,
        },
        {
          selector: `SwitchCase > Literal[value=${TYPE_NAME}]`,
          message: ASK_THE_SECTION,
        },
        {
          selector: `TSTypeReference[typeName.name=/^Section(Props|Of)$/] TSLiteralType > Literal[value=${TYPE_NAME}]`,
          message: ASK_THE_SECTION,
        },
      ],
    },
  },
  {
    // The unit files of a worker share their modules (vite.config.ts, isolate: false): a replaced module would leak
    // into the next file. A file that needs vi.mock is named *.isolated.test.ts(x) and runs alone.
    files: ['tests/**/*.test.{ts,tsx}'],
    ignores: ['tests/**/*.isolated.test.{ts,tsx}', 'tests/e2e/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock|doUnmock)$/]",
          message:
            'A file that replaces a module is named *.isolated.test.ts(x), so it gets a module graph of its own.',
        },
      ],
    },
  },
)
