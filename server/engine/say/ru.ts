import type { SayKey } from './en'

/** Русский: the engine's sentences, one for every key of the English catalog. */
export const RU: Record<SayKey, string> = {
  'step.plan': 'Планирование ответа',
  'step.query': 'Запрос к данным',
  'step.chart': 'Построение диаграммы',
  'step.respond': 'Выводы',
  'chart.bar': 'столбчатая диаграмма',
  'chart.line': 'линейный график',
  'chart.titleBy': '{measure} по {dim}',

  'talk.hello':
    'Здравствуйте! Спрашивайте что угодно о {dataset}: суммы, средние, рейтинги, тренды, распределения, сравнения или корреляции.',
  'talk.thanks': 'Пожалуйста! Задавайте новый вопрос, когда захотите.',
  'talk.bye': 'До свидания! Ваш сеанс и ответы в нём сохранены.',
  'talk.help':
    'Я отвечаю на вопросы о ваших данных реальными числами, вычисленными в SQL: суммы и средние по группам, первые N, динамика во времени, распределения, сравнения, корреляции и подсчёты с фильтрами.',
  'talk.analytics': 'Вопроса для анализа не было, поэтому вот обзор {file}.',
  'talk.noData':
    'Пока нет синхронизированного источника данных для анализа. Загрузите файл CSV, TSV, JSON или Parquet либо выберите пример набора данных.',

  'step.route': 'Выбор способа ответа',
  'step.search': 'Поиск по документам',
  'docs.routeOnly':
    'Ответ по документам: источники — документы ({files}), таблицы для анализа нет.',
  'docs.routeMix':
    'Ответ по документам: из {terms} значимых слов вопроса ({words}) в документах встречается {docHits}, столбцы или значения таблиц обозначает {tableHits}.',
  'docs.routeTables':
    'Анализ таблиц: из {terms} значимых слов вопроса ({words}) столбцы, значения или вычисления таблиц обозначает {tableHits}, в документах встречается {docHits}.',
  'docs.searched': 'Поиск по {passages} фрагментам из {files}: {words}.',
  'docs.found': 'Самые подходящие фрагменты: {list}.',
  'docs.answer': 'Согласно документам:',
  'docs.notSaid': 'В документах ничего не сказано о {words}.',
  'docs.notTogether':
    'В документах этого нет: ни один фрагмент не говорит о {words} одновременно, так что цитировать нечего.',
  'docs.noWords': 'В документах этого нет: в вопросе нет слов, которые можно в них искать.',
  'docs.needTable':
    'Для анализа нужна таблица, а источники здесь — только документы ({files}). Задайте вопрос в режиме AUTO, чтобы получить ответ по документам с цитатами и ссылками.',
  'docs.page': 'стр. {page}',
  'docs.slide': 'слайд {page}',
  'step.write': 'Составление ответа',
  'docs.written':
    'Составлено моделью {model} по найденным фрагментам: каждое предложение ссылается на фрагмент, и каждое число в нём есть в цитируемом фрагменте.',
  'docs.modelFallback':
    'Ответ цитирует фрагменты дословно: ответ модели {model} использовать не удалось ({reason}).',
  'docs.modelNotSaid': 'В документах этого нет: найденные фрагменты не отвечают на этот вопрос.',

  'reply.readAs': 'Я понял вопрос так: {plan}.',
  'reply.followUp': 'Продолжаю предыдущий вопрос.',
  'reply.notUnderstood': 'Слова, которые я не смог сопоставить: {words}.',
  'reply.setAside': 'Слова, которые не меняют этот ответ: {words}.',
  'reply.cannotCompute':
    'Я не могу ответить на это по {file}: ничто в данных не измеряет {words}, поэтому я не буду называть число.',
  'reply.cannotSelect':
    'Я не могу ответить на это по {file}: ничто в данных не показывает, какие строки были {words}, поэтому я не буду называть число.',
  'reply.noTime':
    'Я не могу показать изменения во времени по {file}: в нём нет столбца с датой или годом, только один срез.',
  'reply.notPlanned':
    'Я не могу понять, что вычислить по этому вопросу в {file}, поэтому не называю число.',
  'reply.forecast':
    'Я не могу предсказать будущее по этим данным; вместо этого вот что они показывают на сегодня: {plan}.',
  'reply.cannotWhy':
    'Я не могу сказать почему по {file}: данные фиксируют, что произошло, а не причины, поэтому я не буду называть число.',
  'reply.noPeriod':
    'Я не могу ответить на это по {file}: за {period} данных нет (они охватывают период с {from} по {to}), поэтому я не буду называть число.',
  'reply.tryInstead': 'Вопросы, на которые я могу ответить:',
  'reply.columns': 'В данных есть такие столбцы: {columns}.',
  'reply.noRows': 'Ни одна строка не удовлетворяет этим условиям.',
  'reply.retry':
    'Первая попытка не удалась ({error}). Повторяю, пропуская значения, которые не являются числами.',

  'note.smallGroup':
    'Примечание: в группе {group} всего {n} строк, поэтому её значение опирается на мало данных.',
  'note.partial': 'Примечание: {period} — неполный период ({n} из {full} мес.).',
  'note.tied': 'Равенство: {n} групп делят эти места, поэтому показаны все.',
  'note.tiedMany': 'Равенство: не менее {n} делят эти места; показаны только {n} из них.',
  'note.ignoredOne': 'Пропущено нечисловых значений: {n}.',
  'note.ignoredOther': 'Пропущено нечисловых значений: {n}.',

  'word.total': 'сумма {x}',
  'word.average': 'среднее {x}',
  'word.median': 'медиана {x}',
  'word.count': 'количество {x}',
  'word.distinct': 'число различных {x}',
  'word.min': 'минимум {x}',
  'word.max': 'максимум {x}',
  'word.share': 'доля {x}',
  'word.unconverted': '{x} (как хранится, без пересчёта в {unit})',
  'word.ratio': 'отношение {x}',
  'word.missing': 'строки без {x}',
  'word.known': 'строки с заполненным {x}',
  'word.points': 'п. п.',
  'word.difference': 'разница',
  'compare.higherBy': '{higher} больше, чем {lower}, на {gap}.',
  'word.change': 'изменение',
  'word.correlation': 'корреляция {x} и {y}',
  'word.rows': 'строки',
  'word.and': ' и ',
  'word.where': ' при условии ',
  'word.per': ' по ',
  'word.top': 'первые {n}',
  'word.first': 'первое',
  'word.last': 'последнее',
  'word.of': ' — ',
  'word.between': 'от {a} до {b}',
  'word.vs': ' против ',
  'word.averagedYear': '{measure} за каждый год, в среднем по годам с данными',
  'word.averagedMonth': '{measure} за каждый месяц, в среднем по месяцам с данными',
  'word.averagedDay': '{measure} за каждый день, в среднем по дням с данными',
  'word.allGroups': '{x}, все группы вместе ({n})',
  'word.calendarMonth': 'календарный месяц (все годы вместе)',
  'word.highestN': '{n} наибольших',
  'word.lowestN': '{n} наименьших',
  'word.rowsHighest': 'строки с наибольшим значением {x} (первые {n})',
  'word.rowsLowest': 'строки с наименьшим значением {x} (первые {n})',
  'word.rowHighest': 'строка с наибольшим значением {x}',
  'word.rowLowest': 'строка с наименьшим значением {x}',

  'planner.plannedBy': 'Спланировано моделью {model}.',
  'planner.fallback':
    'Спланировано встроенными правилами: ответ модели {model} использовать не удалось ({reason}).',
  'planner.sqlPlan':
    'Спланировано моделью {model}: {restatement}. Этот SQL-запрос написала модель; он проверен (один SELECT только по этому набору данных) и выполнен с ограничением в {rows} строк.',
  'planner.cannot': 'Я не могу ответить на это по {files}: {reason}',
  'planner.cannotStep':
    'Спланировано моделью {model}, которая определила, что данные не позволяют ответить на этот вопрос.',
  'planner.noRows': 'Ни одна строка не соответствует этому вопросу.',
  'planner.value': 'Ответ: **{value}** ({column}).',
  'planner.row': 'Ответ: {pairs}.',
  'planner.rows': 'Запрос вернул строк: {n}. Вот они:',
  'planner.rowsFirst': 'Запрос вернул строк: {n}; первые {shown}:',
  'planner.total': 'Итоги по этим строкам ({n}): {totals}.',
  'planner.truncated': 'Сохранены только первые строки ({n}).',
  'planner.chart': '{chart}: {y} по {x}.',
  'planner.timeout': 'нет ответа за {s} с',
  'planner.empty': 'её запрос не вернул ни одной строки',

  'suggest.totalBy': 'Какова сумма {measure} по {dim}?',
  'planner.wrongLanguage': 'её текст был написан на языке {seen}, а не {asked}',
  'suggest.averageBy': 'Каково среднее {measure} по {dim}?',
  'suggest.highestAverage': 'У какого значения {dim} самое высокое среднее {measure}?',
  'suggest.changeSince': 'Как изменилось среднее {measure} с {year} года?',
  'suggest.averageByMonth': 'Каково среднее {measure} по месяцам?',
  'suggest.medianAndAverage': 'Каковы медиана и среднее {measure}?',
  'suggest.howManyDifferent': 'Сколько всего различных {dims}?',
  'suggest.howManyKinds': 'Сколько различных видов {dim}?',
  'suggest.correlated': 'Насколько сильно коррелируют {a} и {b}?',

  'season.highLow': 'Выше всего: {high} ({highValue}); ниже всего: {low} ({lowValue}).',
  'period.over': '(за {periods} с данными)',
  'word.moreInTable': '… и ещё {n} в таблице.',
  'stat.median': 'медиана',
  'stat.avg': 'среднее',
  'stat.min': 'минимум',
  'stat.max': 'максимум',
  'stat.spread': 'размах (максимум − минимум)',
  'stat.std': 'стандартное отклонение',
  'stat.percentile': '{nth}-й процентиль',
  'stat.values': '(значений: {n})',
  'word.pearson': 'r Пирсона',
  'corr.result': 'r = {r} (пар: {n}): {relationship}.',
  'corr.strongPositive': 'сильная положительная связь',
  'corr.strongNegative': 'сильная отрицательная связь',
  'corr.moderatePositive': 'умеренная положительная связь',
  'corr.moderateNegative': 'умеренная отрицательная связь',
  'corr.weakPositive': 'слабая положительная связь',
  'corr.weakNegative': 'слабая отрицательная связь',
  'corr.none': 'явной связи нет',
  'overview.restate':
    'обзор данных: значения, диапазон и пропуски каждого столбца и самая сильная связь',
  'share.partOf': '({part} из {whole})',
  'compare.line': '{a} по сравнению с {b}: {difference} {diff} ({pct}, отношение {ratio}×)',
  'compare.noRowsFor': 'Нет строк для: {values}.',
}
