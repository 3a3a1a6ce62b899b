import { describe, expect, it } from 'vitest'
import {
  JOB_ERRORS,
  JOB_FAULTS,
  JOB_MODES,
  OUTPUT_LANGUAGES,
  SAMPLE_DATASET_NAMES,
  UPLOAD_EXTENSIONS,
} from './jobs'

describe('job service contract', () => {
  it('gives every error a unique code, with the documented HTTP statuses', () => {
    const codes = Object.values(JOB_ERRORS).map((e) => e.code)
    expect(new Set(codes).size).toBe(codes.length)
    expect(JOB_ERRORS.AUTH_INSUFFICIENT).toEqual({
      code: 1003,
      status: 403,
      msg: 'insufficient.authentication',
    })
    expect(JOB_ERRORS.RATE_LIMITED).toMatchObject({ code: 201, status: 429 })
    expect(JOB_ERRORS.QUOTA_EXCEEDED).toMatchObject({
      code: 210021,
      status: 400,
      msg: 'Job quota exceeded',
    })
    expect(JOB_ERRORS.JOB_FAILED).toMatchObject({ code: 210020, status: 500 })
    // Business errors of the 3000xx family come back as HTTP 200 (docs/wire-formats.md), except
    // 300001.
    for (const e of [
      JOB_ERRORS.NOT_FOUND,
      JOB_ERRORS.TOO_MANY_SESSIONS,
      JOB_ERRORS.BAD_EXTENSION,
      JOB_ERRORS.EMPTY_FILE,
    ])
      expect(e.status).toBe(200)
    expect(JOB_ERRORS.INVALID_PARAMS.status).toBe(400)
  })

  it('lists the 18 output languages, both job modes, the samples and the upload types', () => {
    expect(OUTPUT_LANGUAGES).toHaveLength(18)
    expect(OUTPUT_LANGUAGES).toContain('ZH-CN')
    expect(JOB_MODES).toEqual(['AUTO', 'DATA_ANALYTICS'])
    expect(SAMPLE_DATASET_NAMES).toEqual([
      'Seattle weather',
      'Cars',
      'Gapminder',
      'Stocks',
      'Superstore',
      'Flights 3M',
    ])
    expect(UPLOAD_EXTENSIONS).toEqual([
      ...['csv', 'tsv', 'json', 'parquet', 'xlsx'],
      ...['pdf', 'docx', 'pptx', 'html', 'md', 'txt'],
    ])
    expect(JOB_FAULTS).toEqual(['job-error', 'job-drop'])
  })
})
