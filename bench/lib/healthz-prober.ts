import { spawn, type ChildProcess } from 'node:child_process'

/**
 * Samples GET /healthz at a fixed period from a process of its own, so the bench's own work
 * (starting 400 requests at once, reading 300 streams, sending 900 MB) never shows up as the
 * server's latency: a worker thread of the bench saw 3 s stalls at the start of the load that a
 * separate process did not. Each request
 * starts on the period whether or not the previous one answered, so a stalled server shows as
 * many slow samples, not as a few.
 */

export interface Sample {
  ms: number
  status: number
  /** Sequence number, sent as ?n=; epoch ms sent; whether the socket was reused (keep-alive). */
  n?: number
  at?: number
  reused?: boolean
  /** Epoch ms the client's socket connected (new sockets only). */
  connected?: number
}

// Plain JavaScript, run by `node -e`: no loader needed there.
const SOURCE = `
const workerData = JSON.parse(process.env.PROBER)
const parentPort = { postMessage: (m) => process.send(m), on: (e, f) => process.on(e, f) }
const http = require('node:http')
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity })
let samples = []
let inflight = 0
let timer = null
let seq = 0
function probe() {
  const started = performance.now()
  const n = seq++
  inflight++
  let req
  let connected
  const done = (status) => {
    inflight--
    const ms = performance.now() - started
    samples.push({ ms, status, n, at: performance.timeOrigin + started, reused: !!(req && req.reusedSocket), connected })
  }
  req = http.get({ host: '127.0.0.1', port: workerData.port, path: '/healthz?n=' + n, agent }, (res) => {
    res.resume()
    res.on('end', () => done(res.statusCode))
  })
  req.on('socket', (socket) => {
    if (!socket.connecting) return
    socket.once('connect', () => (connected = performance.timeOrigin + performance.now()))
  })
  req.setTimeout(60000, () => req.destroy(new Error('timeout')))
  req.on('error', () => done(0))
}
parentPort.on('message', (m) => {
  if (m === 'start') {
    samples = []
    timer = setInterval(probe, workerData.periodMs)
  } else if (m === 'stop') {
    clearInterval(timer)
    // Requests still under way are waited for (each times out at 60 s), so a stall counts whole.
    const wait = setInterval(() => {
      if (inflight > 0) return
      clearInterval(wait)
      parentPort.postMessage(samples)
    }, 10)
  } else if (m === 'close') {
    agent.destroy()
    process.exit(0)
  }
})
`

export class HealthzProber {
  private readonly worker: ChildProcess

  constructor(port: number, periodMs: number) {
    this.worker = spawn(process.execPath, ['-e', SOURCE], {
      env: { ...process.env, PROBER: JSON.stringify({ port, periodMs }) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
  }

  start(): void {
    this.worker.send('start')
  }

  /** Stops sampling; answers once every request sent has answered or failed. */
  stop(): Promise<Sample[]> {
    const samples = new Promise<Sample[]>((resolve) => this.worker.once('message', resolve))
    this.worker.send('stop')
    return samples
  }

  async close(): Promise<void> {
    const exited = new Promise((r) => this.worker.once('exit', r))
    this.worker.send('close')
    await exited
  }
}
