import type { SayKey } from './en'

/** Português (Brasil): the engine's sentences, one for every key of the English catalog. */
export const PT: Record<SayKey, string> = {
  'step.plan': 'Planejar a resposta',
  'step.query': 'Consultar os dados',
  'step.chart': 'Desenhar o gráfico',
  'step.respond': 'Conclusões',
  'chart.bar': 'gráfico de barras',
  'chart.line': 'gráfico de linhas',
  'chart.titleBy': '{measure} por {dim}',

  'talk.hello':
    'Olá! Pergunte o que quiser sobre {dataset}: totais, médias, rankings, tendências, distribuições, comparações ou correlações.',
  'talk.thanks': 'De nada! Faça outra pergunta quando quiser.',
  'talk.bye': 'Até logo! Sua sessão e as respostas dela ficam salvas.',
  'talk.help':
    'Respondo perguntas sobre seus dados com números reais calculados em SQL: totais e médias por grupo, os N primeiros, tendências ao longo do tempo, distribuições, comparações, correlações e contagens com filtros.',
  'talk.analytics':
    'Não havia nenhuma pergunta para analisar, então aqui está uma visão geral de {file}.',
  'talk.noData':
    'Ainda não há nenhuma fonte de dados sincronizada para analisar. Envie um arquivo CSV, TSV, JSON ou Parquet, ou escolha um conjunto de dados de exemplo.',

  'step.route': 'Escolher como responder',
  'step.search': 'Pesquisar nos documentos',
  'docs.routeOnly':
    'Respondendo a partir dos documentos: as fontes são documentos ({files}), sem nenhuma tabela para analisar.',
  'docs.routeMix':
    'Respondendo a partir dos documentos: {docHits} das {terms} palavras de conteúdo da pergunta ({words}) estão nos documentos e {tableHits} correspondem a colunas ou valores das tabelas.',
  'docs.routeTables':
    'Analisando as tabelas: {tableHits} das {terms} palavras de conteúdo da pergunta ({words}) correspondem a colunas, valores ou cálculos das tabelas e {docHits} estão nos documentos.',
  'docs.searched': 'Pesquisei {passages} trechos de {files} por: {words}.',
  'docs.found': 'Trechos mais relevantes: {list}.',
  'docs.answer': 'Segundo os documentos:',
  'docs.notSaid': 'Os documentos não dizem nada sobre {words}.',
  'docs.notTogether':
    'Os documentos não dizem: nenhum trecho fala de {words} ao mesmo tempo, então não há nada para citar.',
  'docs.noWords': 'Os documentos não dizem: a pergunta não tem palavras para procurar neles.',
  'docs.needTable':
    'A análise precisa de uma tabela, e aqui as fontes são apenas documentos ({files}). Pergunte no modo AUTO para ter uma resposta a partir dos documentos, com citações e referências.',
  'docs.page': 'página {page}',
  'docs.slide': 'slide {page}',
  'step.write': 'Redigir a resposta',
  'docs.written':
    'Redigido por {model} a partir dos trechos encontrados: cada frase cita um trecho, e cada número nela está no trecho citado.',
  'docs.modelFallback':
    'A resposta cita os trechos como foram escritos: não foi possível usar a resposta de {model} ({reason}).',
  'docs.modelNotSaid':
    'Os documentos não dizem: os trechos encontrados não respondem a esta pergunta.',

  'reply.readAs': 'Entendi assim: {plan}.',
  'reply.followUp': 'Continuando a partir da pergunta anterior.',
  'reply.notUnderstood': 'Palavras que não consegui interpretar: {words}.',
  'reply.setAside': 'Palavras que não mudam esta resposta: {words}.',
  'reply.cannotCompute':
    'Não posso responder a isso com {file}: nada nos dados mede {words}, então não vou dar um número.',
  'reply.cannotSelect':
    'Não posso responder a isso com {file}: nada nos dados indica quais linhas eram {words}, então não vou dar um número.',
  'reply.noTime':
    'Não consigo mostrar uma evolução no tempo com {file}: não há coluna de data nem de ano, só um retrato de um momento.',
  'reply.notPlanned':
    'Não é possível saber o que calcular a partir desta pergunta em {file}, então não dou nenhum número.',
  'reply.forecast':
    'Não consigo prever o futuro com estes dados; em vez disso, veja o que eles mostram até agora: {plan}.',
  'reply.cannotWhy':
    'Não posso dizer o porquê com {file}: os dados registram o que aconteceu, não as causas, então não vou dar um número.',
  'reply.noPeriod':
    'Não consigo responder isso com {file}: não há dados de {period} (o arquivo cobre de {from} a {to}), então não vou dar um número.',
  'reply.tryInstead': 'Perguntas que consigo responder:',
  'reply.columns': 'Os dados têm estas colunas: {columns}.',
  'reply.noRows': 'Nenhuma linha atende a estas condições.',
  'reply.retry':
    'A primeira tentativa falhou ({error}). Tentando de novo, ignorando os valores que não são números.',

  'note.smallGroup':
    'Observação: {group} tem só {n} linhas, então o número se apoia em poucos dados.',
  'note.partial': 'Observação: {period} é um período incompleto ({n} de {full} meses).',
  'note.tied': 'Empate: {n} grupos dividem estas posições, então todos são mostrados.',
  'note.tiedMany': 'Empate: pelo menos {n} dividem estas posições; só {n} deles são mostrados.',
  'note.ignoredOne': '{n} valor que não é número foi ignorado.',
  'note.ignoredOther': '{n} valores que não são números foram ignorados.',

  'word.total': 'total de {x}',
  'word.average': 'média de {x}',
  'word.median': 'mediana de {x}',
  'word.count': 'quantidade de {x}',
  'word.distinct': 'quantidade de {x} distintos',
  'word.min': 'menor {x}',
  'word.max': 'maior {x}',
  'word.share': 'participação de {x}',
  'word.unconverted': '{x} (como armazenado, sem conversão para {unit})',
  'word.ratio': 'razão de {x}',
  'word.missing': 'linhas sem {x}',
  'word.known': 'linhas com {x} preenchido',
  'word.points': 'pontos percentuais',
  'word.difference': 'diferença',
  'compare.higherBy': '{higher} é maior que {lower} em {gap}.',
  'word.change': 'variação',
  'word.correlation': 'correlação entre {x} e {y}',
  'word.rows': 'linhas',
  'word.and': ' e ',
  'word.where': ' em que ',
  'word.per': ' por ',
  'word.top': 'os {n} primeiros',
  'word.first': 'primeiro',
  'word.last': 'último',
  'word.of': ' de ',
  'word.between': 'entre {a} e {b}',
  'word.vs': ' versus ',
  'word.averagedYear': '{measure} em cada ano, na média dos anos com dados',
  'word.averagedMonth': '{measure} em cada mês, na média dos meses com dados',
  'word.averagedDay': '{measure} em cada dia, na média dos dias com dados',
  'word.allGroups': '{x}, os {n} grupos somados',
  'word.calendarMonth': 'mês do ano (todos os anos juntos)',
  'word.highestN': 'os {n} maiores',
  'word.lowestN': 'os {n} menores',
  'word.rowsHighest': 'as {n} linhas com maior {x}',
  'word.rowsLowest': 'as {n} linhas com menor {x}',
  'word.rowHighest': 'a linha com maior {x}',
  'word.rowLowest': 'a linha com menor {x}',

  'planner.plannedBy': 'Planejado por {model}.',
  'planner.fallback':
    'Planejado pelas regras integradas: não foi possível usar a resposta de {model} ({reason}).',
  'planner.sqlPlan':
    'Planejado por {model}: {restatement}. O modelo escreveu esta consulta SQL; ela foi verificada (um único SELECT apenas sobre este conjunto de dados) e executada com limite de {rows} linhas.',
  'planner.cannot': 'Não consigo responder isso com {files}: {reason}',
  'planner.cannotStep':
    'Planejado por {model}, que concluiu que os dados não permitem responder a esta pergunta.',
  'planner.noRows': 'Nenhuma linha corresponde a esta pergunta.',
  'planner.value': 'A resposta é **{value}** ({column}).',
  'planner.row': 'A resposta: {pairs}.',
  'planner.rows': 'A consulta retornou {n} linhas:',
  'planner.rowsFirst': 'A consulta retornou {n} linhas; as {shown} primeiras:',
  'planner.total': 'Totais destas {n} linhas: {totals}.',
  'planner.truncated': 'Só as {n} primeiras linhas foram mantidas.',
  'planner.chart': 'Um {chart} de {y} por {x}.',
  'planner.timeout': 'sem resposta em {s} s',
  'planner.empty': 'a consulta não retornou nenhuma linha',

  'suggest.totalBy': 'Qual é o total de {measure} por {dim}?',
  'planner.wrongLanguage': 'o texto dela estava em {seen}, não em {asked}',
  'suggest.averageBy': 'Qual é a média de {measure} por {dim}?',
  'suggest.highestAverage': 'Qual {dim} tem a maior média de {measure}?',
  'suggest.changeSince': 'Como a média de {measure} mudou desde {year}?',
  'suggest.averageByMonth': 'Qual é a média de {measure} por mês?',
  'suggest.medianAndAverage': 'Quais são a mediana e a média de {measure}?',
  'suggest.howManyDifferent': 'Quantos {dims} diferentes existem?',
  'suggest.howManyKinds': 'Quantos tipos diferentes de {dim} existem?',
  'suggest.correlated': 'Qual é a força da correlação entre {a} e {b}?',

  'season.highLow': 'Mais alto: {high} ({highValue}); mais baixo: {low} ({lowValue}).',
  'period.over': '(em {periods} com dados)',
  'word.moreInTable': '… e mais {n} na tabela.',
  'stat.median': 'mediana',
  'stat.avg': 'média',
  'stat.min': 'mínimo',
  'stat.max': 'máximo',
  'stat.spread': 'amplitude (máximo − mínimo)',
  'stat.std': 'desvio padrão',
  'stat.percentile': 'percentil {nth}',
  'stat.values': '({n} valores)',
  'word.pearson': 'r de Pearson',
  'corr.result': 'r = {r} em {n} pares: {relationship}.',
  'corr.strongPositive': 'uma relação positiva forte',
  'corr.strongNegative': 'uma relação negativa forte',
  'corr.moderatePositive': 'uma relação positiva moderada',
  'corr.moderateNegative': 'uma relação negativa moderada',
  'corr.weakPositive': 'uma relação positiva fraca',
  'corr.weakNegative': 'uma relação negativa fraca',
  'corr.none': 'nenhuma relação clara',
  'overview.restate':
    'um panorama dos dados: os valores, a faixa e os valores ausentes de cada coluna, e a relação mais forte',
  'share.partOf': '({part} de {whole})',
  'compare.line': '{a} em comparação com {b}: {difference} {diff} ({pct}, razão {ratio}×)',
  'compare.noRowsFor': 'Nenhuma linha para: {values}.',
}
