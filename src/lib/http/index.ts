export { ApiError, errorFromBody, type ApiErrorInit, type ApiErrorKind } from './api-error'
export {
  joinUrl,
  requestBlob,
  requestJson,
  requestStream,
  toTransportError,
  type HttpResponse,
  type RequestOptions,
} from './http-client'
export { requestUpload, type UploadOptions } from './upload'
export { isKeyRefused } from './key-refused'
export { ownWords, useErrorWords, type ErrorDetail, type ErrorDetailKey } from './i18n'
