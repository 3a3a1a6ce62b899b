import { lemmas } from './lemmas'
import type { LanguagePack } from './pack'

/**
 * Arabic questions are understood through this pack and answered in Arabic. Words are
 * segmented by Intl.Segmenter; content words are translated into English lemmas.
 */
export const AR_PACK: LanguagePack = {
  code: 'ar',
  locale: 'ar',
  cues: {
    share: ['نسبة', 'النسبة المئوية', 'حصة'],
    ratio: ['كم مرة', 'ضعف'],
    margin: ['هامش الربح', 'هامش'],
    distinct: ['مختلفة', 'المختلفة', 'فريدة'],
    median: ['الوسيط', 'وسيط'],
    average: ['متوسط', 'المتوسط', 'معدل'],
    total: ['مجموع', 'إجمالي', 'الإجمالي'],
    count: ['كم', 'عدد'],
    max: ['أعلى', 'أكثر', 'أكبر'],
    min: ['أدنى', 'أقل', 'أصغر'],
    compare: ['قارن', 'مقارنة'],
    change: ['تغير', 'نمو', 'تطور'],
    previous: ['السنة السابقة'],
    calendarMonth: ['شهر السنة', 'موسمي'],
    decade: ['عقد'],
    first: ['أول مرة', 'أول'],
    missing: ['مفقود', 'بدون'],
    known: ['معروف'],
    correlation: ['ارتباط', 'علاقة'],
    each: ['حسب', 'لكل', 'كل'],
    above: ['أكثر من', 'فوق'],
    below: ['أقل من', 'تحت'],
    between: ['بين'],
    forecast: ['السنة القادمة', 'توقع', 'تنبؤ'],
    why: ['لماذا'],
    overview: ['مثير', 'نظرة عامة', 'ملخص'],
    difference: ['الفرق', 'فرق'],
    not: ['ليس', 'باستثناء'],
    distribution: ['توزيع'],
    trend: ['اتجاه'],
  },
  words: {
    // Everyday words of data, each to the English lemma a column is named by.
    ...lemmas(`
    قيمة, القيمة, قيم, القيم: value; كمية, الكمية: quantity; مبلغ, المبلغ: amount
    عمق, العمق: depth; وزن, الوزن: weight; طول, الطول: length; ارتفاع, الارتفاع: height
    مساحة, المساحة: area; سرعة, السرعة: speed; مسافة, المسافة: distance
    درجة الحرارة, الحرارة: temperature; أمطار, الأمطار: rain; الطقس: weather
    خصوبة, الخصوبة: fertility; الولادات, المواليد: birth; وفيات, الوفيات: death
    العمر, عمر, السن: age; متوسط العمر المتوقع: life expectancy; الصحة: health
    دخل, الدخل: income; الراتب, الرواتب: salary; الأجر, الأجور: wage; السعر, الأسعار: price
    التكلفة, التكاليف: cost; الإيرادات: revenue; البطالة: unemployment; الادخار: savings
    الناتج المحلي الإجمالي: gdp; التضخم: inflation; الضرائب: tax
    الدولة, الدول, البلدان: country; المدينة, المدن: city; الولاية, الولايات: state
    المقاطعة, المقاطعات: county; منطقة, مناطق, المناطق: region; القارة: continent
    دولة, دول, بلد, بلدان: country; مدينة, مدن: city; سنة, سنوات, عام, أعوام: year; شهر, أشهر: month
    النساء, المرأة: woman; الرجال: man; الأطفال: child; الطلاب: student
    السيارة, السيارات: car; الرحلة, الرحلات: flight; التأخير: delay
    الزلزال, الزلازل: earthquake; القوة: magnitude; الحوادث: accident; الجرائم: crime
    الفئة, الفئات: category; المجموعة, المجموعات: group; النوع, الأنواع: type; الاسم: name
  `),
    المبيعات: 'sales',
    الربح: 'profit',
    الأرباح: 'profit',
    المنطقة: 'region',
    السنة: 'year',
    الشهر: 'month',
    البلد: 'country',
    السكان: 'population',
  },
}
