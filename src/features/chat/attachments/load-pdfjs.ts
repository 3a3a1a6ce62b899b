import type { Pdfjs } from './pdf-text'

/**
 * pdf.js for the browser, loaded on the first PDF (its own chunks, not the main bundle), with its
 * worker served from this origin (the Content-Security-Policy allows workers from 'self').
 */
export async function loadPdfjs(): Promise<Pdfjs> {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ])
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default
  return pdfjs
}
