/**
 * Writes the eval's DOCX, PDF and PPTX files (server/engine/documents/eval/): `npx tsx
 * server/engine/documents/eval/make-eval-documents.ts`. The text is written here and in
 * more-documents.ts for the repo; the files are committed too, so the eval does not depend on
 * running this. The Markdown, HTML and text documents are committed as written.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { makeDocx, makePdf, makePptx } from '../testing/make-documents'
import {
  ANNUAL_REPORT,
  ESPRESSO_MANUAL,
  LAUNCH_DECK,
  SALES_DECK,
  SECURITY_POLICY,
  TELETRABAJO,
} from './more-documents'

const here = path.dirname(fileURLToPath(import.meta.url))

/** A product FAQ: one Heading 2 per question, and a table of the temperature presets. */
export const FAQ: (string | string[][])[] = [
  '# Kettle Pro 3: frequently asked questions',
  'This FAQ covers the Kettle Pro 3 (model KP3-220) sold in Europe since March 2024.',
  '## How much water does the kettle hold?',
  'The Kettle Pro 3 holds up to 1.7 litres. The minimum fill line is 0.5 litres; the kettle will not switch on below it.',
  '## How long does it take to boil?',
  'With its 2,200 W element the kettle boils a full 1.7 litres in about 4 minutes, and one cup (250 ml) in about 55 seconds.',
  '## Which temperatures can I choose?',
  'You can set any temperature from 40 °C to 100 °C in steps of 5 degrees, or use one of the presets below. Press the keep-warm button to hold the water at the chosen temperature for up to 30 minutes.',
  [
    ['Preset', 'Temperature', 'Suggested for'],
    ['Green tea', '80 °C', 'sencha, matcha'],
    ['White tea', '85 °C', 'silver needle'],
    ['Oolong', '90 °C', 'oolong, pu-erh'],
    ['Coffee', '95 °C', 'pour-over, French press'],
    ['Boil', '100 °C', 'black tea, cooking'],
  ],
  '## How do I descale the kettle?',
  'Descale every 4 weeks in hard-water areas, or when the light ring blinks orange. Fill the kettle to the 1-litre mark with water, add 2 tablespoons of citric acid, boil, leave it for 20 minutes, then rinse twice. Do not use vinegar: it damages the seal of the lid.',
  '## Can I put parts in the dishwasher?',
  'Only the limescale filter is dishwasher safe. The kettle body and the base must never be immersed in water; wipe them with a damp cloth.',
  '## What does the warranty cover?',
  'The kettle has a 2-year warranty against manufacturing defects. Register it at kettlepro.example/register within 60 days of purchase to extend the warranty to 5 years. The warranty does not cover damage from limescale or from dropping the kettle.',
  '## Can I return the kettle?',
  'Kettles bought from our web shop can be returned within 30 days for a full refund, provided they come back in the original packaging. Return shipping is free within the EU.',
  '## Does the kettle switch itself off?',
  'Yes. It switches off automatically when the water boils, when it is lifted off the base, and if it is switched on empty (boil-dry protection). After 30 minutes of keep-warm it switches off as well.',
  '## Can I control it from my phone?',
  'Yes, through the Kettle Pro app for iOS and Android, which connects over Bluetooth within about 10 metres. There is no Wi-Fi connection, so the kettle cannot be started from outside the house.',
  '## How long is the power cable?',
  'The cable on the base is 75 cm long and can be wound under the base to make it shorter.',
]

/** Wraps a paragraph into lines of at most `width` characters. */
function wrap(text: string, width = 88): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines
}

/** A research summary of three pages; each page a list of paragraphs. */
export const RESEARCH: string[][] = [
  [
    'Four-day week pilot in three community clinics: research summary',
    'Prepared by the Northwind Health Research Unit, September 2024.',
    'Background. Staff shortages and burnout are the main reasons nurses and receptionists leave community clinics. This pilot tested whether a four-day week of 32 hours, at the same pay, could improve staff wellbeing without reducing the care patients receive.',
    'Design. The pilot ran for six months, from January to June 2024, in three clinics in Porto, Braga and Aveiro. 61 staff took part: 38 nurses, 14 receptionists and 9 doctors. Each clinic stayed open five days a week; staff worked four days on a rota. Three comparable clinics that kept the five-day week served as controls.',
    'Measures. Staff completed a burnout questionnaire (scored 1 to 5, higher is worse) at the start and the end. Sick days, overtime hours, patient waiting times and patient satisfaction were taken from the clinics records.',
  ],
  [
    'Results',
    'Burnout scores fell from 3.4 to 2.7 in the pilot clinics, while they stayed at 3.3 in the control clinics.',
    'Sick days per employee fell by 28% compared with the same months of 2023. Overtime hours went down by 19%, mainly among receptionists.',
    'Patient waiting times did not change: the median wait was 12 minutes before and 12 minutes during the pilot. Patient satisfaction rose slightly, from 4.3 to 4.5 out of 5.',
    'Staff turnover during the pilot was 2 leavers out of 61, against 7 leavers in the control clinics over the same six months.',
    'Costs. Covering the rota needed 4 additional part-time staff across the three clinics, which raised staff costs by 6%. Lower spending on agency staff offset about half of that increase.',
  ],
  [
    'Limitations',
    'The pilot was short and small, and staff chose to take part, so they may have been more positive about the change than others would be. Clinics could not be assigned at random.',
    'Recommendations',
    'The unit recommends extending the pilot to ten clinics for twelve months, with the clinics chosen at random, and measuring patient outcomes as well as satisfaction. The four-day week should be kept in the three pilot clinics while the extended pilot runs.',
    'Contact: research@northwind-health.example.',
  ],
]

async function main() {
  writeFileSync(path.join(here, 'kettle-faq.docx'), await makeDocx(FAQ))
  const pages = RESEARCH.map((paras) => paras.flatMap((p, i) => [...(i ? [''] : []), ...wrap(p)]))
  writeFileSync(path.join(here, 'four-day-week.pdf'), makePdf(pages))
  const manual = ESPRESSO_MANUAL.map((paras) =>
    paras.flatMap((p, i) => [...(i ? [''] : []), ...wrap(p)]),
  )
  writeFileSync(path.join(here, 'espresso-manual.pdf'), makePdf(manual))
  writeFileSync(path.join(here, 'annual-report-2024.docx'), await makeDocx(ANNUAL_REPORT))
  writeFileSync(path.join(here, 'security-policy.docx'), await makeDocx(SECURITY_POLICY))
  writeFileSync(path.join(here, 'politica-teletrabajo.docx'), await makeDocx(TELETRABAJO))
  writeFileSync(path.join(here, 'q3-review.pptx'), await makePptx(SALES_DECK))
  writeFileSync(path.join(here, 'lancement-parcours.pptx'), await makePptx(LAUNCH_DECK))
  console.log('Wrote the DOCX, PDF and PPTX documents of the eval.')
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))
  await main()
