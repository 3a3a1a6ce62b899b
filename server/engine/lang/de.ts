import { lemmas } from './lemmas'
import type { LanguagePack } from './pack'

/**
 * German questions are understood through this pack and answered in English. Words are
 * segmented by Intl.Segmenter; content words are translated into English lemmas.
 */
export const DE_PACK: LanguagePack = {
  code: 'de',
  locale: 'de',
  cues: {
    share: ['prozent', 'anteil'],
    ratio: ['wievielmal', 'mal so'],
    margin: ['marge', 'gewinnmarge', 'gewinnspanne', 'rentabilität'],
    distinct: ['verschiedene', 'unterschiedliche'],
    median: ['median'],
    average: [
      'durchschnitt',
      'durchschnittlich',
      'durchschnittliche',
      'durchschnittlichen',
      'durchschnittlicher',
      'durchschnittliches',
      'im durchschnitt',
      'mittelwert',
      'mittlere',
      'mittleren',
    ],
    total: ['insgesamt', 'summe', 'gesamt', 'gesamte', 'gesamten'],
    count: ['wie viele', 'anzahl'],
    max: ['höchste', 'höchsten', 'höchster', 'meisten', 'größte', 'größten', 'maximal'],
    min: [
      'niedrigste',
      'niedrigsten',
      'niedrigster',
      'wenigsten',
      'kleinste',
      'kleinsten',
      'geringste',
      'geringsten',
      'minimal',
    ],
    compare: ['vergleiche', 'vergleich', 'gegenüber'],
    change: ['veränderung', 'wachstum', 'entwicklung'],
    previous: ['vorjahr'],
    calendarMonth: ['kalendermonat', 'saisonal'],
    decade: ['jahrzehnt'],
    first: ['erstmals', 'zuerst'],
    missing: ['fehlend', 'ohne'],
    known: ['bekannt'],
    correlation: ['korrelationskoeffizient', 'korrelation', 'zusammenhang'],
    each: ['pro', 'je', 'nach'],
    above: ['mehr als', 'über'],
    below: ['weniger als', 'unter'],
    between: ['zwischen'],
    forecast: ['nächstes jahr', 'vorhersage', 'prognose'],
    why: ['warum'],
    overview: ['interessant', 'überblick'],
    difference: ['unterschied', 'differenz'],
    not: ['nicht', 'außer'],
    distribution: ['verteilung'],
    trend: ['trend', 'verlauf'],
  },
  words: {
    // Everyday words of data, each to the English lemma a column is named by.
    ...lemmas(`
    wert, werte: value; menge, mengen: quantity; betrag, beträge: amount; zahl, zahlen: number
    rate, raten, quote, quoten: rate; niveau, stufe: level; punktzahl, punkte: score
    bewertung, bewertungen: rating; rang, rangfolge: rank; größe: size; häufigkeit: frequency
    datensatz, datensätze, eintrag, einträge: record; zeile, zeilen: row; daten: data
    tabelle: table; spalte, spalten: column; jahre, jahren: year; monat, monate, monaten: month
    tag, tage, tagen: day; woche, wochen: week; stunde, stunden: hour; minute, minuten: minute
    datum: date; quartal: quarter; jahrhundert: century; zeitraum: period; jahreszeit: season
    jährlich: annual; monatlich: monthly; täglich: daily; wöchentlich: weekly
    staat, staaten, bundesstaat, bundesstaaten, bundesland, bundesländer: state
    stadt, städte: city; region, regionen: region; kontinent, kontinente: continent
    provinz: province; landkreis, landkreise, kreis, kreise, bezirk, bezirke: county
    ort, orte: place; standort: location; adresse: address; hauptstadt: capital
    einwohnerzahl, bevölkerungszahl, einwohnern: population; leute, menschen: people
    person, personen: person; kind, kinder: child; erwachsene, erwachsenen: adult
    alter: age; geschlecht: sex; geburt, geburten, geburtenrate: birth
    tod, tode, todesfälle, tote, toten: death; opfer: victim; verletzte, verletzten: injury
    lebenserwartung: life expectancy; fruchtbarkeit, fertilität, geburtenziffer: fertility
    gesundheit: health; krankheit, krankheiten: disease; patient, patienten: patient
    fall, fälle: case; preis, preise: price; kosten: cost; einkommen, einkommens: income
    gehalt, gehälter: salary; lohn, löhne, stundenlohn: wage; erlös, erlöse: revenue
    verlust, verluste: loss; steuer, steuern: tax; schulden: debt; bip: gdp; inflation: inflation
    arbeitslosigkeit, arbeitslose, arbeitslosen: unemployment; beschäftigung: employment
    sparquote: savings rate; geld: money; firma, firmen, unternehmen: company
    mitarbeiter, angestellte: employee; abteilung: department; schüler, student, studenten: student
    schule, schulen: school; auto, autos, fahrzeug, fahrzeuge, wagen: car
    flug, flüge: flight; verspätung, verspätungen: delay; flughafen: airport
    entfernung, distanz: distance; länge: length; höhe: height; breite: width; tiefe: depth
    gewicht, gewichte: weight; fläche: area; volumen: volume; geschwindigkeit: speed
    leistung, ps: horsepower; motor: engine; zylinder: cylinder; verbrauch: consumption
    temperatur, temperaturen: temperature; niederschlag: precipitation; regen: rain
    schnee: snow; wind: wind; wetter: weather; luftfeuchtigkeit: humidity
    klasse, klassen: class; gruppe, gruppen: group; typ, art, arten: type; name, namen: name
    erdbeben: earthquake; stärke: magnitude; station, stationen: station; unfall, unfälle: accident
    verbrechen, straftaten: crime; spieler: player; tor, tore: goal; sieg, siege: win
    schwer, schwere, schweren: heavy; leicht: light; lang, lange: long; kurz: short
    schnell: fast; langsam: slow
    teuer: expensive; billig, günstig: cheap; groß, große, großen: big; klein, kleine: small
    reich: rich; arm: poor; heiß: hot; kalt: cold; zeige, zeig: show; liste: list
    welche, welcher, welches: which; wo: where; wann: when; seit: since; bis: until
    vor: before; nach dem: after
  `),
    rabatt: 'discount',
    unterkategorie: 'sub-category',
    bestellungen: 'order',
    bestellung: 'order',
    kunden: 'customer',
    kunde: 'customer',
    westen: 'west',
    osten: 'east',
    norden: 'north',
    süden: 'south',
    gewinn: 'profit',
    frauen: 'women',
    frau: 'women',
    männer: 'men',
    ärztin: 'physician',
    arzt: 'physician',
    chirurgin: 'surgeon',
    chirurg: 'surgeon',
    arbeiteten: 'work',
    jahr: 'year',
    land: 'country',
    länder: 'country',
    einwohner: 'population',
    bevölkerung: 'population',
    einkommen: 'income',
    umsatz: 'sales',
    umsätze: 'sales',
    kategorie: 'category',
    gesamt: 'total',
    oder: 'or',
    als: 'as',
    im: 'in',
  },
}
