import type { SayKey } from './en'

/** Italiano: the engine's sentences, one for every key of the English catalog. */
export const IT: Record<SayKey, string> = {
  'step.plan': 'Pianificare la risposta',
  'step.query': 'Interrogare i dati',
  'step.chart': 'Disegnare il grafico',
  'step.respond': 'Conclusioni',
  'chart.bar': 'grafico a barre',
  'chart.line': 'grafico a linee',
  'chart.titleBy': '{measure} per {dim}',

  'talk.hello':
    'Ciao! Chiedimi qualsiasi cosa su {dataset}: totali, medie, classifiche, tendenze, distribuzioni, confronti o correlazioni.',
  'talk.thanks': 'Prego! Fai un’altra domanda quando vuoi.',
  'talk.bye': 'Arrivederci! La tua sessione e le sue risposte sono salvate.',
  'talk.help':
    'Rispondo alle domande sui tuoi dati con numeri reali calcolati in SQL: totali e medie per gruppo, i primi N, andamenti nel tempo, distribuzioni, confronti, correlazioni e conteggi filtrati.',
  'talk.analytics':
    'Non c’era nessuna domanda da analizzare, quindi ecco una panoramica di {file}.',
  'talk.noData':
    'Non c’è ancora nessuna origine dati sincronizzata da analizzare. Carica un file CSV, TSV, JSON o Parquet, oppure scegli un set di dati di esempio.',

  'step.route': 'Scegliere come rispondere',
  'step.search': 'Cercare nei documenti',
  'docs.routeOnly':
    'Rispondo in base ai documenti: le fonti sono documenti ({files}), senza tabelle da analizzare.',
  'docs.routeMix':
    'Rispondo in base ai documenti: {docHits} delle {terms} parole significative della domanda ({words}) compaiono nei documenti, {tableHits} indicano colonne o valori delle tabelle.',
  'docs.routeTables':
    'Analizzo le tabelle: {tableHits} delle {terms} parole significative della domanda ({words}) indicano colonne, valori o calcoli delle tabelle, {docHits} compaiono nei documenti.',
  'docs.searched': 'Ho cercato in {passages} passaggi di {files}: {words}.',
  'docs.found': 'Passaggi più pertinenti: {list}.',
  'docs.answer': 'Secondo i documenti:',
  'docs.notSaid': 'I documenti non dicono nulla su {words}.',
  'docs.notTogether':
    'I documenti non lo dicono: nessun passaggio parla di {words} insieme, quindi non c’è nulla da citare.',
  'docs.noWords': 'I documenti non lo dicono: la domanda non contiene parole da cercarvi.',
  'docs.needTable':
    'L’analisi richiede una tabella e qui le fonti sono solo documenti ({files}). Chiedi in modalità AUTO per avere una risposta dai documenti, con citazioni e riferimenti.',
  'docs.page': 'pagina {page}',
  'docs.slide': 'diapositiva {page}',
  'step.write': 'Scrivere la risposta',
  'docs.written':
    'Scritto da {model} a partire dai passaggi trovati: ogni frase cita un passaggio e ogni numero che contiene si trova nel passaggio citato.',
  'docs.modelFallback':
    'La risposta cita i passaggi così come sono scritti: non è stato possibile usare la risposta di {model} ({reason}).',
  'docs.modelNotSaid':
    'I documenti non lo dicono: i passaggi trovati non rispondono a questa domanda.',

  'reply.readAs': 'Ho interpretato la domanda così: {plan}.',
  'reply.followUp': 'In continuità con la domanda precedente.',
  'reply.notUnderstood': 'Parole che non ho saputo interpretare: {words}.',
  'reply.setAside': 'Parole che non cambiano questa risposta: {words}.',
  'reply.cannotCompute':
    'Non posso rispondere con {file}: nei dati niente misura {words}, quindi non darò alcun numero.',
  'reply.cannotSelect':
    'Non posso rispondere con {file}: nei dati niente indica quali righe fossero {words}, quindi non darò alcun numero.',
  'reply.noTime':
    'Non posso mostrare un andamento nel tempo con {file}: non ha colonne di data o di anno, solo un’istantanea.',
  'reply.notPlanned':
    'Non è possibile capire cosa calcolare da questa domanda su {file}, quindi non do alcun numero.',
  'reply.forecast':
    'Non posso prevedere il futuro da questi dati; ecco invece cosa mostrano finora: {plan}.',
  'reply.cannotWhy':
    'Non posso dire il perché con {file}: i dati registrano ciò che è successo, non le cause, quindi non darò alcun numero.',
  'reply.noPeriod':
    'Non posso rispondere con {file}: non ci sono dati per {period} (coprono da {from} a {to}), quindi non darò alcun numero.',
  'reply.tryInstead': 'Domande a cui posso rispondere:',
  'reply.columns': 'I dati hanno queste colonne: {columns}.',
  'reply.noRows': 'Nessuna riga soddisfa queste condizioni.',
  'reply.retry':
    'Il primo tentativo non è riuscito ({error}). Riprovo ignorando i valori che non sono numeri.',

  'note.smallGroup': 'Nota: {group} ha solo {n} righe, quindi il suo valore si basa su pochi dati.',
  'note.partial': 'Nota: {period} è un periodo incompleto ({n} mesi su {full}).',
  'note.tied': 'Parità: {n} gruppi condividono queste posizioni, quindi vengono mostrati tutti.',
  'note.tiedMany': 'Parità: almeno {n} condividono queste posizioni; ne vengono mostrati solo {n}.',
  'note.ignoredOne': '{n} valore non numerico è stato ignorato.',
  'note.ignoredOther': '{n} valori non numerici sono stati ignorati.',

  'word.total': 'totale di {x}',
  'word.average': 'media di {x}',
  'word.median': 'mediana di {x}',
  'word.count': 'numero di {x}',
  'word.distinct': 'numero di {x} distinti',
  'word.min': '{x} minimo',
  'word.max': '{x} massimo',
  'word.share': 'quota di {x}',
  'word.unconverted': '{x} (come memorizzato, non convertito in {unit})',
  'word.ratio': 'rapporto di {x}',
  'word.missing': 'righe senza {x}',
  'word.known': 'righe con {x} presente',
  'word.points': 'punti percentuali',
  'word.difference': 'differenza',
  'compare.higherBy': '{higher} supera {lower} di {gap}.',
  'word.change': 'variazione',
  'word.correlation': 'correlazione tra {x} e {y}',
  'word.rows': 'righe',
  'word.and': ' e ',
  'word.where': ' dove ',
  'word.per': ' per ',
  'word.top': 'i primi {n}',
  'word.first': 'primo',
  'word.last': 'ultimo',
  'word.of': ' di ',
  'word.between': 'tra {a} e {b}',
  'word.vs': ' rispetto a ',
  'word.averagedYear': '{measure} di ogni anno, in media sugli anni con dati',
  'word.averagedMonth': '{measure} di ogni mese, in media sui mesi con dati',
  'word.averagedDay': '{measure} di ogni giorno, in media sui giorni con dati',
  'word.allGroups': '{x}, tutti e {n} i gruppi insieme',
  'word.calendarMonth': 'mese dell’anno (tutti gli anni insieme)',
  'word.highestN': 'i {n} più alti',
  'word.lowestN': 'i {n} più bassi',
  'word.rowsHighest': 'le {n} righe con {x} più alto',
  'word.rowsLowest': 'le {n} righe con {x} più basso',
  'word.rowHighest': 'la riga con {x} più alto',
  'word.rowLowest': 'la riga con {x} più basso',

  'planner.plannedBy': 'Pianificato da {model}.',
  'planner.fallback':
    'Pianificato dalle regole integrate: non è stato possibile usare la risposta di {model} ({reason}).',
  'planner.sqlPlan':
    'Pianificato da {model}: {restatement}. Il modello ha scritto questa query SQL; è stata verificata (un’unica SELECT solo su questo set di dati) ed eseguita con un limite di {rows} righe.',
  'planner.cannot': 'Non posso rispondere con {files}: {reason}',
  'planner.cannotStep':
    'Pianificato da {model}, che ha stabilito che i dati non permettono di rispondere a questa domanda.',
  'planner.noRows': 'Nessuna riga corrisponde a questa domanda.',
  'planner.value': 'La risposta è **{value}** ({column}).',
  'planner.row': 'La risposta: {pairs}.',
  'planner.rows': 'La query ha restituito {n} righe:',
  'planner.rowsFirst': 'La query ha restituito {n} righe; ecco le prime {shown}:',
  'planner.total': 'Totali su queste {n} righe: {totals}.',
  'planner.truncated': 'Sono state mantenute solo le prime {n} righe.',
  'planner.chart': 'Un {chart} di {y} per {x}.',
  'planner.timeout': 'nessuna risposta entro {s} s',
  'planner.empty': 'la sua query non ha restituito righe',

  'suggest.totalBy': 'Qual è il totale di {measure} per {dim}?',
  'planner.wrongLanguage': 'il suo testo era scritto in {seen}, non in {asked}',
  'suggest.averageBy': 'Qual è la media di {measure} per {dim}?',
  'suggest.highestAverage': 'Quale {dim} ha la media di {measure} più alta?',
  'suggest.changeSince': 'Com’è cambiata la media di {measure} dal {year}?',
  'suggest.averageByMonth': 'Qual è la media di {measure} per mese?',
  'suggest.medianAndAverage': 'Quali sono la mediana e la media di {measure}?',
  'suggest.howManyDifferent': 'Quanti {dims} diversi ci sono?',
  'suggest.howManyKinds': 'Quanti tipi diversi di {dim} ci sono?',
  'suggest.correlated': 'Quanto sono correlati {a} e {b}?',

  'season.highLow': 'Il più alto: {high} ({highValue}); il più basso: {low} ({lowValue}).',
  'period.over': '(su {periods} con dati)',
  'word.moreInTable': '… e altri {n} nella tabella.',
  'stat.median': 'mediana',
  'stat.avg': 'media',
  'stat.min': 'minimo',
  'stat.max': 'massimo',
  'stat.spread': 'intervallo (massimo − minimo)',
  'stat.std': 'deviazione standard',
  'stat.percentile': '{nth}° percentile',
  'stat.values': '({n} valori)',
  'word.pearson': 'r di Pearson',
  'corr.result': 'r = {r} su {n} coppie: {relationship}.',
  'corr.strongPositive': 'una forte relazione positiva',
  'corr.strongNegative': 'una forte relazione negativa',
  'corr.moderatePositive': 'una relazione positiva moderata',
  'corr.moderateNegative': 'una relazione negativa moderata',
  'corr.weakPositive': 'una debole relazione positiva',
  'corr.weakNegative': 'una debole relazione negativa',
  'corr.none': 'nessuna relazione chiara',
  'overview.restate':
    'una panoramica dei dati: valori, intervallo e valori mancanti di ogni colonna, e la relazione più forte',
  'share.partOf': '({part} su {whole})',
  'compare.line': '{a} rispetto a {b}: {difference} {diff} ({pct}, rapporto {ratio}×)',
  'compare.noRowsFor': 'Nessuna riga per: {values}.',
}
