import { lemmas } from './lemmas'
import type { LanguagePack } from './pack'

/**
 * Korean questions are understood through this pack and answered in English. Words are
 * segmented by Intl.Segmenter and their particles cut off (understand/korean.ts: "매출은" → 매출 +
 * 은). Cue phrases match at the start of a word, since endings follow it ("가장 높" is in "가장
 * 높은" and "가장 높습니까").
 */
export const KO_PACK: LanguagePack = {
  code: 'ko',
  locale: 'ko',
  cues: {
    share: ['비율', '비중', '퍼센트', '백분율', '점유율'],
    ratio: ['몇 배', '배나'],
    margin: ['마진', '이익률', '수익률', '이윤율'],
    distinct: ['서로 다른', '고유한', '고유', '몇 종류', '몇 가지'],
    median: ['중앙값', '중간값'],
    average: ['평균'],
    total: ['합계', '총', '총합', '합산', '전체', '누적'],
    count: ['몇', '며칠', '개수', '건수', '횟수', '인원수', '얼마나 많'],
    max: [
      ...[
        '최대',
        '최고',
        '높은',
        '가장 높',
        '가장 많',
        '가장 큰',
        '가장 크',
        '가장 무거',
        '가장 긴',
      ],
      ...['가장 길', '가장 비싼', '가장 비싸', '가장 빠른', '가장 빠르', '가장 강력', '가장 오래'],
      ...['가장 흔', '가장 인기', '가장 더', '가장 따뜻', '가장 좋', '가장 먼', '가장 멀'],
      ...['제일 높', '제일 많', '제일 큰', '제일 크', '상위'],
    ],
    min: [
      ...[
        '최소',
        '최저',
        '낮은',
        '가장 낮',
        '가장 적',
        '가장 작',
        '가장 가벼',
        '가장 짧',
        '가장 싼',
      ],
      ...['가장 싸', '가장 저렴', '가장 느', '가장 추', '가장 젊', '가장 어린', '가장 드문'],
      ...['제일 낮', '제일 적', '제일 작'],
    ],
    compare: ['비교', '대비', 'vs'],
    change: [
      ...['변화', '증가', '감소', '성장', '추이', '변동', '늘어', '줄어', '상승', '하락'],
      ...['증감', '달라졌', '변했'],
    ],
    previous: ['전년', '작년 대비', '전년 대비', '이전 연도'],
    calendarMonth: ['계절', '계절성', '연중 월'],
    decade: ['년대', '십년'],
    first: ['처음', '최초', '첫'],
    missing: ['누락', '결측', '없는', '비어 있', '빈 값', '미기재', '알 수 없'],
    known: ['알려진', '기재된', '기록된'],
    correlation: ['상관계수', '상관', '상관관계', '연관성', '관계'],
    each: ['별', '마다', '각', '각각', '인당', '기준'],
    above: [
      ...['이상', '초과', '넘는', '넘게', '넘은', '넘', '보다 많', '보다 큰', '보다 크'],
      ...['보다 높', '보다 무거', '보다 긴', '보다 길', '보다 비싼', '보다 오래', '보다 높은'],
      ...['보다 많은', '보다 큰'],
    ],
    below: [
      ...['미만', '이하', '보다 적', '보다 작', '보다 낮', '보다 가벼', '보다 짧', '보다 싼'],
      ...['보다 어린', '못 미치', '보다 낮은', '보다 적은', '보다 작은'],
    ],
    between: ['사이에', '사이의', '사이인', '사이로', '범위'],
    forecast: ['내년', '예측', '예상', '전망', '미래'],
    why: ['왜', '이유', '원인'],
    overview: ['흥미로운', '재미있는', '개요', '요약', '설명해', '특징'],
    difference: ['차이', '격차', '얼마나 더'],
    not: ['제외', '아닌', '빼고', '외에', '이외'],
    distribution: ['분포', '히스토그램'],
    trend: ['추세', '트렌드', '경향', '시간에 따른', '시계열'],
  },
  words: lemmas(`
    값, 수치: value; 수량: quantity; 금액, 액수: amount; 수, 숫자, 번호: number; 율, 률, 지수, 지표: rate; 수준: level
    점수: score; 평점, 등급: rating; 순위: rank; 크기: size; 빈도: frequency; 기록, 레코드: record; 행: row
    데이터, 자료: data; 표, 테이블: table; 열, 컬럼: column; 연도, 년, 년도: year; 월, 달: month; 일, 날, 일수: day
    주간, 일주일: week; 시간: hour; 분: minute; 날짜, 일자: date; 분기: quarter; 세기: century; 기간: period
    시기, 때: time; 연간, 매년, 연평균: annual; 월간, 매월, 매달: monthly; 일간, 매일, 일일: daily; 최근, 지난: last
    1월: January; 2월: February; 3월: March; 4월: April; 5월: May; 6월: June; 7월: July; 8월: August
    9월: September; 10월: October; 11월: November; 12월: December; 국가, 나라: country; 주: state; 도시: city
    지역: region; 대륙: continent; 지방: province; 군: county; 구역, 지구: district; 장소, 곳: place
    위치: location; 주소: address; 수도: capital; 북부, 북쪽: north; 남부, 남쪽: south; 동부, 동쪽: east
    서부, 서쪽: west; 중부, 중앙: central; 유럽: Europe; 아시아: Asia; 아프리카: Africa; 아메리카: America
    오세아니아: Oceania; 사람들: people; 사람, 개인: person; 인구, 주민: population; 거주자: resident
    어린이, 아이, 아동, 자녀: child; 성인, 어른: adult; 여성, 여자: woman; 남성, 남자: man; 성별: gender; 나이, 연령: age
    노인, 고령: old; 청년, 젊은이: young; 출생, 출산: birth; 사망, 사망자, 사망자수, 죽음: death; 생존, 생존율: survival
    생존자: survivor; 희생자, 피해자: victim; 부상자: injury; 기대수명, 기대 수명, 평균수명: life expectancy
    출산율: fertility; 건강: health; 질병, 병: disease; 환자: patient; 병원: hospital; 의사: physician
    사례, 건: case; 가격, 값어치: price; 비용, 원가: cost; 소득, 수입: income; 급여, 연봉, 월급: salary; 임금: wage
    매출액, 수익금: revenue; 매출, 판매, 판매액, 판매량: sales; 이익, 이윤, 수익, 순이익: profit; 손실: loss
    할인, 할인율: discount; 주문: order; 고객: customer; 제품, 상품: product; 품목: item; 카테고리, 범주: category
    하위 카테고리, 하위카테고리: sub-category; 세그먼트, 부문: segment; 예산: budget; 지출, 비용지출: expense; 세금: tax
    부채: debt; 국내총생산, gdp: gdp; 물가상승률, 인플레이션: inflation; 실업률: unemployment; 고용: employment
    돈: money; 달러: dollar; 매장, 상점, 가게: store; 회사, 기업: company; 직원, 사원: employee; 근로자, 노동자: worker
    직업: occupation; 부서: department; 팀: team; 판매자: seller; 공급업체: supplier; 배송: shipping
    배송 방식, 배송방법: ship mode; 학생: student; 학교: school; 대학, 대학교: university; 자동차, 차, 차량, 승용차: car
    승객: passenger; 항공편, 비행편, 비행: flight; 지연, 연착: delay; 공항: airport; 항공사: airline; 비행기, 항공기: plane
    원산지, 출신, 생산국: origin; 목적지, 도착지: destination; 출발지, 출발: departure; 도착: arrival; 거리: distance
    길이: length; 높이, 키: height; 폭, 너비: width; 깊이: depth; 무게, 중량, 체중: weight; 면적: area; 부피: volume
    속도: speed; 가속, 가속도: acceleration; 출력: engine power; 마력: horsepower; 엔진: engine
    실린더, 기통: cylinder; 배기량: displacement; 연료: fuel; 연비: fuel economy; 소비량: consumption
    주행거리: mileage; 마일: mile; 갤런: gallon; 파운드: pound; 킬로그램, kg: kilogram; 톤: tonne; 미터: meter
    리터: liter; 도씨, 섭씨: degree; 밀리미터, mm: mm; 유로: euro; 원: won; 킬로미터, 킬로: kilometer; 모델: model
    브랜드, 제조사: brand; 기온, 온도: temperature; 최고기온: maximum temperature; 최저기온: minimum temperature
    강수량, 강우량: precipitation; 비: rain; 눈, 적설량: snow; 바람, 풍속: wind; 맑음, 햇빛: sun; 안개: fog
    이슬비: drizzle; 날씨, 기상: weather; 습도: humidity; 클래스, 계층: class; 그룹, 집단: group; 유형, 종류, 타입: type
    종: species; 이름, 명칭: name; 제목: title; 코드: code; 상태: status; 영화: film; 장르: genre; 감독: director
    노래, 곡: song; 가수, 아티스트: artist; 책: book; 저자, 작가: author; 경기, 게임: game; 선수: player; 골: goal
    승리: win; 메달: medal; 에너지: energy; 배출량, 배출: emission; 범죄: crime; 사고: accident; 재난, 재해: disaster
    지진: earthquake; 홍수: flood; 티켓, 표값: ticket; 요금, 운임: fare; 여행: trip; 노선: route; 주가: stock price
    무거운: heavy; 가벼운: light; 긴: long; 짧은: short; 빠른: fast; 느린: slow; 비싼: expensive; 싼, 저렴한: cheap
    큰: big; 작은: small; 부유한: rich; 가난한: poor; 더운: hot; 추운: cold; 최고, 최대: maximum; 최저, 최소: minimum
    받은, 받았습니까, 받았나요: receive; 에서: from; 로, 으로: to; 이후: since; 후: after; 이전: before; 부터: since
    까지: until; 생산, 제조, 생산된, 제조된: make; 출발 공항: origin; 도착 공항: destination; 있습니까, 있나요, 있는, 있었습니까: be
    보여, 보여줘: show; 알려, 알려줘: tell; 주세요: give; 어떻게, 어떻습니까: how; 어디: where; 언제: when
    무엇, 어떤, 어느: which
  `),
  scales: {
    백: 1e2,
    천: 1e3,
    만: 1e4,
    십만: 1e5,
    백만: 1e6,
    천만: 1e7,
    억: 1e8,
    십억: 1e9,
    조: 1e12,
  },
}
