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
    // Timeouts catch a hang, not slowness: a test must not fail because the 2-core CI machine is
    // busy (several tests replay whole games or walk every branch of the dice and take seconds).
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
})
