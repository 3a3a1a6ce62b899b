import JSZip from 'jszip'

/**
 * Small documents of each type, written here so tests need no binary fixtures: a PDF with a text
 * layer per page (Helvetica, one of PDF's standard fonts, so nothing is embedded), a PDF of image
 * pages only (what a scan is), and DOCX/PPTX archives with just the parts the readers need.
 */

const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`)

/** A PDF whose page n shows pages[n] (lines of text); `scanned` pages draw a box, no text. */
export function makePdf(pages: string[][], scanned = false): Uint8Array {
  const objects: string[] = []
  const add = (body: string) => objects.push(body) // object number = its index + 1
  add('<< /Type /Catalog /Pages 2 0 R >>')
  add('') // the page tree, filled in below
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>')
  const kids: number[] = []
  for (const lines of pages) {
    const ops = scanned
      ? '0.5 g 72 72 468 648 re f'
      : `BT /F1 11 Tf 14 TL 72 720 Td ${lines.map((l) => `(${esc(l)}) '`).join(' ')} ET`
    add(`<< /Length ${ops.length} >>\nstream\n${ops}\nendstream`)
    const content = objects.length
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${content} 0 R >>`,
    )
    kids.push(objects.length)
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`
  let out = '%PDF-1.4\n'
  const offsets: number[] = []
  for (const [i, body] of objects.entries()) {
    offsets.push(out.length)
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  }
  const xref = out.length
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  // WinAnsi (the font's encoding) is Latin-1 for these characters: one byte each, so °, é and
  // £ read back as written; offsets above count characters, which are then bytes.
  return Uint8Array.from(out, (c) => {
    const code = c.charCodeAt(0)
    if (code > 0xff)
      throw new Error(`makePdf cannot write ${c}: it is not in WinAnsi's Latin-1 range.`)
    return code
  })
}

const xmlEsc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const runOf = (text: string) =>
  `<w:p><w:r><w:t xml:space="preserve">${xmlEsc(text)}</w:t></w:r></w:p>`

/** A Word table: rows of cells, the first row its header. */
function tableXml(rows: string[][]): string {
  const tr = (cells: string[]) =>
    `<w:tr>${cells.map((c) => `<w:tc>${runOf(c)}</w:tc>`).join('')}</w:tr>`
  return `<w:tbl>${rows.map(tr).join('')}</w:tbl>`
}

/**
 * A DOCX of paragraphs; `# Title` and `## Title` become Heading 1 and Heading 2; an entry that
 * is a list of rows (string[][]) becomes a table whose first row is its header.
 */
export async function makeDocx(paragraphs: (string | string[][])[]): Promise<Uint8Array> {
  const zip = new JSZip()
  zip.file(
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
  )
  zip.file(
    '_rels/.rels',
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
  )
  const body = paragraphs
    .map((p) => {
      if (typeof p !== 'string') return tableXml(p)
      const level = /^(#+) /.exec(p)?.[1]?.length
      const style = level ? `<w:pPr><w:pStyle w:val="Heading${level}"/></w:pPr>` : ''
      const text = level ? p.slice(level + 1) : p
      return `<w:p>${style}<w:r><w:t xml:space="preserve">${xmlEsc(text)}</w:t></w:r></w:p>`
    })
    .join('')
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  )
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' })
}

/** A PPTX whose slide n has the title slides[n][0] and the other lines as paragraphs. */
export async function makePptx(slides: string[][]): Promise<Uint8Array> {
  const zip = new JSZip()
  zip.file('[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8"?><Types/>')
  for (const [i, lines] of slides.entries()) {
    const paras = lines.map((l) => `<a:p><a:r><a:t>${xmlEsc(l)}</a:t></a:r></a:p>`).join('')
    zip.file(
      `ppt/slides/slide${i + 1}.xml`,
      `<?xml version="1.0" encoding="UTF-8"?><p:sld xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"><p:cSld><p:spTree><p:sp><p:txBody>${paras}</p:txBody></p:sp></p:spTree></p:cSld></p:sld>`,
    )
  }
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' })
}
