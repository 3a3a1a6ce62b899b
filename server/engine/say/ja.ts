import type { SayKey } from './en'

/** 日本語: the engine's sentences, one for every key of the English catalog. */
export const JA: Record<SayKey, string> = {
  'step.plan': '回答を計画',
  'step.query': 'データを照会',
  'step.chart': 'グラフを描画',
  'step.respond': '結論',
  'chart.bar': '棒グラフ',
  'chart.line': '折れ線グラフ',
  'chart.titleBy': '{dim}別の{measure}',

  'talk.hello':
    'こんにちは！{dataset} について何でも聞いてください。合計、平均、ランキング、傾向、分布、比較、相関などにお答えします。',
  'talk.thanks': 'どういたしまして！いつでも続けて質問してください。',
  'talk.bye': 'さようなら！セッションと回答は保存されています。',
  'talk.help':
    'データに関する質問に、SQL で計算した実際の数値でお答えします。グループ別の合計や平均、上位 N 件、時系列の推移、分布、比較、相関、条件付きの件数などです。',
  'talk.analytics': '分析する質問がなかったため、{file} の概要を示します。',
  'talk.noData':
    '分析できる同期済みのデータソースがまだありません。CSV、TSV、JSON、Parquet のいずれかのファイルをアップロードするか、サンプルのデータセットを選んでください。',

  'step.route': '回答方法を選択',
  'step.search': 'ドキュメントを検索',
  'docs.routeOnly':
    'ドキュメントから回答します。ソースはドキュメント（{files}）のみで、分析できる表はありません。',
  'docs.routeMix':
    'ドキュメントから回答します。質問の内容語 {terms} 語（{words}）のうち {docHits} 語がドキュメントにあり、{tableHits} 語が表の列または値を指しています。',
  'docs.routeTables':
    '表を分析します。質問の内容語 {terms} 語（{words}）のうち {tableHits} 語が表の列・値・計算を指し、{docHits} 語がドキュメントにあります。',
  'docs.searched': '{files} の {passages} 個の段落から検索しました：{words}。',
  'docs.found': '関連度の高い段落：{list}。',
  'docs.answer': 'ドキュメントによると：',
  'docs.notSaid': 'ドキュメントには {words} についての記述がありません。',
  'docs.notTogether':
    'ドキュメントには記述がありません。{words} をまとめて扱う段落がないため、引用できるものはありません。',
  'docs.noWords':
    'ドキュメントには記述がありません。質問にドキュメントで検索できる語が含まれていません。',
  'docs.needTable':
    '分析には表が必要ですが、ここにあるソースはドキュメント（{files}）だけです。ドキュメントから引用と出典付きで回答するには、AUTO モードで質問してください。',
  'docs.page': '{page} ページ',
  'docs.slide': 'スライド {page}',
  'step.write': '回答を作成',
  'docs.written':
    '見つかった段落をもとに {model} が作成しました。各文は段落を引用しており、文中の数値はすべて引用元の段落にあります。',
  'docs.modelFallback':
    '回答は段落を原文のまま引用しています。{model} の回答は使用できませんでした（{reason}）。',
  'docs.modelNotSaid':
    'ドキュメントには記述がありません。見つかった段落はこの質問に答えていません。',

  'reply.readAs': '次のように解釈しました：{plan}。',
  'reply.followUp': '前の質問の続きとして回答します。',
  'reply.notUnderstood': '解釈できなかった語：{words}。',
  'reply.setAside': 'この回答に影響しない語：{words}。',
  'reply.cannotCompute':
    '{file} からはお答えできません。{words} を測る項目がないため、数値は出しません。',
  'reply.cannotSelect':
    '{file} からはお答えできません。どの行が {words} だったかを示す項目がないため、数値は出しません。',
  'reply.noTime':
    '{file} では時間の経過による変化を示せません。日付や年の列がなく、ある時点のスナップショットしかありません。',
  'reply.notPlanned':
    '{file} に対するこの質問からは、何を計算すればよいか判断できません。そのため数値は出しません。',
  'reply.forecast':
    'このデータから将来を予測することはできません。代わりに、これまでのデータが示す内容を示します：{plan}。',
  'reply.cannotWhy':
    '{file} からは理由を判断できません。データは起きたことを記録していますが、その原因は記録していないため、数値は出しません。',
  'reply.noPeriod':
    '{file} からはお答えできません。{period} のデータがない（対象期間は {from} から {to} まで）ため、数値は出しません。',
  'reply.tryInstead': '代わりにお答えできる質問：',
  'reply.columns': 'データには次の列があります：{columns}。',
  'reply.noRows': 'この条件に一致する行はありません。',
  'reply.retry': '最初の試行は失敗しました（{error}）。数値でない値を無視して再試行します。',

  'note.smallGroup': '注：{group} は {n} 行しかないため、この数値は少ないデータに基づいています。',
  'note.partial': '注：{period} は不完全な期間です（{full} か月中 {n} か月）。',
  'note.tied': '同順位：{n} 個のグループがこの順位に並んでいるため、すべて表示しています。',
  'note.tiedMany':
    '同順位：少なくとも {n} 個がこの順位に並んでいます。表示しているのはそのうち {n} 個です。',
  'note.ignoredOne': '数値でない値 {n} 件を無視しました。',
  'note.ignoredOther': '数値でない値 {n} 件を無視しました。',

  'word.total': '{x}の合計',
  'word.average': '{x}の平均',
  'word.median': '{x}の中央値',
  'word.count': '{x}の件数',
  'word.distinct': '{x}の異なる値の数',
  'word.min': '{x}の最小値',
  'word.max': '{x}の最大値',
  'word.share': '{x}の構成比',
  'word.unconverted': '{x}（保存されたままの値。{unit}には換算していません）',
  'word.ratio': '{x}の比率',
  'word.missing': '{x}が欠損している行',
  'word.known': '{x}が入力されている行',
  'word.points': 'ポイント',
  'word.difference': '差',
  'compare.higherBy': '{higher} は {lower} より {gap} 高くなっています。',
  'word.change': '変化',
  'word.correlation': '{x}と{y}の相関',
  'word.rows': '行',
  'word.and': 'と',
  'word.where': '、条件：',
  'word.per': '、',
  'word.top': '上位 {n} 件',
  'word.first': '最初',
  'word.last': '最後',
  'word.of': '：',
  'word.between': '{a}～{b}',
  'word.vs': ' 対 ',
  'word.averagedYear': '年ごとの{measure}を、データのある年で平均した値',
  'word.averagedMonth': '月ごとの{measure}を、データのある月で平均した値',
  'word.averagedDay': '日ごとの{measure}を、データのある日で平均した値',
  'word.allGroups': '{x}（{n} グループ全体）',
  'word.calendarMonth': '暦月（全年をまとめて）',
  'word.highestN': '上位 {n} 件',
  'word.lowestN': '下位 {n} 件',
  'word.rowsHighest': '{x}が最も高い {n} 行',
  'word.rowsLowest': '{x}が最も低い {n} 行',
  'word.rowHighest': '{x}が最も高い行',
  'word.rowLowest': '{x}が最も低い行',

  'planner.plannedBy': '{model} が計画しました。',
  'planner.fallback':
    '組み込みのルールで計画しました。{model} の回答は使用できませんでした（{reason}）。',
  'planner.sqlPlan':
    '{model} が計画しました：{restatement}。この SQL はモデルが作成したもので、チェック済み（このデータセットのみを対象とする単一の SELECT）であり、上限 {rows} 行で実行しました。',
  'planner.cannot': '{files} からはお答えできません：{reason}',
  'planner.cannotStep':
    '{model} が計画しましたが、データではこの質問に答えられないと判断しました。',
  'planner.noRows': 'この質問に一致する行はありません。',
  'planner.value': '答えは **{value}**（{column}）です。',
  'planner.row': '答え：{pairs}。',
  'planner.rows': 'クエリの結果は {n} 行です：',
  'planner.rowsFirst': 'クエリの結果は {n} 行です。最初の {shown} 行：',
  'planner.total': 'この {n} 行の合計：{totals}。',
  'planner.truncated': '最初の {n} 行のみを保持しました。',
  'planner.chart': '{x}別の{y}の{chart}。',
  'planner.timeout': '{s} 秒以内に応答がありませんでした',
  'planner.empty': 'クエリの結果が 0 行でした',

  'suggest.totalBy': '{dim}別の{measure}の合計は？',
  'planner.wrongLanguage': '本文が{asked}ではなく{seen}で書かれていました',
  'suggest.averageBy': '{dim}別の{measure}の平均は？',
  'suggest.highestAverage': '{measure}の平均が最も高い{dim}はどれですか？',
  'suggest.changeSince': '{year}年以降、{measure}の平均はどう変化しましたか？',
  'suggest.averageByMonth': '月別の{measure}の平均は？',
  'suggest.medianAndAverage': '{measure}の中央値と平均はいくつですか？',
  'suggest.howManyDifferent': '{dims}は何種類ありますか？',
  'suggest.howManyKinds': '{dim}には何種類ありますか？',
  'suggest.correlated': '{a}と{b}の相関はどのくらい強いですか？',

  'season.highLow': '最高：{high}（{highValue}）、最低：{low}（{lowValue}）。',
  'period.over': '（データのある {periods} の平均）',
  'word.moreInTable': '… ほか {n} 件は表にあります。',
  'stat.median': '中央値',
  'stat.avg': '平均',
  'stat.min': '最小値',
  'stat.max': '最大値',
  'stat.spread': '範囲（最大値 − 最小値）',
  'stat.std': '標準偏差',
  'stat.percentile': '{nth} パーセンタイル',
  'stat.values': '（{n} 個の値）',
  'word.pearson': 'ピアソンの r',
  'corr.result': 'r = {r}（{n} 組）：{relationship}。',
  'corr.strongPositive': '強い正の相関',
  'corr.strongNegative': '強い負の相関',
  'corr.moderatePositive': '中程度の正の相関',
  'corr.moderateNegative': '中程度の負の相関',
  'corr.weakPositive': '弱い正の相関',
  'corr.weakNegative': '弱い負の相関',
  'corr.none': '明確な相関はありません',
  'overview.restate': 'データの概要：各列の値・範囲・欠損値と、最も強い相関',
  'share.partOf': '（{whole} のうち {part}）',
  'compare.line': '{b} と比べた {a}：{difference} {diff}（{pct}、比 {ratio}×）',
  'compare.noRowsFor': '該当する行がありません：{values}。',
}
