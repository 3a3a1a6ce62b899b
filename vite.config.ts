import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'

const serverPort = Number(process.env.PORT ?? 8787)
const serverHost = process.env.HOST ?? '127.0.0.1'
const apiTarget = `http://${serverHost}:${serverPort}`

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    // The dev server only serves the SPA; both APIs live in the Node server (npm run dev starts both).
    proxy: {
      '/v1': { target: apiTarget, changeOrigin: false },
      '/v2': { target: apiTarget, changeOrigin: false },
      '/artifacts': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
  test: {
    environment: 'node',
    include: ['{src,server,contract,scripts}/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // A throwaway PostgreSQL for the job-store tests (server/db/testing/pg-global-setup.ts).
    globalSetup: ['./server/db/testing/pg-global-setup.ts'],
    testTimeout: 20_000,
    pool: 'forks',
    // Two forks on two cores: many files wait on child servers and sockets, not on the CPU.
    maxWorkers: 2,
  },
})
