/**
 * The text of the eval's newer binary documents (slides, an annual report, two policies, a
 * product manual), written here for the repo; make-eval-documents.ts turns them into files.
 */

/** Slides: a sales review deck; each slide is its title and its bullet lines. */
export const SALES_DECK: string[][] = [
  ['Harbour Bikes: third-quarter review 2025', 'Sales and operations team, 9 October 2025'],
  [
    'Rides in Q3',
    '1.42 million rides from July to September, up 18% on Q3 2024.',
    'August was the busiest month with 540,000 rides.',
    'The average ride lasted 17 minutes.',
  ],
  [
    'Revenue',
    'Revenue was €3.9 million in Q3, against a target of €3.6 million.',
    'Monthly passes brought in 41% of revenue, single rides 52%, corporate plans 7%.',
  ],
  [
    'Fleet',
    '2,300 bikes in service at the end of September, 600 of them electric.',
    'E-bikes are used 2.6 times as often as pedal bikes.',
    'Theft and vandalism took 74 bikes out of service in the quarter.',
  ],
  [
    'New stations',
    '35 new docking stations opened in Porto and Gaia, bringing the total to 212.',
    'The station at Campanhã railway station is now the busiest, with 1,900 rides a week.',
  ],
  [
    'Next quarter',
    'Open the Matosinhos service on 15 November with 20 stations.',
    'Raise the monthly pass from €12 to €14 from 1 January 2026.',
  ],
]

/** Slides in French: the launch of a city's trip-planning app. */
export const LAUNCH_DECK: string[][] = [
  ['Lancement de l’application Parcours', 'Ville de Lyon, direction des mobilités, mars 2025'],
  [
    'Objectif',
    'Une seule application pour préparer un trajet en métro, tramway, bus, vélo et à pied.',
    'Objectif : 150 000 utilisateurs actifs par mois à la fin de 2025.',
  ],
  [
    'Calendrier',
    'Version d’essai ouverte à 5 000 testeurs du 3 au 28 février 2025.',
    'Lancement public le 17 mars 2025 sur iOS et Android.',
  ],
  [
    'Fonctionnalités',
    'Achat des tickets dans l’application, horaires en temps réel, alertes de travaux.',
    'Mode hors connexion pour les plans du métro.',
  ],
  [
    'Budget',
    'Le projet coûte 1,2 million d’euros sur deux ans, dont 300 000 € pour l’accessibilité.',
  ],
  [
    'Retours des testeurs',
    '82 % des testeurs recommandent l’application. Les testeurs demandent surtout un mode sombre et des trajets plus rapides aux heures de pointe.',
  ],
]

/** An annual report with tables (DOCX). */
export const ANNUAL_REPORT: (string | string[][])[] = [
  '# Greenfield Water Cooperative: annual report 2024',
  'Published 28 March 2025 for the members’ meeting of 24 April 2025.',
  '## Letter from the chair',
  'Greenfield supplied clean water to 48,600 households in 2024, 1,900 more than the year before. We replaced 14 km of old cast-iron mains and lost less water to leaks than ever: leakage fell to 11.8% of water supplied. Helen Okafor, chair of the board.',
  '## Financial summary',
  'Revenue grew by 6.5% to £21.3 million, mainly because of new connections and the tariff rise of 3% in April. The cooperative made a surplus of £1.4 million, all of which is reinvested in the network.',
  [
    ['Item', '2023', '2024'],
    ['Revenue', '£20.0 million', '£21.3 million'],
    ['Operating costs', '£17.6 million', '£18.2 million'],
    ['Capital investment', '£5.1 million', '£6.8 million'],
    ['Surplus', '£1.1 million', '£1.4 million'],
  ],
  '## Water quality',
  'Of the 9,240 samples tested in 2024, 9,231 met every drinking-water standard, a compliance rate of 99.90%. The nine failures were all traced to household plumbing.',
  [
    ['Measure', 'Target', '2024 result'],
    ['Samples meeting standards', '99.95%', '99.90%'],
    ['Supply interruptions over 3 hours', 'under 400', '312'],
    ['Customer complaints per 1,000 households', 'under 5', '3.7'],
    ['Average bill per household', '—', '£412 a year'],
  ],
  '## Members and staff',
  'The cooperative had 31,450 member households at the end of 2024 and employed 164 people. Members elected two new board directors at the 2024 meeting.',
  '## Plans for 2025',
  'The board plans to replace a further 20 km of mains, install smart meters in 10,000 homes, and keep the tariff rise for 2025 at 2.5%.',
]

/** An information security policy (DOCX). */
export const SECURITY_POLICY: (string | string[][])[] = [
  '# Information security policy',
  'Northwind Studio, version 2.1, approved by the management board on 3 February 2025. It applies to employees, contractors and interns, on any device used for work.',
  '## Passwords and sign-in',
  'Passwords must be at least 14 characters long and must not be reused across services. Use the company password manager, Bitwarden, for every work account. Multi-factor authentication is required on email, the code repositories and the HR portal.',
  '## Devices',
  'Work laptops must have full-disk encryption turned on and lock the screen after 5 minutes of inactivity. USB memory sticks may not be used to move company data; use the shared drive instead. Personal phones may read work email only through the managed Outlook app.',
  '## Reporting incidents',
  'Report a lost device, a suspicious email or any suspected breach to security@northwind.example within 1 hour of noticing it, also outside working hours. Do not try to investigate on your own.',
  '## Classification of data',
  'Data is classified as public, internal, confidential or restricted. Client data is confidential at least. Restricted data, such as health records, may only be stored in the Lisbon data centre and never sent by email.',
  '## Breaches of this policy',
  'Breaking this policy may lead to disciplinary action. Every employee completes a security training course each year, by 30 June.',
]

/** A remote-work policy in Spanish (DOCX). */
export const TELETRABAJO: (string | string[][])[] = [
  '# Política de teletrabajo',
  'Aseguradora Solmar, S.A. Vigente desde el 1 de septiembre de 2025 para toda la plantilla en España.',
  '## Días de teletrabajo',
  'La plantilla puede teletrabajar hasta dos días por semana. Los martes y los jueves todo el equipo trabaja en la oficina. Los días de teletrabajo se acuerdan con el responsable del equipo con una semana de antelación.',
  '## Compensación de gastos',
  'La empresa abona 35 euros al mes a cada persona que teletrabaje para compensar los gastos de luz e internet. Además, entrega una silla ergonómica y un monitor de 27 pulgadas para el puesto en casa.',
  '## Horario y desconexión',
  'El horario de disponibilidad es de 9:00 a 14:00. Fuera de la jornada nadie está obligado a responder correos ni llamadas: se respeta el derecho a la desconexión digital a partir de las 19:00.',
  '## Teletrabajo desde el extranjero',
  'Se puede teletrabajar desde otro país de la Unión Europea un máximo de 15 días al año, con la aprobación previa de Recursos Humanos.',
]

/** A product manual of four pages (PDF); each page a list of paragraphs. */
export const ESPRESSO_MANUAL: string[][] = [
  [
    'Brio E2 espresso machine: user manual',
    'Model BE2-1450, 230 V, 1,450 W. Read this manual before first use and keep it for later.',
    'What is in the box. The machine, a portafilter with single and double filter baskets, a measuring spoon, a tamper, a water-hardness test strip and a descaling sachet.',
    'Safety. Never open the steam wand while the machine is heating. Keep the machine out of reach of children under 8 and unplug it before cleaning.',
  ],
  [
    'First use',
    'Fill the removable water tank, which holds 1.2 litres, with fresh cold water. Switch the machine on; the power light blinks for about 25 seconds while it heats up and stays on when it is ready.',
    'Before the first coffee, run two full tanks of water through the group head and the steam wand without coffee to rinse the system.',
    'Making an espresso. Use 7 grams of ground coffee for a single shot and 14 grams for a double. The pump gives 15 bar of pressure; a good shot takes 25 to 30 seconds.',
  ],
  [
    'Frothing milk',
    'Fill the jug no more than a third full with cold milk. Turn the dial to the steam symbol and wait until the light stops blinking, then put the tip of the wand just under the surface of the milk. Milk is ready at about 65 °C, when the jug is too hot to hold.',
    'Wipe the steam wand with a damp cloth straight after each use and let a short burst of steam through it, so no milk dries inside.',
  ],
  [
    'Cleaning and descaling',
    'Empty the drip tray every day. Descale the machine every 2 months, or every month in hard-water areas: dissolve one descaling sachet in 1 litre of water in the tank and run it through in three parts, 10 minutes apart, then rinse with a full tank of clean water.',
    'Troubleshooting. If coffee comes out too fast, grind finer or tamp harder; if it only drips, grind coarser. If the pump is loud and no water comes out, the tank is empty or not pushed fully into place.',
    'Warranty and service. The machine has a 3-year warranty. Service centre: +351 220 145 800, Monday to Friday, 9:00 to 18:00.',
  ],
]
