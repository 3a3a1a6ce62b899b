import { lemmas } from './lemmas'
import type { LanguagePack } from './pack'

/**
 * Japanese questions are understood through this pack and answered in English. Words are
 * segmented by Intl.Segmenter; content words are translated into English lemmas.
 */
export const JA_PACK: LanguagePack = {
  code: 'ja',
  locale: 'ja',
  cues: {
    share: ['割合', 'パーセント', '比率'],
    ratio: ['倍'],
    margin: ['利益率'],
    distinct: ['異なる', '何種類'],
    median: ['中央値'],
    average: ['平均'],
    total: ['合計', '総'],
    count: ['いくつ', '何人', '何件', '数'],
    max: ['最も高い', '最も多い', '最大', '最高', '一番高い', '最も'],
    min: ['最も低い', '最も少ない', '最小', '最低'],
    compare: ['比較', '比べ'],
    change: ['変化', '増加', '推移'],
    previous: ['前年'],
    calendarMonth: ['月別', '季節'],
    decade: ['年代'],
    first: ['初めて', '最初'],
    missing: ['欠損', 'ない'],
    known: ['既知'],
    correlation: ['相関係数', '相関'],
    each: ['ごと', '別', '各'],
    above: ['以上', '超える', 'より多い'],
    below: ['未満', '以下', 'より少ない'],
    between: ['から', 'まで'],
    forecast: ['予測', '来年'],
    why: ['なぜ', '理由'],
    overview: ['概要', '面白い'],
    difference: ['差'],
    not: ['以外'],
    distribution: ['分布'],
    trend: ['トレンド', '傾向'],
  },
  words: {
    // Everyday words of data, each to the English lemma a column is named by (no single kanji:
    // one is part of too many words to stand for a column by itself).
    ...lemmas(`
    数量: quantity; 件数: count; 割合: share; 水準: level; 点数, スコア: score
    評価: rating; 順位: rank; 大きさ, サイズ: size; 頻度: frequency
    時間: hour; 日付: date; 四半期: quarter; 期間: period
    都市: city; 大陸: continent; 場所: place; 首都: capital
    人々: people; 住民: population; 子供, 子ども: child; 大人: adult; 女性: woman; 男性: man
    年齢: age; 性別: sex; 出生, 出生数: birth; 出生率, 合計特殊出生率: fertility
    死亡, 死亡者, 死亡数: death; 健康: health; 病気: disease; 患者: patient; 価格, 値段: price
    費用, コスト: cost; 収入: income; 給料, 給与: salary; 賃金, 時給: wage; 収益: revenue
    損失: loss; 税金: tax; 負債: debt; GDP: gdp; インフレ: inflation; 失業, 失業者: unemployment
    雇用: employment; 貯蓄, 貯蓄率: savings; 会社, 企業: company; 従業員, 社員: employee
    学生, 生徒: student; 学校: school; 自動車: car; フライト: flight; 遅延: delay
    空港: airport; 距離: distance; 長さ: length; 高さ: height; 深さ: depth
    重さ, 重量, 体重: weight; 面積: area; 体積: volume; 速度, 速さ: speed; 馬力: horsepower
    気温, 温度: temperature; 降水量: precipitation; 天気: weather
    湿度: humidity; 種類: type; グループ: group; 名前: name; 地震: earthquake; マグニチュード: magnitude
    事故: accident; 犯罪: crime; 選手: player
  `),
    地域: 'region',
    売上: 'sales',
    売上高: 'sales',
    利益: 'profit',
    割引: 'discount',
    注文: 'order',
    顧客: 'customer',
    カテゴリー: 'category',
    カテゴリ: 'category',
    所得: 'income',
    一人当たり: 'per person',
    人口: 'population',
    国: 'country',
    寿命: 'life expectancy',
    平均寿命: 'life expectancy',
    金額: 'amount',
    死者: 'death',
  },
}
