import type { SayKey } from './en'

/** Polski: the engine's sentences, one for every key of the English catalog. */
export const PL: Record<SayKey, string> = {
  'step.plan': 'Zaplanuj odpowiedź',
  'step.query': 'Wykonaj zapytanie',
  'step.chart': 'Narysuj wykres',
  'step.respond': 'Wnioski',
  'chart.bar': 'wykres słupkowy',
  'chart.line': 'wykres liniowy',
  'chart.titleBy': '{measure} według {dim}',

  'talk.hello':
    'Cześć! Zapytaj mnie o cokolwiek w {dataset}: sumy, średnie, rankingi, trendy, rozkłady, porównania lub korelacje.',
  'talk.thanks': 'Nie ma za co! Zadaj kolejne pytanie, kiedy zechcesz.',
  'talk.bye': 'Do zobaczenia! Twoja sesja i jej odpowiedzi zostały zapisane.',
  'talk.help':
    'Odpowiadam na pytania o Twoje dane prawdziwymi liczbami obliczonymi w SQL: sumy i średnie według grup, pierwsze N, trendy w czasie, rozkłady, porównania, korelacje i liczenie z filtrami.',
  'talk.analytics': 'Nie było pytania do analizy, więc oto przegląd {file}.',
  'talk.noData':
    'Nie ma jeszcze zsynchronizowanego źródła danych do analizy. Prześlij plik CSV, TSV, JSON lub Parquet albo wybierz przykładowy zbiór danych.',

  'step.route': 'Wybierz sposób odpowiedzi',
  'step.search': 'Przeszukaj dokumenty',
  'docs.routeOnly':
    'Odpowiedź na podstawie dokumentów: źródłami są dokumenty ({files}), nie ma tabeli do analizy.',
  'docs.routeMix':
    'Odpowiedź na podstawie dokumentów: {docHits} z {terms} słów treści pytania ({words}) występuje w dokumentach, {tableHits} oznacza kolumny lub wartości tabel.',
  'docs.routeTables':
    'Analiza tabel: {tableHits} z {terms} słów treści pytania ({words}) oznacza kolumny, wartości lub obliczenia tabel, {docHits} występuje w dokumentach.',
  'docs.searched': 'Przeszukano {passages} fragmentów z {files} pod kątem: {words}.',
  'docs.found': 'Najtrafniejsze fragmenty: {list}.',
  'docs.answer': 'Według dokumentów:',
  'docs.notSaid': 'Dokumenty nie mówią nic o {words}.',
  'docs.notTogether':
    'Dokumenty tego nie mówią: żaden fragment nie mówi jednocześnie o {words}, więc nie ma czego zacytować.',
  'docs.noWords':
    'Dokumenty tego nie mówią: pytanie nie zawiera słów, których można w nich szukać.',
  'docs.needTable':
    'Analiza wymaga tabeli, a źródłami są tu wyłącznie dokumenty ({files}). Zapytaj w trybie AUTO, aby otrzymać odpowiedź z dokumentów, z cytatami i odnośnikami.',
  'docs.page': 'strona {page}',
  'docs.slide': 'slajd {page}',
  'step.write': 'Zredaguj odpowiedź',
  'docs.written':
    'Zredagowane przez {model} na podstawie znalezionych fragmentów: każde zdanie cytuje fragment, a każda liczba w nim występuje w cytowanym fragmencie.',
  'docs.modelFallback':
    'Odpowiedź cytuje fragmenty dosłownie: nie udało się użyć odpowiedzi {model} ({reason}).',
  'docs.modelNotSaid':
    'Dokumenty tego nie mówią: znalezione fragmenty nie odpowiadają na to pytanie.',

  'reply.readAs': 'Rozumiem to tak: {plan}.',
  'reply.followUp': 'W nawiązaniu do poprzedniego pytania.',
  'reply.notUnderstood': 'Słowa, których nie udało mi się przypisać: {words}.',
  'reply.setAside': 'Słowa, które nie zmieniają tej odpowiedzi: {words}.',
  'reply.cannotCompute':
    'Nie mogę na to odpowiedzieć na podstawie {file}: nic w danych nie mierzy {words}, więc nie podam liczby.',
  'reply.cannotSelect':
    'Nie mogę na to odpowiedzieć na podstawie {file}: nic w danych nie wskazuje, które wiersze były {words}, więc nie podam liczby.',
  'reply.noTime':
    'Nie mogę pokazać zmian w czasie na podstawie {file}: nie ma kolumny z datą ani rokiem, tylko jeden stan w danej chwili.',
  'reply.notPlanned':
    'Nie udało mi się ustalić, co obliczyć na podstawie tego pytania w {file}, więc nie podaję liczby.',
  'reply.forecast':
    'Nie mogę przewidzieć przyszłości na podstawie tych danych; zamiast tego oto, co pokazują do tej pory: {plan}.',
  'reply.cannotWhy':
    'Nie mogę stwierdzić przyczyny na podstawie {file}: dane zapisują, co się wydarzyło, a nie dlaczego, więc nie podam liczby.',
  'reply.noPeriod':
    'Nie mogę na to odpowiedzieć na podstawie {file}: brak danych za {period} (obejmują okres od {from} do {to}), więc nie podam liczby.',
  'reply.tryInstead': 'Pytania, na które mogę odpowiedzieć:',
  'reply.columns': 'Dane mają następujące kolumny: {columns}.',
  'reply.noRows': 'Żaden wiersz nie spełnia tych warunków.',
  'reply.retry':
    'Pierwsza próba się nie powiodła ({error}). Ponawiam, pomijając wartości, które nie są liczbami.',

  'note.smallGroup':
    'Uwaga: {group} ma tylko {n} wierszy, więc ta wartość opiera się na niewielu danych.',
  'note.partial': 'Uwaga: {period} to niepełny okres ({n} z {full} miesięcy).',
  'note.tied': 'Remis: {n} grup dzieli te miejsca, więc pokazano wszystkie.',
  'note.tiedMany': 'Remis: co najmniej {n} dzieli te miejsca; pokazano tylko {n} z nich.',
  'note.ignoredOne': 'Pominięto {n} wartość, która nie jest liczbą.',
  'note.ignoredOther': 'Pominięte wartości, które nie są liczbami: {n}.',

  'word.total': 'suma {x}',
  'word.average': 'średnia {x}',
  'word.median': 'mediana {x}',
  'word.count': 'liczba {x}',
  'word.distinct': 'liczba różnych {x}',
  'word.min': 'najniższa wartość {x}',
  'word.max': 'najwyższa wartość {x}',
  'word.share': 'udział {x}',
  'word.unconverted': '{x} (tak jak zapisano, bez przeliczenia na {unit})',
  'word.ratio': 'stosunek {x}',
  'word.missing': 'wiersze bez {x}',
  'word.known': 'wiersze z wartością {x}',
  'word.points': 'punkty procentowe',
  'word.difference': 'różnica',
  'compare.higherBy': '{higher} przewyższa {lower} o {gap}.',
  'word.change': 'zmiana',
  'word.correlation': 'korelacja {x} i {y}',
  'word.rows': 'wiersze',
  'word.and': ' i ',
  'word.where': ' gdzie ',
  'word.per': ' według ',
  'word.top': 'pierwsze {n}',
  'word.first': 'pierwszy',
  'word.last': 'ostatni',
  'word.of': ' — ',
  'word.between': 'od {a} do {b}',
  'word.vs': ' wobec ',
  'word.averagedYear': '{measure} w każdym roku, uśrednione po latach z danymi',
  'word.averagedMonth': '{measure} w każdym miesiącu, uśrednione po miesiącach z danymi',
  'word.averagedDay': '{measure} w każdym dniu, uśrednione po dniach z danymi',
  'word.allGroups': '{x}, wszystkie grupy ({n}) łącznie',
  'word.calendarMonth': 'miesiąc kalendarzowy (wszystkie lata łącznie)',
  'word.highestN': '{n} najwyższych',
  'word.lowestN': '{n} najniższych',
  'word.rowsHighest': 'wiersze z najwyższą wartością {x} (pierwsze {n})',
  'word.rowsLowest': 'wiersze z najniższą wartością {x} (pierwsze {n})',
  'word.rowHighest': 'wiersz z najwyższą wartością {x}',
  'word.rowLowest': 'wiersz z najniższą wartością {x}',

  'planner.plannedBy': 'Zaplanowane przez {model}.',
  'planner.fallback':
    'Zaplanowane przez wbudowane reguły: nie udało się użyć odpowiedzi {model} ({reason}).',
  'planner.sqlPlan':
    'Zaplanowane przez {model}: {restatement}. Model napisał to zapytanie SQL; zostało sprawdzone (pojedynczy SELECT wyłącznie na tym zbiorze danych) i wykonane z limitem {rows} wierszy.',
  'planner.cannot': 'Nie mogę na to odpowiedzieć na podstawie {files}: {reason}',
  'planner.cannotStep':
    'Zaplanowane przez {model}, który uznał, że dane nie pozwalają odpowiedzieć na to pytanie.',
  'planner.noRows': 'Żaden wiersz nie pasuje do tego pytania.',
  'planner.value': 'Odpowiedź to **{value}** ({column}).',
  'planner.row': 'Odpowiedź: {pairs}.',
  'planner.rows': 'Wynik zapytania (wiersze: {n}):',
  'planner.rowsFirst': 'Wynik zapytania (wiersze: {n}); pierwsze {shown}:',
  'planner.total': 'Sumy z tych wierszy ({n}): {totals}.',
  'planner.truncated': 'Zachowano tylko pierwsze wiersze ({n}).',
  'planner.chart': '{chart}: {y} według {x}.',
  'planner.timeout': 'brak odpowiedzi w ciągu {s} s',
  'planner.empty': 'jego zapytanie nie zwróciło żadnych wierszy',

  'suggest.totalBy': 'Jaka jest suma {measure} według {dim}?',
  'planner.wrongLanguage': 'jego tekst był napisany w języku {seen}, a nie {asked}',
  'suggest.averageBy': 'Jaka jest średnia {measure} według {dim}?',
  'suggest.highestAverage': 'Który {dim} ma najwyższą średnią {measure}?',
  'suggest.changeSince': 'Jak zmieniła się średnia {measure} od {year} roku?',
  'suggest.averageByMonth': 'Jaka jest średnia {measure} w poszczególnych miesiącach?',
  'suggest.medianAndAverage': 'Jaka jest mediana i średnia {measure}?',
  'suggest.howManyDifferent': 'Ile jest różnych {dims}?',
  'suggest.howManyKinds': 'Ile jest różnych rodzajów {dim}?',
  'suggest.correlated': 'Jak silnie skorelowane są {a} i {b}?',

  'season.highLow': 'Najwyżej: {high} ({highValue}); najniżej: {low} ({lowValue}).',
  'period.over': '(z {periods} z danymi)',
  'word.moreInTable': '… i jeszcze {n} w tabeli.',
  'stat.median': 'mediana',
  'stat.avg': 'średnia',
  'stat.min': 'minimum',
  'stat.max': 'maksimum',
  'stat.spread': 'rozstęp (maksimum − minimum)',
  'stat.std': 'odchylenie standardowe',
  'stat.percentile': '{nth}. percentyl',
  'stat.values': '(liczba wartości: {n})',
  'word.pearson': 'r Pearsona',
  'corr.result': 'r = {r} (liczba par: {n}): {relationship}.',
  'corr.strongPositive': 'silna dodatnia zależność',
  'corr.strongNegative': 'silna ujemna zależność',
  'corr.moderatePositive': 'umiarkowana dodatnia zależność',
  'corr.moderateNegative': 'umiarkowana ujemna zależność',
  'corr.weakPositive': 'słaba dodatnia zależność',
  'corr.weakNegative': 'słaba ujemna zależność',
  'corr.none': 'brak wyraźnej zależności',
  'overview.restate':
    'przegląd danych: wartości, zakres i braki w każdej kolumnie oraz najsilniejsza zależność',
  'share.partOf': '({part} z {whole})',
  'compare.line': '{a} w porównaniu z {b}: {difference} {diff} ({pct}, stosunek {ratio}×)',
  'compare.noRowsFor': 'Brak wierszy dla: {values}.',
}
