import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, type Locator, type Page } from '@playwright/test'
import { AnalysisPage } from './analysis-page'

/** The documents the documents eval was written with (committed; server/engine/documents/eval). */
const FIXTURES = fileURLToPath(new URL('../../server/engine/documents/eval', import.meta.url))

const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
}

/** Documents in the analysis workspace: uploads, cited passages, and a dataset's passages. */
export class DocumentsPage extends AnalysisPage {
  readonly uploadTarget: Locator
  readonly overview: Locator

  constructor(page: Page) {
    super(page)
    this.uploadTarget = page.getByRole('combobox', { name: 'Upload to' })
    this.overview = page.getByRole('region', { name: 'About this dataset' })
  }

  /** Uploads a committed fixture under `name`, and waits until the service has read it. */
  async upload(fixture: string, name: string) {
    await this.page.getByLabel('Upload file').setInputFiles({
      name,
      mimeType: MIME[path.extname(fixture).slice(1)] ?? 'application/octet-stream',
      buffer: readFileSync(path.join(FIXTURES, fixture)),
    })
    await expect(this.page.getByText(`${name} is ready to ask about.`)).toBeVisible({
      timeout: 60_000,
    })
  }

  /** The `[n]` citation button of an answer. */
  citation(job: Locator, n: number): Locator {
    return job.getByRole('region', { name: 'Answer' }).getByRole('button', { name: `Source ${n}` })
  }

  /** The cited passage shown in place, by its file. */
  passage(job: Locator, file: string): Locator {
    return job.getByRole('figure', { name: `Passage from ${file}` })
  }

  /** The SOURCES list of cited passages. */
  citedPassages(job: Locator): Locator {
    return job
      .getByRole('region', { name: 'Sources' })
      .getByRole('list', { name: 'Cited passages' })
      .getByRole('listitem')
  }

  /** The overview's documents section. */
  documents(): Locator {
    return this.overview.getByRole('region', { name: 'Documents' })
  }

  passagesOf(name: string): Locator {
    return this.documents()
      .getByRole('list', { name: `Passages of ${name}` })
      .getByRole('listitem')
  }
}
