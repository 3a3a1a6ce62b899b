import type { SayKey } from './en'

/** 한국어: the engine's sentences, one for every key of the English catalog. */
export const KO: Record<SayKey, string> = {
  'step.plan': '답변 계획',
  'step.query': '데이터 조회',
  'step.chart': '차트 그리기',
  'step.respond': '결론',
  'chart.bar': '막대 차트',
  'chart.line': '꺾은선 차트',
  'chart.titleBy': '{dim}별 {measure}',

  'talk.hello':
    '안녕하세요! {dataset}에 대해 무엇이든 물어보세요. 합계, 평균, 순위, 추세, 분포, 비교, 상관관계 등을 알려 드립니다.',
  'talk.thanks': '천만에요! 언제든 다른 질문을 해 주세요.',
  'talk.bye': '안녕히 가세요! 세션과 답변은 저장되어 있습니다.',
  'talk.help':
    '데이터에 관한 질문에 SQL로 계산한 실제 숫자로 답합니다. 그룹별 합계와 평균, 상위 N개, 시간에 따른 추세, 분포, 비교, 상관관계, 조건부 개수 등을 알려 드립니다.',
  'talk.analytics': '분석할 질문이 없어서 {file}의 개요를 보여 드립니다.',
  'talk.noData':
    '아직 분석할 동기화된 데이터 소스가 없습니다. CSV, TSV, JSON 또는 Parquet 파일을 업로드하거나 샘플 데이터 세트를 선택하세요.',

  'step.route': '답변 방식 선택',
  'step.search': '문서 검색',
  'docs.routeOnly': '문서에서 답합니다. 소스가 모두 문서({files})이며 분석할 표가 없습니다.',
  'docs.routeMix':
    '문서에서 답합니다. 질문의 내용어 {terms}개({words}) 중 {docHits}개가 문서에 있고, {tableHits}개가 표의 열이나 값을 가리킵니다.',
  'docs.routeTables':
    '표를 분석합니다. 질문의 내용어 {terms}개({words}) 중 {tableHits}개가 표의 열, 값 또는 계산을 가리키고, {docHits}개가 문서에 있습니다.',
  'docs.searched': '{files}의 단락 {passages}개에서 검색했습니다: {words}.',
  'docs.found': '가장 관련 있는 단락: {list}.',
  'docs.answer': '문서에 따르면:',
  'docs.notSaid': '문서에는 {words}에 관한 내용이 없습니다.',
  'docs.notTogether':
    '문서에 나와 있지 않습니다. {words}을(를) 함께 다루는 단락이 없어 인용할 내용이 없습니다.',
  'docs.noWords': '문서에 나와 있지 않습니다. 질문에 문서에서 찾을 단어가 없습니다.',
  'docs.needTable':
    '분석하려면 표가 필요한데, 여기 있는 소스는 문서({files})뿐입니다. 문서에서 인용과 출처를 담아 답을 받으려면 AUTO 모드로 질문하세요.',
  'docs.page': '{page}페이지',
  'docs.slide': '슬라이드 {page}',
  'step.write': '답변 작성',
  'docs.written':
    '찾은 단락을 바탕으로 {model}이(가) 작성했습니다. 모든 문장은 단락을 인용하며, 문장 속 숫자는 모두 인용한 단락에 있습니다.',
  'docs.modelFallback':
    '답변은 단락을 원문 그대로 인용합니다. {model}의 답변을 사용할 수 없었습니다({reason}).',
  'docs.modelNotSaid': '문서에 나와 있지 않습니다. 찾은 단락은 이 질문에 답하지 않습니다.',

  'reply.readAs': '질문을 이렇게 이해했습니다: {plan}.',
  'reply.followUp': '이전 질문에 이어서 답합니다.',
  'reply.notUnderstood': '해석하지 못한 단어: {words}.',
  'reply.setAside': '이 답변에 영향을 주지 않는 단어: {words}.',
  'reply.cannotCompute':
    '{file}로는 답할 수 없습니다. {words}을(를) 측정하는 항목이 없으므로 숫자를 제시하지 않겠습니다.',
  'reply.cannotSelect':
    '{file}로는 답할 수 없습니다. 어떤 행이 {words}였는지 알려 주는 항목이 없으므로 숫자를 제시하지 않겠습니다.',
  'reply.noTime':
    '{file}로는 시간에 따른 변화를 보여 드릴 수 없습니다. 날짜나 연도 열이 없고 한 시점의 스냅숏만 있습니다.',
  'reply.notPlanned':
    '{file}에 대한 이 질문에서는 무엇을 계산해야 할지 판단할 수 없어 숫자를 제시하지 않습니다.',
  'reply.forecast':
    '이 데이터로는 미래를 예측할 수 없습니다. 대신 지금까지 데이터가 보여 주는 내용입니다: {plan}.',
  'reply.cannotWhy':
    '{file}로는 이유를 알 수 없습니다. 데이터는 일어난 일을 기록할 뿐 원인은 기록하지 않으므로 숫자를 제시하지 않겠습니다.',
  'reply.noPeriod':
    '{file}로는 답할 수 없습니다. {period}에 대한 데이터가 없으므로(데이터 범위: {from}~{to}) 숫자를 제시하지 않겠습니다.',
  'reply.tryInstead': '대신 답할 수 있는 질문:',
  'reply.columns': '데이터에는 다음 열이 있습니다: {columns}.',
  'reply.noRows': '이 조건에 맞는 행이 없습니다.',
  'reply.retry': '첫 번째 시도가 실패했습니다({error}). 숫자가 아닌 값은 무시하고 다시 시도합니다.',

  'note.smallGroup': '참고: {group}은(는) {n}개 행뿐이라 이 수치는 적은 데이터에 기반합니다.',
  'note.partial': '참고: {period}은(는) 일부 기간입니다({full}개월 중 {n}개월).',
  'note.tied': '동률: {n}개 그룹이 이 순위를 공유하므로 모두 표시합니다.',
  'note.tiedMany': '동률: 최소 {n}개가 이 순위를 공유합니다. 그중 {n}개만 표시합니다.',
  'note.ignoredOne': '숫자가 아닌 값 {n}개를 무시했습니다.',
  'note.ignoredOther': '숫자가 아닌 값 {n}개를 무시했습니다.',

  'word.total': '{x} 합계',
  'word.average': '{x} 평균',
  'word.median': '{x} 중앙값',
  'word.count': '{x} 개수',
  'word.distinct': '서로 다른 {x} 개수',
  'word.min': '{x} 최솟값',
  'word.max': '{x} 최댓값',
  'word.share': '{x} 비중',
  'word.unconverted': '{x}(저장된 그대로이며 {unit}(으)로 환산하지 않음)',
  'word.ratio': '{x} 비율',
  'word.missing': '{x}이(가) 비어 있는 행',
  'word.known': '{x}이(가) 있는 행',
  'word.points': '퍼센트포인트',
  'word.difference': '차이',
  'compare.higherBy': '{higher}이(가) {lower}보다 {gap} 높습니다.',
  'word.change': '변화',
  'word.correlation': '{x}와(과) {y}의 상관관계',
  'word.rows': '행',
  'word.and': ', ',
  'word.where': ', 조건: ',
  'word.per': ', 기준: ',
  'word.top': '상위 {n}개',
  'word.first': '처음',
  'word.last': '마지막',
  'word.of': ' - ',
  'word.between': '{a}~{b}',
  'word.vs': ' 대 ',
  'word.averagedYear': '연도별 {measure}을(를) 데이터가 있는 연도에 대해 평균한 값',
  'word.averagedMonth': '월별 {measure}을(를) 데이터가 있는 달에 대해 평균한 값',
  'word.averagedDay': '일별 {measure}을(를) 데이터가 있는 날에 대해 평균한 값',
  'word.allGroups': '{x}, {n}개 그룹 전체',
  'word.calendarMonth': '달력 월(모든 연도 합산)',
  'word.highestN': '상위 {n}개',
  'word.lowestN': '하위 {n}개',
  'word.rowsHighest': '{x}이(가) 가장 높은 {n}개 행',
  'word.rowsLowest': '{x}이(가) 가장 낮은 {n}개 행',
  'word.rowHighest': '{x}이(가) 가장 높은 행',
  'word.rowLowest': '{x}이(가) 가장 낮은 행',

  'planner.plannedBy': '{model}이(가) 계획했습니다.',
  'planner.fallback':
    '기본 규칙으로 계획했습니다. {model}의 답변을 사용할 수 없었습니다({reason}).',
  'planner.sqlPlan':
    '{model}이(가) 계획했습니다: {restatement}. 이 SQL은 모델이 작성했으며, 검사를 거쳐(이 데이터 세트만 대상으로 하는 단일 SELECT) 최대 {rows}행으로 실행했습니다.',
  'planner.cannot': '{files}로는 답할 수 없습니다: {reason}',
  'planner.cannotStep':
    '{model}이(가) 계획했으며, 데이터로는 이 질문에 답할 수 없다고 판단했습니다.',
  'planner.noRows': '이 질문에 맞는 행이 없습니다.',
  'planner.value': '답은 **{value}**({column})입니다.',
  'planner.row': '답: {pairs}.',
  'planner.rows': '쿼리 결과 {n}개 행:',
  'planner.rowsFirst': '쿼리 결과 {n}개 행 중 처음 {shown}개:',
  'planner.total': '이 {n}개 행의 합계: {totals}.',
  'planner.truncated': '처음 {n}개 행만 남겼습니다.',
  'planner.chart': '{x}별 {y}의 {chart}.',
  'planner.timeout': '{s}초 안에 응답 없음',
  'planner.empty': '쿼리 결과가 없음',

  'suggest.totalBy': '{dim}별 {measure} 합계는 얼마인가요?',
  'planner.wrongLanguage': '본문이 {asked}이(가) 아닌 {seen}(으)로 작성되었습니다',
  'suggest.averageBy': '{dim}별 {measure} 평균은 얼마인가요?',
  'suggest.highestAverage': '평균 {measure}이(가) 가장 높은 {dim}은(는) 무엇인가요?',
  'suggest.changeSince': '{year}년 이후 평균 {measure}은(는) 어떻게 변했나요?',
  'suggest.averageByMonth': '월별 {measure} 평균은 얼마인가요?',
  'suggest.medianAndAverage': '{measure}의 중앙값과 평균은 얼마인가요?',
  'suggest.howManyDifferent': '서로 다른 {dims}은(는) 몇 개인가요?',
  'suggest.howManyKinds': '{dim}에는 몇 가지 종류가 있나요?',
  'suggest.correlated': '{a}와(과) {b}의 상관관계는 얼마나 강한가요?',
}
