import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  DataSourceBody,
  DatasetCreateBody,
  DatasetUpdateBody,
  JobBody,
  MultipartCompleteBody,
  MultipartInitBody,
  PresignBody,
  SessionBody,
  UserBody,
} from './jobs-schemas'
import { MAX_QUESTION_LENGTH } from './jobs'

/**
 * Every request body of the job service: the examples accept (the fields docs/wire-formats.md
 * lists, with the values the server tests send), the invalid cases refuse (the server answers
 * those with 300001 and the first issue's message).
 */
const user = { user_id: 'parley-user' }

function refusal(schema: z.ZodType, body: unknown): string {
  const result = schema.safeParse(body)
  if (result.success) throw new Error(`accepted ${JSON.stringify(body).slice(0, 120)}`)
  const issue = result.error.issues[0]
  return `${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`
}

describe('job request bodies', () => {
  it('POST /jobs: accepts the documented fields, null dataset and source lists', () => {
    const examples = [
      { ...user, session_id: 's-1', question: 'How many cars?' },
      {
        ...user,
        session_id: 's-1',
        question: 'What is the average mpg by origin?',
        stream: true,
        dataset_id: 'dset-sample-cars',
        datasource_ids: ['ds-1', 'ds-2'],
        output_language: 'ZH-CN',
        job_mode: 'DATA_ANALYTICS',
        custom_options: { user_prompt: 'be brief', with_citation: true },
      },
      { ...user, session_id: 's-1', question: 'x', dataset_id: null, datasource_ids: null },
      // Over MAX_QUESTION_LENGTH passes the schema: the route refuses it with 210022.
      { ...user, session_id: 's-1', question: 'a'.repeat(MAX_QUESTION_LENGTH + 1) },
    ]
    for (const body of examples)
      expect(JobBody.safeParse(body).success, JSON.stringify(body)).toBe(true)
  })

  it('POST /jobs: refuses what the server answers with 300001', () => {
    const base = { ...user, session_id: 's-1', question: 'x' }
    expect(refusal(JobBody, { ...user, question: 'x' })).toMatch(/^session_id:/)
    expect(refusal(JobBody, { ...base, session_id: '  ' })).toBe(
      'session_id: session_id is required.',
    )
    expect(refusal(JobBody, { ...base, question: '   ' })).toBe('question: question is required.')
    expect(refusal(JobBody, { ...base, user_id: '' })).toBe('user_id: user_id is required.')
    expect(refusal(JobBody, { ...base, user_id: 'u'.repeat(129) })).toMatch(/^user_id:/)
    expect(refusal(JobBody, { ...base, output_language: 'KLINGON' })).toMatch(/^output_language:/)
    expect(refusal(JobBody, { ...base, job_mode: 'DATA_ANALYSIS' })).toMatch(/^job_mode:/)
    expect(refusal(JobBody, { ...base, stream: 'yes' })).toMatch(/^stream:/)
    expect(refusal(JobBody, { ...base, dataset_id: '' })).toMatch(/^dataset_id:/)
    expect(
      refusal(JobBody, {
        ...base,
        datasource_ids: Array.from({ length: 1001 }, (_, i) => `ds-${i}`),
      }),
    ).toBe('datasource_ids: datasource_ids can hold at most 1000 entries.')
    expect(refusal(JobBody, { ...base, datasource_ids: [''] })).toMatch(/^datasource_ids\.0:/)
    expect(refusal(JobBody, { ...base, custom_options: { with_citation: 'yes' } })).toMatch(
      /^custom_options\.with_citation:/,
    )
  })

  it('sessions: create and modify share one body', () => {
    for (const body of [
      { ...user, name: 'Cars' },
      {
        ...user,
        name: 'Cars',
        output_language: 'EN',
        job_mode: 'AUTO',
        max_contextual_job_history: 10,
        agent_id: 'DATA_ANALYSIS_AGENT',
      },
    ])
      expect(SessionBody.safeParse(body).success).toBe(true)
    expect(refusal(SessionBody, { ...user, name: ' ' })).toBe('name: name is required.')
    expect(refusal(SessionBody, { name: 'x' })).toMatch(/^user_id:/)
    expect(refusal(SessionBody, { ...user, name: 'x', max_contextual_job_history: 11 })).toMatch(
      /^max_contextual_job_history:/,
    )
    expect(refusal(SessionBody, { ...user, name: 'x', max_contextual_job_history: 1.5 })).toMatch(
      /^max_contextual_job_history:/,
    )
    expect(refusal(SessionBody, { ...user, name: 'x', output_language: 'en' })).toMatch(
      /^output_language:/,
    )
  })

  it('datasets: create needs a name; modify needs a name or a description', () => {
    expect(DatasetCreateBody.safeParse({ ...user, name: 'Sales' }).success).toBe(true)
    expect(
      DatasetCreateBody.safeParse({ ...user, name: 'Sales', description: 'd'.repeat(8000) })
        .success,
    ).toBe(true)
    expect(refusal(DatasetCreateBody, { ...user, name: '' })).toBe('name: name is required.')
    expect(refusal(DatasetCreateBody, { ...user, name: 'n'.repeat(129) })).toMatch(/^name:/)
    expect(
      refusal(DatasetCreateBody, { ...user, name: 'x', description: 'd'.repeat(8001) }),
    ).toMatch(/^description:/)

    expect(DatasetUpdateBody.safeParse({ ...user, name: 'Renamed' }).success).toBe(true)
    expect(DatasetUpdateBody.safeParse({ ...user, description: 'What it holds' }).success).toBe(
      true,
    )
    expect(refusal(DatasetUpdateBody, { ...user, name: ' ', description: '' })).toBe(
      ': name and description cannot both be blank.',
    )
  })

  it('data sources: exactly one of url and file_object_key', () => {
    const base = { ...user, name: 'cars.csv', type: 'FILE' }
    expect(DataSourceBody.safeParse({ ...base, file_object_key: 'fok-1' }).success).toBe(true)
    expect(DataSourceBody.safeParse({ ...base, url: 'https://example.com/cars.csv' }).success).toBe(
      true,
    )
    const exactlyOne = ': Give exactly one of url and file_object_key.'
    expect(refusal(DataSourceBody, base)).toBe(exactlyOne)
    expect(
      refusal(DataSourceBody, { ...base, file_object_key: 'k', url: 'https://example.com/a.csv' }),
    ).toBe(exactlyOne)
    expect(refusal(DataSourceBody, { ...base, type: 'URL', file_object_key: 'k' })).toMatch(
      /^type:/,
    )
    expect(refusal(DataSourceBody, { ...base, url: 'not a url' })).toMatch(/^url:/)
    expect(refusal(DataSourceBody, { ...base, name: '', file_object_key: 'k' })).toBe(
      'name: name is required.',
    )
  })

  it('presign: expires_in from 60 seconds to a week', () => {
    expect(PresignBody.safeParse(user).success).toBe(true)
    expect(PresignBody.safeParse({ ...user, expires_in: 600 }).success).toBe(true)
    expect(PresignBody.safeParse({ ...user, expires_in: 7 * 24 * 3600 }).success).toBe(true)
    expect(refusal(PresignBody, { ...user, expires_in: 59 })).toMatch(/^expires_in:/)
    expect(refusal(PresignBody, { ...user, expires_in: 7 * 24 * 3600 + 1 })).toMatch(/^expires_in:/)
    expect(refusal(PresignBody, { ...user, expires_in: '600' })).toMatch(/^expires_in:/)
  })

  it('multipart uploads: init and complete (part_number or number)', () => {
    expect(
      MultipartInitBody.safeParse({ ...user, file_name: 'big.csv', file_size: 12_000_000 }).success,
    ).toBe(true)
    expect(refusal(MultipartInitBody, { ...user, file_name: ' ', file_size: 1 })).toMatch(
      /^file_name:/,
    )
    expect(refusal(MultipartInitBody, { ...user, file_name: 'a.csv', file_size: -1 })).toMatch(
      /^file_size:/,
    )
    expect(refusal(MultipartInitBody, { ...user, file_name: 'a.csv' })).toMatch(/^file_size:/)

    const complete = { ...user, file_object_key: 'fok-1', upload_id: 'up-1' }
    expect(
      MultipartCompleteBody.safeParse({
        ...complete,
        part_etags: [
          { part_number: 1, etag: 'e1' },
          { number: 2, etag: 'e2' },
        ],
      }).success,
    ).toBe(true)
    expect(refusal(MultipartCompleteBody, { ...complete, part_etags: [] })).toMatch(/^part_etags:/)
    expect(
      refusal(MultipartCompleteBody, { ...complete, part_etags: [{ number: 0, etag: 'e' }] }),
    ).toMatch(/^part_etags\.0\.number:/)
    expect(
      refusal(MultipartCompleteBody, { ...complete, part_etags: [{ number: 1, etag: '' }] }),
    ).toMatch(/^part_etags\.0\.etag:/)
    expect(refusal(MultipartCompleteBody, { ...user, upload_id: 'up-1', part_etags: [] })).toMatch(
      /^file_object_key:/,
    )
  })

  it('deletes carry the user alone', () => {
    expect(UserBody.safeParse(user).success).toBe(true)
    expect(refusal(UserBody, {})).toMatch(/^user_id:/)
    expect(refusal(UserBody, { user_id: '   ' })).toBe('user_id: user_id is required.')
  })
})
