import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/**
 * Fonts for server-rendered charts. Latin text uses DejaVu when the system has it (stable
 * output); CJK text falls back to Noto Sans SC (GB2312 subset, OFL-1.1) shipped in the
 * `@embedpdf/fonts-sc` npm package, so 中文 labels render on machines without CJK fonts.
 * The files are read once by resvg per render; no font is fetched at run time.
 */

const SYSTEM_LATIN = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
]

/** The family name inside NotoSansHans-*.otf. */
export const CJK_FAMILY = 'Noto Sans S Chinese'

function cjkFiles(): string[] {
  try {
    const require = createRequire(import.meta.url)
    // The package exports only its entry (dist/index.*); the fonts sit beside dist/.
    const dir = join(dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts')
    // Regular only: resvg reads every listed file per render (~75 ms each for these), and
    // bold CJK text falls back to the regular face.
    return [join(dir, 'NotoSansHans-Regular.otf')].filter((f) => existsSync(f))
  } catch {
    return []
  }
}

interface ChartFontOptions {
  fontFiles: string[]
  loadSystemFonts: boolean
  defaultFontFamily?: string
}

const LATIN = SYSTEM_LATIN.filter((f) => existsSync(f))
const CJK = cjkFiles()
/** Han, kana, hangul, CJK punctuation and full-width forms. */
const CJK_TEXT = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/

/**
 * resvg font options for one SVG: the CJK font is loaded only when the chart has CJK text, so
 * Latin-only charts render as fast as before. No system fonts when ours are present, so output
 * does not depend on the machine.
 */
export function chartFontOptions(svg = ''): ChartFontOptions {
  const needsCjk = CJK.length > 0 && (CJK_TEXT.test(svg) || !LATIN.length)
  const fontFiles = [...LATIN, ...(needsCjk ? CJK : [])]
  if (!fontFiles.length) return { fontFiles: [], loadSystemFonts: true }
  return {
    fontFiles,
    loadSystemFonts: false,
    defaultFontFamily: LATIN.length ? 'DejaVu Sans' : CJK_FAMILY,
  }
}
