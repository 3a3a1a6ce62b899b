import type { SayKey } from './en'

/** Deutsch: the engine's sentences, one for every key of the English catalog. */
export const DE: Record<SayKey, string> = {
  'step.plan': 'Antwort planen',
  'step.query': 'Daten abfragen',
  'step.chart': 'Diagramm zeichnen',
  'step.respond': 'Fazit',
  'chart.bar': 'Balkendiagramm',
  'chart.line': 'Liniendiagramm',
  'chart.titleBy': '{measure} nach {dim}',

  'talk.hello':
    'Hallo! Fragen Sie mich alles zu {dataset}: Summen, Durchschnitte, Ranglisten, Trends, Verteilungen, Vergleiche oder Korrelationen.',
  'talk.thanks': 'Gern geschehen! Stellen Sie jederzeit eine weitere Frage.',
  'talk.bye': 'Auf Wiedersehen! Ihre Sitzung und ihre Antworten sind gespeichert.',
  'talk.help':
    'Ich beantworte Fragen zu Ihren Daten mit echten, per SQL berechneten Zahlen: Summen und Durchschnitte nach Gruppen, Top N, Entwicklungen über die Zeit, Verteilungen, Vergleiche, Korrelationen und gefilterte Zählungen.',
  'talk.analytics': 'Es gab keine Frage zu analysieren, daher hier ein Überblick über {file}.',
  'talk.noData':
    'Es gibt noch keine synchronisierte Datenquelle zum Analysieren. Laden Sie eine CSV-, TSV-, JSON- oder Parquet-Datei hoch oder wählen Sie einen Beispieldatensatz.',

  'step.route': 'Antwortweg wählen',
  'step.search': 'Dokumente durchsuchen',
  'docs.routeOnly':
    'Antwort aus den Dokumenten: Die Quellen sind Dokumente ({files}), es gibt keine Tabelle zu analysieren.',
  'docs.routeMix':
    'Antwort aus den Dokumenten: {docHits} der {terms} Inhaltswörter der Frage ({words}) kommen in den Dokumenten vor, {tableHits} bezeichnen Spalten oder Werte der Tabellen.',
  'docs.routeTables':
    'Analyse der Tabellen: {tableHits} der {terms} Inhaltswörter der Frage ({words}) bezeichnen Spalten, Werte oder Berechnungen der Tabellen, {docHits} kommen in den Dokumenten vor.',
  'docs.searched': '{passages} Textstellen aus {files} durchsucht nach: {words}.',
  'docs.found': 'Passendste Textstellen: {list}.',
  'docs.answer': 'Laut den Dokumenten:',
  'docs.notSaid': 'Die Dokumente sagen nichts über {words}.',
  'docs.notTogether':
    'Die Dokumente sagen es nicht: Keine Textstelle spricht von {words} zugleich, also gibt es nichts zu zitieren.',
  'docs.noWords':
    'Die Dokumente sagen es nicht: Die Frage enthält keine Wörter, nach denen sich darin suchen ließe.',
  'docs.needTable':
    'Eine Analyse braucht eine Tabelle, und die Quellen hier sind nur Dokumente ({files}). Fragen Sie im Modus AUTO, um eine Antwort aus den Dokumenten mit Zitaten und Quellenangaben zu erhalten.',
  'docs.page': 'Seite {page}',
  'docs.slide': 'Folie {page}',
  'step.write': 'Antwort verfassen',
  'docs.written':
    'Von {model} aus den gefundenen Textstellen verfasst: Jeder Satz zitiert eine Textstelle, und jede Zahl darin steht in der zitierten Textstelle.',
  'docs.modelFallback':
    'Die Antwort zitiert die Textstellen wörtlich: Die Antwort von {model} war nicht verwendbar ({reason}).',
  'docs.modelNotSaid':
    'Die Dokumente sagen es nicht: Die gefundenen Textstellen beantworten diese Frage nicht.',

  'reply.readAs': 'So habe ich die Frage verstanden: {plan}.',
  'reply.followUp': 'Anknüpfend an die vorige Frage.',
  'reply.notUnderstood': 'Wörter, die ich nicht zuordnen konnte: {words}.',
  'reply.setAside': 'Wörter, die diese Antwort nicht ändern: {words}.',
  'reply.cannotCompute':
    'Das kann ich mit {file} nicht beantworten: Nichts darin misst {words}, daher nenne ich keine Zahl.',
  'reply.cannotSelect':
    'Das kann ich mit {file} nicht beantworten: Nichts darin zeigt, welche Zeilen {words} waren, daher nenne ich keine Zahl.',
  'reply.noTime':
    'Eine zeitliche Entwicklung kann ich mit {file} nicht zeigen: Es gibt keine Datums- oder Jahresspalte, nur eine Momentaufnahme.',
  'reply.notPlanned':
    'Ich konnte dieser Frage zu {file} nicht entnehmen, was zu berechnen ist, daher nenne ich keine Zahl.',
  'reply.forecast':
    'Die Zukunft kann ich aus diesen Daten nicht vorhersagen; stattdessen zeige ich, was sie bisher zeigen: {plan}.',
  'reply.cannotWhy':
    'Das Warum kann ich mit {file} nicht beantworten: Die Daten halten fest, was geschah, nicht die Ursachen, daher nenne ich keine Zahl.',
  'reply.noPeriod':
    'Das kann ich mit {file} nicht beantworten: Für {period} gibt es keine Daten (sie reichen von {from} bis {to}), daher nenne ich keine Zahl.',
  'reply.tryInstead': 'Fragen, die ich stattdessen beantworten kann:',
  'reply.columns': 'Die Daten haben diese Spalten: {columns}.',
  'reply.noRows': 'Keine Zeile erfüllt diese Bedingungen.',
  'reply.retry':
    'Der erste Versuch ist fehlgeschlagen ({error}). Neuer Versuch, bei dem Werte, die keine Zahlen sind, ignoriert werden.',

  'note.smallGroup': 'Hinweis: {group} hat nur {n} Zeilen, der Wert beruht also auf wenigen Daten.',
  'note.partial': 'Hinweis: {period} ist ein unvollständiger Zeitraum ({n} von {full} Monaten).',
  'note.tied': 'Gleichstand: {n} Gruppen teilen sich diese Plätze, daher werden alle gezeigt.',
  'note.tiedMany':
    'Gleichstand: Mindestens {n} teilen sich diese Plätze; nur {n} davon werden gezeigt.',
  'note.ignoredOne': '{n} Wert, der keine Zahl ist, wurde ignoriert.',
  'note.ignoredOther': '{n} Werte, die keine Zahlen sind, wurden ignoriert.',

  'word.total': 'Summe von {x}',
  'word.average': 'Durchschnitt von {x}',
  'word.median': 'Median von {x}',
  'word.count': 'Anzahl {x}',
  'word.distinct': 'Anzahl verschiedener {x}',
  'word.min': 'niedrigster Wert von {x}',
  'word.max': 'höchster Wert von {x}',
  'word.share': 'Anteil von {x}',
  'word.unconverted': '{x} (wie gespeichert, nicht in {unit} umgerechnet)',
  'word.ratio': 'Verhältnis von {x}',
  'word.missing': 'Zeilen ohne {x}',
  'word.known': 'Zeilen mit {x}',
  'word.points': 'Prozentpunkte',
  'word.difference': 'Differenz',
  'compare.higherBy': '{higher} liegt um {gap} über {lower}.',
  'word.change': 'Veränderung',
  'word.correlation': 'Korrelation zwischen {x} und {y}',
  'word.rows': 'Zeilen',
  'word.and': ' und ',
  'word.where': ' mit ',
  'word.per': ' nach ',
  'word.top': 'Top {n}',
  'word.first': 'erster',
  'word.last': 'letzter',
  'word.of': ' von ',
  'word.between': 'zwischen {a} und {b}',
  'word.vs': ' gegenüber ',
  'word.averagedYear': '{measure} je Jahr, gemittelt über die Jahre mit Daten',
  'word.averagedMonth': '{measure} je Monat, gemittelt über die Monate mit Daten',
  'word.averagedDay': '{measure} je Tag, gemittelt über die Tage mit Daten',
  'word.allGroups': '{x}, alle {n} Gruppen zusammen',
  'word.calendarMonth': 'Kalendermonat (alle Jahre zusammen)',
  'word.highestN': 'die {n} höchsten',
  'word.lowestN': 'die {n} niedrigsten',
  'word.rowsHighest': 'die {n} Zeilen mit dem höchsten Wert von {x}',
  'word.rowsLowest': 'die {n} Zeilen mit dem niedrigsten Wert von {x}',
  'word.rowHighest': 'die Zeile mit dem höchsten Wert von {x}',
  'word.rowLowest': 'die Zeile mit dem niedrigsten Wert von {x}',

  'planner.plannedBy': 'Geplant von {model}.',
  'planner.fallback':
    'Geplant von den eingebauten Regeln: Die Antwort von {model} war nicht verwendbar ({reason}).',
  'planner.sqlPlan':
    'Geplant von {model}: {restatement}. Das Modell hat diese SQL-Abfrage geschrieben; sie wurde geprüft (ein einzelnes SELECT nur auf diesem Datensatz) und mit einem Limit von {rows} Zeilen ausgeführt.',
  'planner.cannot': 'Das kann ich mit {files} nicht beantworten: {reason}',
  'planner.cannotStep':
    'Geplant von {model}, das festgestellt hat, dass die Daten diese Frage nicht beantworten können.',
  'planner.noRows': 'Keine Zeile passt zu dieser Frage.',
  'planner.value': 'Die Antwort ist **{value}** ({column}).',
  'planner.row': 'Die Antwort: {pairs}.',
  'planner.rows': 'Die Abfrage hat {n} Zeilen geliefert:',
  'planner.rowsFirst': 'Die Abfrage hat {n} Zeilen geliefert; die ersten {shown}:',
  'planner.total': 'Summen über diese {n} Zeilen: {totals}.',
  'planner.truncated': 'Nur die ersten {n} Zeilen wurden behalten.',
  'planner.chart': 'Ein {chart} von {y} nach {x}.',
  'planner.timeout': 'keine Antwort innerhalb von {s} s',
  'planner.empty': 'seine Abfrage hat keine Zeilen geliefert',

  'suggest.totalBy': 'Wie hoch ist die Summe von {measure} nach {dim}?',
  'planner.wrongLanguage': 'sein Text war auf {seen} statt auf {asked} geschrieben',
  'suggest.averageBy': 'Wie hoch ist der Durchschnitt von {measure} nach {dim}?',
  'suggest.highestAverage': 'Welcher Wert von {dim} hat den höchsten Durchschnitt von {measure}?',
  'suggest.changeSince': 'Wie hat sich der Durchschnitt von {measure} seit {year} verändert?',
  'suggest.averageByMonth': 'Wie hoch ist der Durchschnitt von {measure} pro Monat?',
  'suggest.medianAndAverage': 'Wie hoch sind Median und Durchschnitt von {measure}?',
  'suggest.howManyDifferent': 'Wie viele verschiedene {dims} gibt es?',
  'suggest.howManyKinds': 'Wie viele verschiedene Arten von {dim} gibt es?',
  'suggest.correlated': 'Wie stark korrelieren {a} und {b}?',

  'season.highLow': 'Am höchsten: {high} ({highValue}); am niedrigsten: {low} ({lowValue}).',
  'period.over': '(über {periods} mit Daten)',
  'word.moreInTable': '… und {n} weitere in der Tabelle.',
  'stat.median': 'Median',
  'stat.avg': 'Mittelwert',
  'stat.min': 'Minimum',
  'stat.max': 'Maximum',
  'stat.spread': 'Spannweite (Maximum − Minimum)',
  'stat.std': 'Standardabweichung',
  'stat.percentile': '{nth}. Perzentil',
  'stat.values': '({n} Werte)',
  'word.pearson': 'Pearsons r',
  'corr.result': 'r = {r} über {n} Paare: {relationship}.',
  'corr.strongPositive': 'ein starker positiver Zusammenhang',
  'corr.strongNegative': 'ein starker negativer Zusammenhang',
  'corr.moderatePositive': 'ein mäßiger positiver Zusammenhang',
  'corr.moderateNegative': 'ein mäßiger negativer Zusammenhang',
  'corr.weakPositive': 'ein schwacher positiver Zusammenhang',
  'corr.weakNegative': 'ein schwacher negativer Zusammenhang',
  'corr.none': 'kein klarer Zusammenhang',
  'overview.restate':
    'ein Überblick über die Daten: Werte, Wertebereich und fehlende Werte jeder Spalte und der stärkste Zusammenhang',
  'share.partOf': '({part} von {whole})',
  'compare.line': '{a} gegenüber {b}: {difference} {diff} ({pct}, Verhältnis {ratio}×)',
  'compare.noRowsFor': 'Keine Zeilen für: {values}.',
}
