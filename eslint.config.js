import js from '@eslint/js'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * The rooms of src/, lowest first. A room imports only from rooms before it in this list; rooms on one line (seo and
 * forms, gallery and studio) do not import each other. scripts/ may import any room. See README "How it is built".
 */
const LAYERS = [
  ['lib'],
  ['media'],
  ['content'],
  ['seo'],
  ['ui'],
  ['forms'],
  ['sections'],
  ['app'],
  ['site'],
  ['gallery', 'studio'],
]

const zones = LAYERS.flatMap((rooms, i) => {
  const above = LAYERS.slice(i + 1).flat()
  return rooms.map((room) => ({
    target: `./src/${room}`,
    from: [...above, ...rooms.filter((r) => r !== room)].map((r) => `./src/${r}`).concat('./scripts'),
    message: `src/${room}/ imports only from the rooms below it: pass what it needs as a parameter, or move the shared part down.`,
  }))
})

export default tseslint.config(
  { ignores: ['dist', '.cache', 'node_modules', 'coverage'] },
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
)
