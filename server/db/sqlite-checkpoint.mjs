// The SQLite checkpointer (sqlite.ts): a worker thread with its own connection that copies the
// write-ahead log into the database file. A checkpoint ends with an fsync of both files, which
// took up to 20 ms on the event loop when SQLite ran it inside a commit; here nobody waits for it.
import { parentPort, workerData } from 'node:worker_threads'
import Database from 'better-sqlite3'

const db = new Database(workerData.file)
db.pragma('busy_timeout = 5000')

function checkpoint() {
  try {
    // PASSIVE: copies what it can without waiting for readers or blocking the writer.
    db.pragma('wal_checkpoint(PASSIVE)')
  } catch {
    // Busy or closing: the next round tries again.
  }
}

const timer = setInterval(checkpoint, workerData.everyMs)
parentPort.on('message', (m) => {
  if (m === 'close') {
    clearInterval(timer)
    checkpoint()
    db.close()
    parentPort.close()
  }
})
