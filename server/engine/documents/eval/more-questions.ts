import type { AnsweredCase, UnansweredCase } from './questions'

/**
 * Questions about the newer documents (slides, annual report, policies, manual, meeting notes,
 * web page), in English, Spanish, German, French and Chinese, each asked in the language of the
 * document that answers it.
 */

export const MORE_ANSWERED: AnsweredCase[] = [
  // The espresso machine manual (PDF): the page matters.
  {
    question: 'How much pressure does the Brio E2 pump give?',
    file: 'espresso-manual.pdf',
    page: 2,
    words: ['15 bar'],
  },
  {
    question: 'How big is the water tank on the espresso machine?',
    file: 'espresso-manual.pdf',
    page: 2,
    words: ['1.2 litres'],
  },
  {
    question: 'How often should I descale the espresso machine?',
    file: 'espresso-manual.pdf',
    page: 4,
    words: ['every 2 months'],
  },
  {
    question: 'How hot should the milk get when I froth it?',
    file: 'espresso-manual.pdf',
    page: 3,
    words: ['65 °C'],
  },
  // The annual report (DOCX with tables).
  {
    question: 'How many water samples did Greenfield test in 2024?',
    file: 'annual-report-2024.docx',
    words: ['9,240'],
  },
  {
    question: 'What was the cooperative’s revenue in 2024?',
    file: 'annual-report-2024.docx',
    words: ['£21.3 million'],
  },
  {
    question: 'How much went into capital investment?',
    file: 'annual-report-2024.docx',
    words: ['£6.8 million'],
  },
  {
    question: 'How many supply interruptions were longer than 3 hours?',
    file: 'annual-report-2024.docx',
    words: ['312'],
  },
  // The security policy (DOCX).
  {
    question: 'What is the minimum password length?',
    file: 'security-policy.docx',
    words: ['14 characters'],
  },
  {
    question: 'Am I allowed to use a USB stick to move files?',
    file: 'security-policy.docx',
    words: ['USB memory sticks'],
  },
  {
    question: 'How soon must a suspected breach be reported?',
    file: 'security-policy.docx',
    words: ['within 1 hour'],
  },
  // The meeting notes (Markdown).
  {
    question: 'When will release 2.4 of the app come out now?',
    file: 'product-meeting.md',
    words: ['4 November'],
  },
  {
    question: 'What grace period was proposed for bikes returned late?',
    file: 'product-meeting.md',
    words: ['10-minute grace period'],
  },
  {
    question: 'How big is the product budget for the fourth quarter?',
    file: 'product-meeting.md',
    words: ['€180,000'],
  },
  // The quarterly review (PPTX): the slide matters.
  {
    question: 'How many rides did Harbour Bikes have from July to September?',
    file: 'q3-review.pptx',
    page: 2,
    words: ['1.42 million'],
  },
  {
    question: 'How many of the bikes are electric?',
    file: 'q3-review.pptx',
    page: 4,
    words: ['600'],
  },
  {
    question: 'How much will the monthly pass cost from January?',
    file: 'q3-review.pptx',
    page: 6,
    words: ['€14'],
  },
  // The library page (HTML).
  {
    question: 'How many items can I borrow from the library at once?',
    file: 'library.html',
    words: ['15 items'],
  },
  {
    question: 'What is the fine for returning an adult book late?',
    file: 'library.html',
    words: ['20p a day'],
  },
  {
    question: 'When is the library open on Saturday?',
    file: 'library.html',
    words: ['10:00 to 16:00'],
  },
  // Spanish: the remote-work policy (DOCX).
  {
    question: '¿Cuántos días a la semana puedo teletrabajar?',
    file: 'politica-teletrabajo.docx',
    lang: 'ES',
    words: ['dos días por semana'],
  },
  {
    question: '¿Cuánto recibo al mes por los gastos de internet?',
    file: 'politica-teletrabajo.docx',
    lang: 'ES',
    words: ['35 euros'],
  },
  {
    question: '¿Puedo teletrabajar desde otro país?',
    file: 'politica-teletrabajo.docx',
    lang: 'ES',
    words: ['15 días'],
  },
  {
    question: '¿En qué horario tengo que estar disponible?',
    file: 'politica-teletrabajo.docx',
    lang: 'ES',
    words: ['9:00 a 14:00'],
  },
  // German: the house rules (Markdown).
  {
    question: 'Ab wann gilt die Nachtruhe?',
    file: 'hausordnung.md',
    lang: 'DE',
    words: ['22:00'],
  },
  {
    question: 'An welchem Tag wird der Restmüll abgeholt?',
    file: 'hausordnung.md',
    lang: 'DE',
    words: ['Dienstag'],
  },
  {
    question: 'Sind Hunde im Haus erlaubt?',
    file: 'hausordnung.md',
    lang: 'DE',
    words: ['schriftliche Zustimmung'],
  },
  {
    question: 'Darf man auf dem Balkon grillen?',
    file: 'hausordnung.md',
    lang: 'DE',
    words: ['Holzkohle'],
  },
  // French: the app launch deck (PPTX).
  {
    question: 'Quand l’application sera-t-elle lancée pour le public ?',
    file: 'lancement-parcours.pptx',
    page: 3,
    lang: 'FR',
    words: ['17 mars 2025'],
  },
  {
    question: 'Combien coûte le projet ?',
    file: 'lancement-parcours.pptx',
    page: 5,
    lang: 'FR',
    words: ['1,2 million'],
  },
  {
    question: 'Combien de testeurs ont participé à la version d’essai ?',
    file: 'lancement-parcours.pptx',
    page: 3,
    lang: 'FR',
    words: ['5 000 testeurs'],
  },
  {
    question: 'Quelle part des testeurs recommande l’application ?',
    file: 'lancement-parcours.pptx',
    page: 6,
    lang: 'FR',
    words: ['82 %'],
  },
  // Chinese: the water outage notice (TXT).
  { question: '什么时候停水？', file: 'notice-zh.txt', lang: 'ZH-CN', words: ['2025年11月20日'] },
  {
    question: '停水期间去哪里领水？',
    file: 'notice-zh.txt',
    lang: 'ZH-CN',
    words: ['临时供水点'],
  },
  { question: '哪几栋楼会停水？', file: 'notice-zh.txt', lang: 'ZH-CN', words: ['1号楼至6号楼'] },
  {
    question: '物业服务中心的电话是多少？',
    file: 'notice-zh.txt',
    lang: 'ZH-CN',
    words: ['0571-8826 3390'],
  },
]

export const MORE_UNANSWERED: UnansweredCase[] = [
  { question: 'Does the espresso machine have a built-in grinder?', lang: 'EN' },
  { question: 'What dividend do Greenfield members receive?', lang: 'EN' },
  { question: '¿La empresa paga la cuota del gimnasio?', lang: 'ES' },
  { question: 'Wie hoch ist die Miete für eine Wohnung?', lang: 'DE' },
  { question: 'Combien d’utilisateurs ont téléchargé l’application en avril ?', lang: 'FR' },
  { question: '停水期间电梯能用吗？', lang: 'ZH-CN' },
]
