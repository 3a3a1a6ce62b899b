import { add_word, cut } from 'jieba-wasm'

/**
 * Chinese word segmentation with jieba (jieba-wasm: the Rust jieba compiled to WebAssembly, so no
 * native binary and nothing downloaded; runs on Node 20). Chosen over Intl.Segmenter because its
 * dictionary keeps compounds such as 人均收入 and 中非共和国 whole. Replaces the character
 * n-gram matching of the engine that preceded it. The first cut builds the dictionary (~0.4 s, more under
 * load), so the server warms it at start.
 */
export function chineseWords(text: string, known: readonly string[] = []): string[] {
  addKnown(known)
  return cut(text, true).filter((w) => w.trim() !== '')
}

const added = new Set<string>()
let addedFrom: readonly string[] | null = null

/**
 * The language pack's own words join jieba's dictionary, so its segments are the pack's: without
 * them "各类别的" cut as 各类 | 别的, and 类别 (category) was lost. A high frequency makes jieba
 * prefer them to the paths its own dictionary scores higher.
 */
function addKnown(words: readonly string[]): void {
  // The pack's list is the same array every question: add it once.
  if (words === addedFrom) return
  addedFrom = words
  for (const w of words) {
    // One character (最, 各) at a high frequency would split the words around it.
    if (added.has(w) || w.length < 2 || !/[\u4e00-\u9fff]/.test(w)) continue
    added.add(w)
    add_word(w, 100_000)
  }
}
