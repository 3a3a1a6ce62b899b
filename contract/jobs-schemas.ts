import { z } from 'zod'
import { JOB_MODES, MAX_DATASOURCE_IDS, MAX_SESSION_HISTORY, OUTPUT_LANGUAGES } from './jobs'

/**
 * Request bodies of the job service (docs/wire-formats.md), as the server checks
 * them: a body that fails is 300001 with the path and message. Lengths that the docs say
 * are truncated are truncated later; a question over MAX_QUESTION_LENGTH passes here and is
 * refused by the route with its own code (210022). The request types are `z.infer` of these and
 * are re-exported by contract/jobs.ts; the SPA imports the types only, so zod stays out of its
 * bundle.
 */

export const UserId = z.string().trim().min(1, 'user_id is required.').max(128)
const language = z.enum(OUTPUT_LANGUAGES)
const mode = z.enum(JOB_MODES)

/** A body that carries only the user (deletes). */
export const UserBody = z.object({ user_id: UserId })

/** POST …/datasources/{id}/tables/{n}: a document's table as a CSV data source (optional name). */
export const TableSourceBody = z.object({
  user_id: UserId,
  name: z.string().trim().min(1).max(200).optional(),
})

/** Create and modify a session: the same body. */
export const SessionBody = z.object({
  name: z.string().trim().min(1, 'name is required.'),
  user_id: UserId,
  output_language: language.optional(),
  job_mode: mode.optional(),
  max_contextual_job_history: z.number().int().min(0).max(MAX_SESSION_HISTORY).optional(),
  agent_id: z.string().optional(),
})

export const DatasetCreateBody = z.object({
  name: z.string().trim().min(1, 'name is required.').max(128),
  // Up to 8,000 characters: room for a data dictionary, which the semantic model reads.
  description: z.string().max(8000).optional(),
  user_id: UserId,
})

export const DatasetUpdateBody = z
  .object({
    name: z.string().trim().max(128).optional(),
    description: z.string().max(8000).optional(),
    user_id: UserId,
  })
  .refine(
    (b) => !!b.name?.trim() || !!b.description?.trim(),
    'name and description cannot both be blank.',
  )

export const DataSourceBody = z
  .object({
    /** 1–128 characters, including the file extension. */
    name: z.string().trim().min(1, 'name is required.').max(128),
    type: z.literal('FILE'),
    url: z.string().url().optional(),
    file_object_key: z.string().min(1).optional(),
    user_id: UserId,
  })
  .refine((b) => !!b.url !== !!b.file_object_key, 'Give exactly one of url and file_object_key.')

export const PresignBody = z.object({
  /** Seconds, from 60 to a week; 600 when absent. */
  expires_in: z
    .number()
    .int()
    .min(60)
    .max(7 * 24 * 3600)
    .optional(),
  user_id: UserId,
})

export const MultipartInitBody = z.object({
  file_name: z.string().trim().min(1).max(128),
  file_size: z.number().int().min(0),
  user_id: UserId,
})

/** Clients send `number` or `part_number` (docs/wire-formats.md); the server accepts both. */
const PartEtagBody = z.object({
  part_number: z.number().int().min(1).optional(),
  number: z.number().int().min(1).optional(),
  etag: z.string().min(1),
})

export const MultipartCompleteBody = z.object({
  file_object_key: z.string().min(1),
  upload_id: z.string().min(1),
  part_etags: z.array(PartEtagBody).min(1),
  user_id: UserId,
})

export const JobBody = z.object({
  session_id: z.string().trim().min(1, 'session_id is required.'),
  user_id: UserId,
  question: z.string().refine((q) => q.trim().length > 0, 'question is required.'),
  stream: z.boolean().optional(),
  dataset_id: z.string().min(1).nullish(),
  datasource_ids: z
    .array(z.string().min(1))
    .max(MAX_DATASOURCE_IDS, `datasource_ids can hold at most ${MAX_DATASOURCE_IDS} entries.`)
    .nullish(),
  output_language: language.optional(),
  job_mode: mode.optional(),
  custom_options: z
    .object({ user_prompt: z.string().optional(), with_citation: z.boolean().optional() })
    .optional(),
})

export type JobRequest = z.infer<typeof JobBody>
export type SessionCreateRequest = z.infer<typeof SessionBody>
export type SessionUpdateRequest = SessionCreateRequest
export type DataSourceCreateRequest = z.infer<typeof DataSourceBody>
export type MultipartInitRequest = z.infer<typeof MultipartInitBody>
export type PartEtag = z.infer<typeof PartEtagBody>
export type MultipartCompleteRequest = z.infer<typeof MultipartCompleteBody>
