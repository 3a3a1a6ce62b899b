import type { SayKey } from './en'

/** Español: the engine's sentences, one for every key of the English catalog. */
export const ES: Record<SayKey, string> = {
  'step.plan': 'Planificar la respuesta',
  'step.query': 'Consultar los datos',
  'step.chart': 'Dibujar el gráfico',
  'step.respond': 'Conclusiones',
  'chart.bar': 'gráfico de barras',
  'chart.line': 'gráfico de líneas',
  'chart.titleBy': '{measure} por {dim}',

  'talk.hello':
    '¡Hola! Pregúntame lo que quieras sobre {dataset}: totales, promedios, clasificaciones, tendencias, distribuciones, comparaciones o correlaciones.',
  'talk.thanks': '¡De nada! Haz otra pregunta cuando quieras.',
  'talk.bye': '¡Hasta luego! Tu sesión y sus respuestas quedan guardadas.',
  'talk.help':
    'Respondo preguntas sobre tus datos con cifras reales calculadas en SQL: totales y promedios por grupo, los N primeros, tendencias en el tiempo, distribuciones, comparaciones, correlaciones y recuentos con filtros.',
  'talk.analytics':
    'No había ninguna pregunta que analizar, así que aquí tienes un resumen de {file}.',
  'talk.noData':
    'Todavía no hay ninguna fuente de datos sincronizada para analizar. Sube un archivo CSV, TSV, JSON o Parquet, o elige un conjunto de datos de ejemplo.',

  'step.route': 'Elegir cómo responder',
  'step.search': 'Buscar en los documentos',
  'docs.routeOnly':
    'Respondo a partir de los documentos: las fuentes son documentos ({files}) y no hay ninguna tabla que analizar.',
  'docs.routeMix':
    'Respondo a partir de los documentos: {docHits} de las {terms} palabras con contenido de la pregunta ({words}) aparecen en los documentos y {tableHits} corresponden a columnas o valores de las tablas.',
  'docs.routeTables':
    'Analizo las tablas: {tableHits} de las {terms} palabras con contenido de la pregunta ({words}) corresponden a columnas, valores o cálculos de las tablas y {docHits} aparecen en los documentos.',
  'docs.searched': 'He buscado en {passages} fragmentos de {files}: {words}.',
  'docs.found': 'Fragmentos más relevantes: {list}.',
  'docs.answer': 'Según los documentos:',
  'docs.notSaid': 'Los documentos no dicen nada sobre {words}.',
  'docs.notTogether':
    'Los documentos no lo dicen: ningún fragmento habla de {words} a la vez, así que no hay nada que citar.',
  'docs.noWords': 'Los documentos no lo dicen: la pregunta no tiene palabras que buscar en ellos.',
  'docs.needTable':
    'El análisis necesita una tabla y aquí las fuentes son solo documentos ({files}). Pregunta en modo AUTO para obtener una respuesta a partir de los documentos, con citas y referencias.',
  'docs.page': 'página {page}',
  'docs.slide': 'diapositiva {page}',
  'step.write': 'Redactar la respuesta',
  'docs.written':
    'Redactado por {model} a partir de los fragmentos encontrados: cada frase cita un fragmento y cada cifra que contiene aparece en el fragmento citado.',
  'docs.modelFallback':
    'La respuesta cita los fragmentos tal como están escritos: no se pudo usar la respuesta de {model} ({reason}).',
  'docs.modelNotSaid':
    'Los documentos no lo dicen: los fragmentos encontrados no responden a esta pregunta.',

  'reply.readAs': 'Lo he entendido así: {plan}.',
  'reply.followUp': 'Continúo a partir de la pregunta anterior.',
  'reply.notUnderstood': 'Palabras que no he sabido interpretar: {words}.',
  'reply.setAside': 'Palabras que no cambian esta respuesta: {words}.',
  'reply.cannotCompute':
    'No puedo responder a eso con {file}: nada en los datos mide {words}, así que no daré ninguna cifra.',
  'reply.cannotSelect':
    'No puedo responder a eso con {file}: nada en los datos indica qué filas eran {words}, así que no daré ninguna cifra.',
  'reply.noTime':
    'No puedo mostrar una evolución en el tiempo con {file}: no tiene ninguna columna de fecha ni de año, solo una instantánea.',
  'reply.notPlanned':
    'No puedo determinar qué calcular a partir de esta pregunta en {file}, así que no doy ninguna cifra.',
  'reply.forecast':
    'No puedo predecir el futuro con estos datos; en su lugar, esto es lo que muestran hasta ahora: {plan}.',
  'reply.cannotWhy':
    'No puedo saber el porqué con {file}: los datos registran lo que ocurrió, no sus causas, así que no daré ninguna cifra.',
  'reply.noPeriod':
    'No puedo responder a eso con {file}: no hay datos de {period} (abarca de {from} a {to}), así que no daré ninguna cifra.',
  'reply.tryInstead': 'Preguntas que sí puedo responder:',
  'reply.columns': 'Los datos tienen estas columnas: {columns}.',
  'reply.noRows': 'Ninguna fila cumple estas condiciones.',
  'reply.retry':
    'El primer intento falló ({error}). Lo vuelvo a intentar sin tener en cuenta los valores que no son números.',

  'note.smallGroup': 'Nota: {group} solo tiene {n} filas, así que su cifra se basa en pocos datos.',
  'note.partial': 'Nota: {period} es un periodo incompleto ({n} de {full} meses).',
  'note.tied': 'Empate: {n} grupos comparten estas posiciones, así que se muestran todos.',
  'note.tiedMany':
    'Empate: al menos {n} comparten estas posiciones; solo se muestran {n} de ellos.',
  'note.ignoredOne': 'Se ha descartado {n} valor que no es un número.',
  'note.ignoredOther': 'Se han descartado {n} valores que no son números.',

  'word.total': 'total de {x}',
  'word.average': 'promedio de {x}',
  'word.median': 'mediana de {x}',
  'word.count': 'número de {x}',
  'word.distinct': 'número de {x} distintos',
  'word.min': '{x} mínimo',
  'word.max': '{x} máximo',
  'word.share': 'proporción de {x}',
  'word.unconverted': '{x} (tal como está guardado, sin convertir a {unit})',
  'word.ratio': 'cociente de {x}',
  'word.missing': 'filas sin {x}',
  'word.known': 'filas con {x}',
  'word.points': 'puntos porcentuales',
  'word.difference': 'diferencia',
  'compare.higherBy': '{higher} supera a {lower} en {gap}.',
  'word.change': 'variación',
  'word.correlation': 'correlación entre {x} y {y}',
  'word.rows': 'filas',
  'word.and': ' y ',
  'word.where': ' donde ',
  'word.per': ' por ',
  'word.top': 'los {n} primeros',
  'word.first': 'primero',
  'word.last': 'último',
  'word.of': ' de ',
  'word.between': 'entre {a} y {b}',
  'word.vs': ' frente a ',
  'word.averagedYear': '{measure} de cada año, promediado entre los años con datos',
  'word.averagedMonth': '{measure} de cada mes, promediado entre los meses con datos',
  'word.averagedDay': '{measure} de cada día, promediado entre los días con datos',
  'word.allGroups': '{x}, los {n} grupos en conjunto',
  'word.calendarMonth': 'mes del año (todos los años juntos)',
  'word.highestN': 'los {n} más altos',
  'word.lowestN': 'los {n} más bajos',
  'word.rowsHighest': 'las {n} filas con el {x} más alto',
  'word.rowsLowest': 'las {n} filas con el {x} más bajo',
  'word.rowHighest': 'la fila con el {x} más alto',
  'word.rowLowest': 'la fila con el {x} más bajo',

  'planner.plannedBy': 'Planificado por {model}.',
  'planner.fallback':
    'Planificado por las reglas integradas: no se pudo usar la respuesta de {model} ({reason}).',
  'planner.sqlPlan':
    'Planificado por {model}: {restatement}. El modelo escribió esta consulta SQL; se ha comprobado (un único SELECT solo sobre este conjunto de datos) y se ha ejecutado con un límite de {rows} filas.',
  'planner.cannot': 'No puedo responder a esto con {files}: {reason}',
  'planner.cannotStep':
    'Planificado por {model}, que ha determinado que los datos no permiten responder a esta pregunta.',
  'planner.noRows': 'Ninguna fila corresponde a esta pregunta.',
  'planner.value': 'La respuesta es **{value}** ({column}).',
  'planner.row': 'La respuesta: {pairs}.',
  'planner.rows': 'La consulta devolvió {n} filas:',
  'planner.rowsFirst': 'La consulta devolvió {n} filas; estas son las {shown} primeras:',
  'planner.total': 'Totales de estas {n} filas: {totals}.',
  'planner.truncated': 'Solo se han conservado las {n} primeras filas.',
  'planner.chart': 'Un {chart} de {y} por {x}.',
  'planner.timeout': 'sin respuesta en {s} s',
  'planner.empty': 'su consulta no devolvió ninguna fila',

  'suggest.totalBy': '¿Cuál es el total de {measure} por {dim}?',
  'planner.wrongLanguage': 'su texto estaba escrito en {seen}, no en {asked}',
  'suggest.averageBy': '¿Cuál es el promedio de {measure} por {dim}?',
  'suggest.highestAverage': '¿Qué {dim} tiene el promedio de {measure} más alto?',
  'suggest.changeSince': '¿Cómo ha cambiado el promedio de {measure} desde {year}?',
  'suggest.averageByMonth': '¿Cuál es el promedio de {measure} por mes?',
  'suggest.medianAndAverage': '¿Cuáles son la mediana y el promedio de {measure}?',
  'suggest.howManyDifferent': '¿Cuántos {dims} distintos hay?',
  'suggest.howManyKinds': '¿Cuántos tipos distintos de {dim} hay?',
  'suggest.correlated': '¿Qué tan fuerte es la correlación entre {a} y {b}?',

  'season.highLow': 'Más alto: {high} ({highValue}); más bajo: {low} ({lowValue}).',
  'period.over': '(sobre {periods} con datos)',
  'word.moreInTable': '… y {n} más en la tabla.',
  'stat.median': 'mediana',
  'stat.avg': 'media',
  'stat.min': 'mínimo',
  'stat.max': 'máximo',
  'stat.spread': 'rango (máximo − mínimo)',
  'stat.std': 'desviación estándar',
  'stat.percentile': 'percentil {nth}',
  'stat.values': '({n} valores)',
  'word.pearson': 'r de Pearson',
  'corr.result': 'r = {r} con {n} pares: {relationship}.',
  'corr.strongPositive': 'una relación positiva fuerte',
  'corr.strongNegative': 'una relación negativa fuerte',
  'corr.moderatePositive': 'una relación positiva moderada',
  'corr.moderateNegative': 'una relación negativa moderada',
  'corr.weakPositive': 'una relación positiva débil',
  'corr.weakNegative': 'una relación negativa débil',
  'corr.none': 'ninguna relación clara',
  'overview.restate':
    'un resumen de los datos: los valores, el rango y los valores que faltan de cada columna, y la relación más fuerte',
  'share.partOf': '({part} de {whole})',
  'compare.line': '{a} frente a {b}: {difference} {diff} ({pct}, razón {ratio}×)',
  'compare.noRowsFor': 'No hay filas para: {values}.',
}
