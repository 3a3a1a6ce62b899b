/**
 * Questions in Chinese or Arabic: their cue words and common column words are rewritten into the
 * English words the binder knows, so 按地区统计销售额 binds like "by region sales". Column names
 * and values written as they appear in the data pass through untouched.
 */

/** Chinese has no spaces: phrases are replaced wherever they occur, longest first. */
const ZH: [string, string][] = [
  ['预期寿命', 'life expectancy'],
  ['起飞机场', 'origin'],
  ['出发机场', 'origin'],
  ['目的地', 'destination'],
  ['生育率', 'fertility'],
  ['销售额', 'sales'],
  ['销量', 'quantity'],
  ['降水量', 'precipitation'],
  ['降雨量', 'precipitation'],
  ['降水', 'precipitation'],
  ['最高气温', 'temp max'],
  ['最低气温', 'temp min'],
  ['气温', 'temperature'],
  ['温度', 'temperature'],
  ['风速', 'wind'],
  ['天气', 'weather'],
  ['利润', 'profit'],
  ['折扣', 'discount'],
  ['地区', 'region'],
  ['区域', 'region'],
  ['类别', 'category'],
  ['子类别', 'sub category'],
  ['延误', 'delay'],
  ['距离', 'distance'],
  ['国家', 'country'],
  ['人口', 'population'],
  ['寿命', 'life expectancy'],
  ['股价', 'price'],
  ['价格', 'price'],
  ['股票', 'symbol'],
  ['马力', 'horsepower'],
  ['重量', 'weight'],
  ['油耗', 'miles per gallon'],
  ['产地', 'origin'],
  ['汽缸', 'cylinders'],
  ['气缸', 'cylinders'],
  ['城市', 'city'],
  ['客户', 'customer'],
  ['订单', 'orders'],
  ['航班', 'flights'],
  ['汽车', 'cars'],
  ['平均值', 'average'],
  ['平均', 'average'],
  ['均值', 'average'],
  ['中位数', 'median'],
  ['总和', 'total'],
  ['总计', 'total'],
  ['合计', 'total'],
  ['总', 'total'],
  ['多少', 'how many'],
  ['数量', 'count'],
  ['个数', 'count'],
  ['次数', 'count'],
  ['最高', 'highest'],
  ['最多', 'most'],
  ['最大', 'max'],
  ['最低', 'lowest'],
  ['最少', 'least'],
  ['最小', 'min'],
  ['前', 'top'],
  ['按', 'by'],
  ['每个', 'each'],
  ['每', 'each'],
  ['各', 'each'],
  ['趋势', 'trend'],
  ['变化', 'trend'],
  ['分布', 'distribution'],
  ['相关性', 'correlation'],
  ['相关', 'correlation'],
  ['关系', 'relationship'],
  ['比较', 'compare'],
  ['对比', 'compare'],
  ['描述', 'describe'],
  ['概览', 'overview'],
  ['概况', 'overview'],
  ['摘要', 'summary'],
  ['超过', 'more than'],
  ['大于', 'more than'],
  ['高于', 'more than'],
  ['少于', 'less than'],
  ['小于', 'less than'],
  ['低于', 'less than'],
  ['不是', 'not'],
  ['除了', 'except'],
  ['哪个', 'which'],
  ['哪些', 'which'],
  ['哪', 'which'],
  ['什么', 'what'],
  ['只看', 'only'],
  ['现在', 'now'],
  ['改为', 'instead'],
  ['换成', 'instead'],
  ['仅', 'only'],
  ['只', 'only'],
  ['你好', 'hello'],
  ['您好', 'hello'],
  ['谢谢', 'thanks'],
  ['再见', 'bye'],
  ['每种', 'each'],
  ['各种', 'each'],
  ['每类', 'each'],
  ['季度', 'quarter'],
  ['日期', 'date'],
  ['总结', 'summary'],
  ['年份', 'year'],
  ['年', 'year'],
  ['月份', 'month'],
  ['月', 'month'],
  ['天', 'day'],
  ['日', 'day'],
  ['和', 'and'],
  ['与', 'and'],
  ['在', 'in'],
  ['从', 'from'],
  ['到', 'to'],
]

/** Arabic words, matched on whole tokens after the article and one-letter prefixes are removed. */
const AR: Record<string, string> = {
  متوسط: 'average',
  معدل: 'average',
  مجموع: 'total',
  إجمالي: 'total',
  اجمالي: 'total',
  كم: 'how many',
  عدد: 'count',
  حسب: 'by',
  لكل: 'each',
  كل: 'each',
  أعلى: 'highest',
  اعلى: 'highest',
  أكبر: 'largest',
  اكبر: 'largest',
  أدنى: 'lowest',
  ادنى: 'lowest',
  أقل: 'lowest',
  اقل: 'lowest',
  سنة: 'year',
  عام: 'year',
  سنوي: 'yearly',
  شهر: 'month',
  شهري: 'monthly',
  يوم: 'day',
  أيام: 'days',
  اتجاه: 'trend',
  تطور: 'trend',
  توزيع: 'distribution',
  ارتباط: 'correlation',
  علاقة: 'relationship',
  قارن: 'compare',
  مقارنة: 'compare',
  صف: 'describe',
  وصف: 'describe',
  ملخص: 'summary',
  طقس: 'weather',
  حرارة: 'temperature',
  هطول: 'precipitation',
  أمطار: 'precipitation',
  رياح: 'wind',
  مبيعات: 'sales',
  ربح: 'profit',
  أرباح: 'profit',
  منطقة: 'region',
  مناطق: 'region',
  فئة: 'category',
  تأخير: 'delay',
  مسافة: 'distance',
  دولة: 'country',
  بلد: 'country',
  سكان: 'population',
  سعر: 'price',
  أسعار: 'price',
  رحلات: 'flights',
  سيارات: 'cars',
  خصم: 'discount',
  مدينة: 'city',
  ولاية: 'state',
  مرحبا: 'hello',
  مرحباً: 'hello',
  أهلا: 'hello',
  اهلا: 'hello',
  شكرا: 'thanks',
  شكراً: 'thanks',
  في: 'in',
  من: 'from',
  إلى: 'to',
  الى: 'to',
  أكثر: 'more',
  أول: 'top',
  فقط: 'only',
  الآن: 'now',
  بدلا: 'instead',
  بدلاً: 'instead',
  ما: 'what',
  هو: '',
  درجة: '',
  هي: '',
  التي: '',
  الذي: '',
  عن: 'about',
}

function arabicWord(word: string): string | undefined {
  const candidates = [word]
  for (const prefix of ['وال', 'بال', 'لل', 'ال', 'و', 'ب', 'ل']) {
    if (word.startsWith(prefix) && word.length > prefix.length + 1)
      candidates.push(word.slice(prefix.length))
  }
  for (const c of candidates) {
    const hit = AR[c]
    if (hit !== undefined) return hit
  }
  return undefined
}

const HAN = /[\u4e00-\u9fff]/
const ARABIC = /[\u0600-\u06ff]/

export function translateCues(question: string): string {
  let text = question
  if (HAN.test(text)) {
    for (const [zh, en] of [...ZH].sort((a, b) => b[0].length - a[0].length)) {
      text = text.split(zh).join(` ${en} `)
    }
    // 的, 是, 有 and friends carry no meaning for binding.
    text = text.replace(/[的是有了吗呢个种类中为统计显示请给我]/g, ' ')
  }
  if (ARABIC.test(text)) {
    text = text
      .split(/\s+/)
      .map((w) => {
        const clean = w.replace(/[؟،.!?]/g, '')
        return arabicWord(clean) ?? w
      })
      .join(' ')
  }
  return text.replace(/[？，。！、؟،]/g, ' ')
}
