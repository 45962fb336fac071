/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

export default defineConfig({
  plugins: [react()],
  // Shipped scenes are bundled with import.meta.glob (src/view/ports/defaultPorts.ts), not served.
  publicDir: false,
  server: { host: '127.0.0.1', port: 5173 },
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/globalSetup.ts'],
    testTimeout: 20000,
  },
})
