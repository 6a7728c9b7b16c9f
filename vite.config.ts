/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { contentPlugin } from './src/content/vite-plugin.ts'

export default defineConfig({
  plugins: [react(), contentPlugin()],
  build: {
    target: 'es2022',
    cssCodeSplit: false,
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json (not served: the static server skips dotfiles): npm run bench reads each route's
    // initial chunks from it.
    manifest: true,
  },
  preview: { port: 4173 },
  test: {
    environment: 'jsdom',
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**'],
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    reporters: ['default', './tests/summary-reporter.ts'],
  },
})
