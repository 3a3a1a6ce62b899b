/**
 * The job service's tables, as numbered migrations that run at start on both databases. The SQL
 * is the common subset of SQLite and PostgreSQL: TEXT and BIGINT columns, ISO 8601 timestamps as
 * text (they sort as time), records as JSON text beside the columns that queries filter and sort
 * on. Every list, search and history query has an index that serves its WHERE and ORDER BY.
 */
export const MIGRATIONS: string[][] = [
  [
    `CREATE TABLE sessions (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL,
      name_lc TEXT NOT NULL,
      created_at TEXT NOT NULL,
      ord BIGINT NOT NULL,
      data TEXT NOT NULL)`,
    `CREATE INDEX sessions_by_user ON sessions (user_id, created_at, ord)`,
    `CREATE TABLE datasets (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL,
      search_lc TEXT NOT NULL,
      created_at TEXT NOT NULL,
      ord BIGINT NOT NULL,
      data TEXT NOT NULL)`,
    `CREATE INDEX datasets_by_user ON datasets (user_id, created_at, ord)`,
    `CREATE TABLE datasources (
      id TEXT PRIMARY KEY,
      dataset_id TEXT NOT NULL,
      status TEXT NOT NULL,
      created_at TEXT NOT NULL,
      ord BIGINT NOT NULL,
      data TEXT NOT NULL)`,
    `CREATE INDEX datasources_by_dataset ON datasources (dataset_id, created_at, ord)`,
    `CREATE INDEX datasources_by_status ON datasources (status)`,
    `CREATE TABLE uploads (file_object_key TEXT PRIMARY KEY, data TEXT NOT NULL)`,
    `CREATE TABLE multiparts (upload_id TEXT PRIMARY KEY, data TEXT NOT NULL)`,
    `CREATE TABLE jobs (
      job_id TEXT PRIMARY KEY,
      session_id TEXT NOT NULL,
      user_id TEXT NOT NULL,
      key_hash TEXT NOT NULL,
      status TEXT NOT NULL,
      worker_id TEXT NOT NULL,
      created_at TEXT NOT NULL,
      finished_at TEXT,
      ord BIGINT NOT NULL,
      plan TEXT,
      data TEXT NOT NULL)`,
    `CREATE INDEX jobs_by_session ON jobs (session_id, created_at, ord)`,
    `CREATE INDEX jobs_by_created ON jobs (created_at)`,
    `CREATE INDEX jobs_running ON jobs (status, worker_id)`,
    `CREATE TABLE job_events (
      job_id TEXT NOT NULL,
      seq BIGINT NOT NULL,
      event TEXT NOT NULL,
      PRIMARY KEY (job_id, seq))`,
    `CREATE TABLE usage (key_hash TEXT PRIMARY KEY, jobs BIGINT NOT NULL)`,
    `CREATE TABLE workers (id TEXT PRIMARY KEY, heartbeat_at BIGINT NOT NULL)`,
    `CREATE TABLE rate_hits (
      key TEXT NOT NULL,
      win BIGINT NOT NULL,
      hits BIGINT NOT NULL,
      PRIMARY KEY (key, win))`,
    `CREATE INDEX rate_hits_by_win ON rate_hits (win)`,
  ],
  // 2: semantic overrides, one per dataset and user: a sample dataset is everyone's, so each
  // user's words for it are their own; an own dataset has only its owner's. A new table leaves
  // every existing row as it was.
  [
    `CREATE TABLE semantic_overrides (
      dataset_id TEXT NOT NULL,
      user_id TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      data TEXT NOT NULL,
      PRIMARY KEY (dataset_id, user_id))`,
    `CREATE INDEX semantic_overrides_by_user ON semantic_overrides (user_id)`,
  ],
]
