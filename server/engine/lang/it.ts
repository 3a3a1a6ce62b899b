import { lemmas } from './lemmas'
import type { LanguagePack } from './pack'

/**
 * Italian questions are understood through this pack and answered in English. Words are
 * segmented by Intl.Segmenter, elisions split ("dell'auto"); inflected forms find their entry by
 * Snowball stem (understand/inflection.ts), so most entries are written once.
 */
export const IT_PACK: LanguagePack = {
  code: 'it',
  locale: 'it',
  cues: {
    share: ['percentuale', 'per cento', 'proporzione', 'quota', 'frazione'],
    ratio: ['quante volte', 'volte più', 'volte maggiore', 'rapporto tra'],
    margin: ['margine', 'margine di profitto', 'redditività', 'marginalità'],
    distinct: ['distinti', 'distinte', 'diversi', 'diverse', 'differenti', 'unici', 'uniche'],
    median: ['mediana'],
    average: ['media', 'medio', 'mediamente', 'in media'],
    total: ['totale', 'totali', 'somma', 'complessivo', 'complessiva', 'in totale', 'cumulato'],
    count: ['quanti', 'quante', 'numero di', 'conteggio', 'conta', 'contare'],
    max: [
      ...['maggiore', 'maggiori', 'massimo', 'massima', 'più alto', 'più alta', 'più alti'],
      ...['più alte', 'più elevato', 'più elevata', 'il più', 'la più', 'i più', 'le più'],
      ...['più pesante', 'più pesanti', 'più lungo', 'più lunga', 'più caro', 'più cara'],
      ...['più veloce', 'più potente', 'più potenti', 'più vecchio', 'più vecchia', 'più anziano'],
      ...['più comune', 'più frequente', 'più venduto', 'più venduta', 'più redditizio'],
      ...['più popoloso', 'più ricco', 'più ricca', 'più caldo', 'più calda', 'più grande'],
      ...['più piovoso', 'più lontano', 'ha più', 'hanno più', 'ha avuto più', 'ha venduto più'],
      ...['migliore', 'migliori', 'record', 'picco', 'principali'],
    ],
    min: [
      ...['minore', 'minori', 'minimo', 'minima', 'più basso', 'più bassa', 'più bassi'],
      ...['più basse', 'più leggero', 'più leggera', 'più leggeri', 'più corto', 'più corta'],
      ...['più breve', 'più economico', 'più economica', 'più lento', 'più lenta', 'più giovane'],
      ...['più freddo', 'più fredda', 'più piccolo', 'più piccola', 'più secco', 'ha meno'],
      ...['hanno meno', 'ha avuto meno', 'ha venduto meno', 'peggiore', 'peggiori'],
    ],
    compare: ['confronta', 'confrontare', 'confronto', 'rispetto a', 'paragona', 'contro'],
    change: [
      ...['variazione', 'cambiamento', 'crescita', 'evoluzione', 'aumento', 'aumentato'],
      ...['diminuito', 'cresciuto', 'calo', 'calato', 'cambiato', 'diminuzione', 'riduzione'],
    ],
    previous: ['anno precedente', 'anno scorso', 'anno su anno'],
    calendarMonth: ["mese dell'anno", 'stagionale', 'stagionalità'],
    decade: ['decennio', 'decenni'],
    first: ['prima volta', 'per la prima volta', 'primo'],
    missing: ['mancante', 'mancanti', 'senza', 'vuoto', 'vuoti', 'assente', 'nullo'],
    known: ['noto', 'nota', 'noti', 'conosciuto', 'compilato'],
    correlation: [
      'coefficiente di correlazione',
      'correlazione',
      'relazione tra',
      'correlato',
      'correlati',
      'associazione',
    ],
    each: ['per', 'ogni', 'ciascun', 'ciascuno', 'ciascuna', 'per ogni'],
    above: [
      ...['più di', 'più del', 'oltre', 'sopra', 'superiore a', 'superiori a', 'maggiore di'],
      ...['maggiori di', 'almeno', 'supera', 'superano', 'più vecchi di', 'più anziani di'],
      ...['più alto di', 'più alti di', 'più pesante di', 'più lungo di', 'più caro di'],
      ...['ha più di', 'hanno più di', 'ha avuto più di', 'hanno avuto più di'],
    ],
    below: [
      ...['meno di', 'meno del', 'sotto', 'inferiore a', 'inferiori a', 'minore di'],
      ...['minori di', 'più giovani di', 'al di sotto', 'più basso di', 'più leggero di'],
      ...['più corto di', 'più economico di', 'più piccolo di', 'ha meno di', 'hanno meno di'],
    ],
    between: ['tra', 'fra', 'compreso tra'],
    forecast: [
      'prossimo anno',
      "l'anno prossimo",
      'prevedere',
      'previsione',
      'proiezione',
      'futuro',
    ],
    why: ['perché', 'motivo', 'causa'],
    overview: ['interessante', 'riepilogo', 'panoramica', 'riassunto', 'descrivi', 'sintesi'],
    difference: ['differenza', 'quanto più', 'divario', 'scarto'],
    not: ['non', 'tranne', 'eccetto', 'escluso', 'esclusi'],
    distribution: ['distribuzione', 'istogramma'],
    trend: ['tendenza', 'andamento', 'nel tempo', 'nel corso degli anni', 'serie storica'],
  },
  words: lemmas(`
    valore, valori: value; quantità: quantity; importo, ammontare: amount; numero, numeri: number
    tasso, tassi, indice: rate; livello: level; punteggio, punti: score
    voto, voti, valutazione: rating; classifica: rank; dimensione, dimensioni: size
    frequenza: frequency; registrazione, registrazioni: record; riga, righe: row; dati: data
    tabella: table; colonna: column; anno, anni: year; mese, mesi: month; giorno, giorni: day
    settimana, settimane: week; ora, ore: hour; minuto, minuti: minute; data, date: date
    trimestre: quarter; secolo: century; periodo: period; stagione: season; tempo: time
    annuale, annuo, annua, annualmente: annual; mensile, mensilmente: monthly
    giornaliero, giornaliera, quotidiano: daily; settimanale: weekly; ultimi, ultime, ultimo: last
    gennaio: January; febbraio: February; marzo: March; aprile: April; maggio: May; giugno: June
    luglio: July; agosto: August; settembre: September; ottobre: October; novembre: November
    dicembre: December; paese, paesi, nazione, nazioni: country; stato, stati: state
    è stato, è stata, sono stati, sono state: be; città: city; regione, regioni: region
    continente, continenti: continent; provincia, province: province; contea: county
    luogo, posto: place; posizione: location; indirizzo: address; capitale: capital; nord: north
    sud: south; est: east; ovest: west; centro: central; europa: Europe
    americano, americani, americana, americane, statunitense, statunitensi: American
    giapponese, giapponesi: Japanese; europeo, europei, europea, europee: European
    tedesco, tedeschi, tedesca, tedesche: German; francese, francesi: French
    italiano, italiani, italiana, italiane: Italian
    britannico, britannici, britannica, britanniche, inglese, inglesi: British
    cinese, cinesi: Chinese; brasiliano, brasiliani: Brazilian
    spagnolo, spagnoli, spagnola, spagnole: Spanish; indiano, indiani: Indian
    russo, russi, russa, russe: Russian; coreano, coreani: Korean; canadese, canadesi: Canadian
    messicano, messicani: Mexican; asiatico, asiatici, asiatica, asiatiche: Asian
    africano, africani, africana, africane: African; asia: Asia; africa: Africa; america: America
    oceania: Oceania; persone, gente: people; persona: person; popolazione, abitanti: population
    abitante: inhabitant; residente, residenti: resident; bambino, bambini, figli: child
    adulto, adulti: adult; donna, donne: woman; uomo, uomini: man; maschio, maschi, maschile: male
    femmina, femmine, femminile: female; sesso: sex; genere: gender; età: age
    vecchio, vecchi, anziano, anziani: old; giovane, giovani: young
    nascita, nascite, natalità: birth; nato, nati: born
    morte, morti, decesso, decessi, mortalità: death
    morto, morta, morirono, morire, deceduti: die
    sopravvissuto, sopravvissuti, sopravvivere, sopravvissero: survive; sopravvivenza: survival
    vittima, vittime: victim; ferito, feriti: injury
    aspettativa di vita, speranza di vita: life expectancy; fertilità, fecondità: fertility
    salute: health; malattia, malattie: disease; paziente, pazienti: patient
    ospedale, ospedali: hospital; medico, medici: physician; caso, casi: case
    prezzo, prezzi: price; costo, costi: cost; reddito, redditi: income
    stipendio, stipendi: salary; salario, salari, retribuzione: wage
    ricavo, ricavi, entrate, fatturato: revenue; vendita, vendite, venduto, venduti: sales
    profitto, profitti, utile, utili, guadagno, guadagni: profit; perdita, perdite: loss
    sconto, sconti: discount; ordine, ordini: order; cliente, clienti: customer
    prodotto, prodotti: product; articolo, articoli: item; categoria, categorie: category
    sottocategoria, sottocategorie: sub-category; segmento, segmenti: segment
    bilancio, budget: budget; spesa, spese: expense; tassa, tasse, imposta, imposte: tax
    debito: debt; pil: gdp; inflazione: inflation; disoccupazione: unemployment
    occupazione: employment; soldi, denaro: money; dollaro, dollari: dollar
    negozio, negozi: store; azienda, aziende, società: company
    dipendente, dipendenti, impiegato, impiegati: employee; lavoratore, lavoratori: worker
    professione, mestiere, lavoro: occupation; reparto, dipartimento: department
    squadra, squadre: team; venditore, venditori: seller; fornitore, fornitori: supplier
    spedizione, spedizioni: shipping; modalità di spedizione: ship mode
    studente, studenti, alunno, alunni: student; scuola, scuole: school; università: university
    corso: course; auto, automobile, automobili, macchina, macchine, veicolo, veicoli: car
    passeggero, passeggeri: passenger; volo, voli: flight; ritardo, ritardi, ritardato: delay
    aeroporto, aeroporti: airport; compagnia aerea: airline; aereo, aerei: plane; origine: origin
    destinazione: destination; partenza: departure; arrivo: arrival; distanza: distance
    lunghezza: length; altezza: height; larghezza: width; profondità: depth
    peso, pesa, pesano: weight; area, superficie: area; volume: volume; velocità: speed
    accelerazione: acceleration; potenza: engine power; cavalli, cavalli vapore, cv: horsepower
    motore, motori: engine; cilindro, cilindri: cylinder; cilindrata: displacement
    carburante: fuel; consumo, consumi: consumption; consumo di carburante: fuel consumption
    miglia per gallone: miles per gallon; chilometraggio, autonomia: mileage; miglio, miglia: mile
    gallone, galloni: gallon; libbra, libbre: pound
    chilo, chili, chilogrammo, chilogrammi, kg: kilogram; tonnellata, tonnellate: tonne
    metro, metri: meter; litro, litri: liter; grado, gradi: degree; millimetro, millimetri, mm: mm
    euro: euro; chilometro, chilometri: kilometer; modello, modelli: model
    marca, marche, marchio: brand; produttore, produttori: manufacturer
    temperatura, temperature: temperature; precipitazione, precipitazioni: precipitation
    pioggia, piogge, piovuto: rain; neve, nevicato: snow; vento, venti: wind
    soleggiato, soleggiati: sun; nebbia: fog; pioggerella: drizzle; meteo, clima: weather
    umidità: humidity; classe, classi: class; gruppo, gruppi: group; tipo, tipi, tipologia: type
    specie: species; nome, nomi: name; titolo: title; codice: code; stato civile: status
    film: film; genere musicale: genre; regista: director; canzone, canzoni, brano: song
    artista, artisti: artist; libro, libri: book; autore, autori: author; gioco, giochi: game
    giocatore, giocatori, atleta, atleti: player; gol: goal; vittoria, vittorie: win
    medaglia, medaglie: medal; energia: energy; emissione, emissioni: emission
    reato, reati, crimine, crimini: crime; incidente, incidenti: accident
    disastro, disastri, catastrofe: disaster; terremoto, sisma: earthquake
    alluvione, inondazione: flood; biglietto, biglietti: ticket; tariffa: fare
    viaggio, viaggi: trip; rotta, percorso: route; pesante, pesanti: heavy
    leggero, leggera, leggeri: light; lungo, lunga, lunghi: long; corto, corta, breve: short
    alto, alta, alti: high; basso, bassa, bassi: low; veloce, veloci, rapido: fast
    lento, lenta: slow; caro, costoso: expensive; economico, economica: cheap; grande, grandi: big
    piccolo, piccola, piccoli: small; ricco, ricchi: rich; povero, poveri: poor
    potente, potenti: powerful; caldo, calda: hot; freddo, fredda: cold; comune: common
    popolare: popular; redditizio: profitable; mostra, mostrami, mostrare, fammi vedere: show
    dimmi, raccontami, dammi: tell; con: with; elenca, elencare: list; esiste, esistono: be
    possiede, possiedono, avuto, aveva, avevano: have; proviene, provengono, viene, vengono: come
    massimo, massima, massimi, massime: maximum; minimo, minima, minimi, minime: minimum
    velocità del vento: wind speed; qual: which; dove: where; quando: when; durante: during
    da: from; a: to; dopo: after; prima, prima del: before; dal, dalla: since; fino: until
    prodotta, prodotte, fabbricato, fabbricata, fabbricate, fabbricati, costruito, costruite: make
    stati uniti: United States; aeroporto di partenza: origin
    aeroporto di arrivo, aeroporto di destinazione: destination
  `),
  scales: { mila: 1e3, mille: 1e3, milione: 1e6, milioni: 1e6, miliardo: 1e9, miliardi: 1e9 },
}
