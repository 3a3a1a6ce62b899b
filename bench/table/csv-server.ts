import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Serves the bench CSV over HTTP on loopback, as an artifact host would: streamed in the kernel's
 * chunks, readable from another origin (the app and the baseline page are on other ports).
 */
export async function serveCsv(csv: string): Promise<{ url: string; close: () => void }> {
  const body = Buffer.from(csv)
  const server = createServer((req, res) => {
    res.writeHead(200, {
      'content-type': 'text/csv',
      'content-length': body.length,
      'cache-control': 'no-store',
      'access-control-allow-origin': '*',
      'timing-allow-origin': '*',
    })
    res.end(req.method === 'HEAD' ? undefined : body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => {
      server.closeAllConnections()
      server.close()
    },
  }
}
