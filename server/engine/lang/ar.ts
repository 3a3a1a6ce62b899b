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
