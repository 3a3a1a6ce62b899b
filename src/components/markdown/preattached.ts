type Data = Record<string, unknown>
interface WithData {
  data(): object
}

/**
 * A remark plugin whose attacher runs once, here, instead of once per parse. remark-gfm and
 * remark-math only add syntax extensions to the processor's data, but build them anew each time
 * they attach, and react-markdown attaches its plugins on every render: for the streaming tail,
 * rendered every frame, that was a good part of each parse. The extensions themselves are
 * stateless, so the same objects serve every processor.
 */
export function preattached(attacher: (this: never) => unknown): (this: WithData) => void {
  const captured: Data = {}
  ;(attacher as (this: WithData) => unknown).call({ data: () => captured })
  return function (this: WithData) {
    const data = this.data() as Data
    for (const [key, values] of Object.entries(captured)) {
      const list: unknown[] = Array.isArray(values) ? values : [values]
      const existing = data[key]
      data[key] = Array.isArray(existing) ? (existing as unknown[]).concat(list) : list.slice()
    }
  }
}
