import type { EngineLanguage } from '../../text/language'
import { MORE_ANSWERED, MORE_UNANSWERED } from './more-questions'

/**
 * The documents eval (`npm run eval:documents`, scripts/eval-documents.ts): questions as users
 * ask them about the documents in this folder (more-questions.ts has those about the newer ones), each with where its answer is (the file, the
 * PDF page) and words the answering passage and the quoted answer must hold; and questions the
 * documents do not answer, which must be answered "the documents do not say".
 */

export const EVAL_DOCUMENTS = [
  'handbook.md',
  'kettle-faq.docx',
  'four-day-week.pdf',
  'office.html',
  'espresso-manual.pdf',
  'annual-report-2024.docx',
  'security-policy.docx',
  'product-meeting.md',
  'q3-review.pptx',
  'library.html',
  'politica-teletrabajo.docx',
  'hausordnung.md',
  'lancement-parcours.pptx',
  'notice-zh.txt',
] as const

export type EvalDocument = (typeof EVAL_DOCUMENTS)[number]

export interface AnsweredCase {
  question: string
  file: EvalDocument
  /** The PDF page or PPTX slide that answers it. */
  page?: number
  /** The question's language (English when not given). */
  lang?: EngineLanguage
  /** Words (case-insensitive) both the answering passage and the answer's text hold. */
  words: string[]
}

export interface UnansweredCase {
  question: string
  lang: EngineLanguage
}

export const ANSWERED: AnsweredCase[] = [
  // The employee handbook (Markdown).
  { question: 'How many days of annual leave do I get?', file: 'handbook.md', words: ['25 days'] },
  {
    question: 'Can I carry over unused leave days to next year?',
    file: 'handbook.md',
    words: ['5 unused days', '31 March'],
  },
  {
    question: 'When do I need a doctor’s note for sick leave?',
    file: 'handbook.md',
    words: ['fourth day'],
  },
  {
    question: 'How long is parental leave?',
    file: 'handbook.md',
    words: ['16 weeks'],
  },
  {
    question: 'How many days a week can I work remotely?',
    file: 'handbook.md',
    words: ['3 days a week'],
  },
  {
    question: 'Is working from another country allowed?',
    file: 'handbook.md',
    words: ['20 working days'],
  },
  {
    question: 'What is the daily meal allowance when travelling for work?',
    file: 'handbook.md',
    words: ['€40 a day'],
  },
  {
    question: 'Do I need a receipt for expenses?',
    file: 'handbook.md',
    words: ['over €25'],
  },
  {
    question: 'How often are laptops replaced?',
    file: 'handbook.md',
    words: ['every 3 years'],
  },
  {
    question: 'What is the yearly training budget?',
    file: 'handbook.md',
    words: ['€1,200'],
  },
  {
    question: 'How long is the probation period?',
    file: 'handbook.md',
    words: ['6 months'],
  },
  {
    question: 'What are the core hours?',
    file: 'handbook.md',
    words: ['10:00 to 15:00'],
  },
  {
    question: 'How is overtime paid?',
    file: 'handbook.md',
    words: ['125%'],
  },
  {
    question: 'How can I report harassment anonymously?',
    file: 'handbook.md',
    words: ['ethics@northwind.example'],
  },
  // The product FAQ (DOCX).
  {
    question: 'How much water does the Kettle Pro 3 hold?',
    file: 'kettle-faq.docx',
    words: ['1.7 litres'],
  },
  {
    question: 'How long does the kettle take to boil a full load?',
    file: 'kettle-faq.docx',
    words: ['4 minutes'],
  },
  {
    question: 'How do I descale the kettle?',
    file: 'kettle-faq.docx',
    words: ['citric acid'],
  },
  {
    question: 'Can I use vinegar to descale it?',
    file: 'kettle-faq.docx',
    words: ['vinegar'],
  },
  {
    question: 'Is the kettle dishwasher safe?',
    file: 'kettle-faq.docx',
    words: ['limescale filter'],
  },
  {
    question: 'How long is the kettle warranty?',
    file: 'kettle-faq.docx',
    words: ['2-year warranty'],
  },
  {
    question: 'How can I extend the warranty to 5 years?',
    file: 'kettle-faq.docx',
    words: ['60 days'],
  },
  {
    question: 'Can I return the kettle for a refund?',
    file: 'kettle-faq.docx',
    words: ['30 days'],
  },
  {
    question: 'Does the kettle switch off automatically?',
    file: 'kettle-faq.docx',
    words: ['boil-dry'],
  },
  {
    question: 'Can I control the kettle from my phone?',
    file: 'kettle-faq.docx',
    words: ['Bluetooth'],
  },
  {
    question: 'How long is the power cable?',
    file: 'kettle-faq.docx',
    words: ['75 cm'],
  },
  {
    question: 'What temperature is the green tea preset?',
    file: 'kettle-faq.docx',
    words: ['80 °C'],
  },
  // The research summary (PDF): the page matters.
  {
    question: 'How many staff took part in the four-day week pilot?',
    file: 'four-day-week.pdf',
    page: 1,
    words: ['61 staff'],
  },
  {
    question: 'How long did the pilot run?',
    file: 'four-day-week.pdf',
    page: 1,
    words: ['six months'],
  },
  {
    question: 'What happened to burnout scores in the pilot clinics?',
    file: 'four-day-week.pdf',
    page: 2,
    words: ['3.4 to 2.7'],
  },
  {
    question: 'By how much did sick days fall?',
    file: 'four-day-week.pdf',
    page: 2,
    words: ['28%'],
  },
  {
    question: 'Did patient waiting times change during the pilot?',
    file: 'four-day-week.pdf',
    page: 2,
    words: ['12 minutes'],
  },
  {
    question: 'How much did staff costs rise?',
    file: 'four-day-week.pdf',
    page: 2,
    words: ['6%'],
  },
  {
    question: 'What does the research unit recommend?',
    file: 'four-day-week.pdf',
    page: 3,
    words: ['ten clinics'],
  },
  {
    question: 'What are the limitations of the pilot?',
    file: 'four-day-week.pdf',
    page: 3,
    words: ['short and small'],
  },
  // The office page (HTML).
  {
    question: 'What is the address of the Lisbon office?',
    file: 'office.html',
    words: ['Avenida da Liberdade 210'],
  },
  {
    question: 'What is the nearest metro station to the office?',
    file: 'office.html',
    words: ['Marquês de Pombal'],
  },
  {
    question: 'How many parking spaces are there?',
    file: 'office.html',
    words: ['40 parking spaces'],
  },
  {
    question: 'Where do visitors sign in?',
    file: 'office.html',
    words: ['reception'],
  },
  {
    question: 'When is lunch served in the canteen?',
    file: 'office.html',
    words: ['12:00 to 14:30'],
  },
  {
    question: 'Is the office entrance step-free?',
    file: 'office.html',
    words: ['step-free'],
  },
  ...MORE_ANSWERED,
]

/** Questions none of the documents answers. */
export const UNANSWERED: UnansweredCase[] = [
  'What is the salary of a senior designer?',
  'How many employees does Northwind Studio have in Madrid?',
  'Does the Kettle Pro 3 work with Alexa?',
  'What colour options does the kettle come in?',
  'How much does the Kettle Pro 3 cost?',
  'What was the patient mortality rate in the pilot clinics?',
  'Is there a gym in the Lisbon office?',
  'What is the pension contribution for employees?',
  'Who is the CEO of Northwind Studio?',
  'Can I bring my dog to the office?',
]
  .map((question): UnansweredCase => ({ question, lang: 'EN' }))
  .concat(MORE_UNANSWERED)
