/** Helpers for the job service's contract tests: an in-process server on a temporary data dir. */
export { artifactOf, textOf } from './block-content'
export { job, streamJob } from './job-calls'
export { filesUnder, KEY, type Kit, makeKit, USER } from './make-kit'
export { describeOnStores } from './on-stores'
export { chunkOf, contentOf, readStream, type StreamEvent } from './sse-stream'
export {
  completeMultipart,
  getSource,
  initMultipart,
  putParts,
  sourceFromUpload,
  upload,
  uploadSource,
} from './upload-calls'
