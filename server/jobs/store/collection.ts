import path from 'node:path'
import { readJson, writeJsonAtomic } from './json-file'

/** A map of records persisted as one JSON file; every change is written at once. */
export class Collection<T> {
  private readonly map: Map<string, T>
  private readonly file: string

  constructor(
    dir: string,
    name: string,
    private readonly keyOf: (value: T) => string,
  ) {
    this.file = path.join(dir, `${name}.json`)
    this.map = new Map(readJson<T[]>(this.file, []).map((v) => [keyOf(v), v]))
  }

  get(key: string): T | undefined {
    return this.map.get(key)
  }

  values(): T[] {
    return [...this.map.values()]
  }

  put(value: T): T {
    this.map.set(this.keyOf(value), value)
    this.save()
    return value
  }

  delete(key: string): boolean {
    const had = this.map.delete(key)
    if (had) this.save()
    return had
  }

  deleteWhere(test: (value: T) => boolean): T[] {
    const gone = this.values().filter(test)
    for (const v of gone) this.map.delete(this.keyOf(v))
    if (gone.length) this.save()
    return gone
  }

  private save() {
    writeJsonAtomic(this.file, this.values())
  }
}
