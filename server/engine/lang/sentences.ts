// TODO(answer.ts): migrate to say(); plan/answer.ts is the last to import this type from here.
export type { Sentences } from './output'
