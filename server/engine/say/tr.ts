import type { SayKey } from './en'

/** Türkçe: the engine's sentences, one for every key of the English catalog. */
export const TR: Record<SayKey, string> = {
  'step.plan': 'Yanıtı planla',
  'step.query': 'Verileri sorgula',
  'step.chart': 'Grafiği çiz',
  'step.respond': 'Sonuçlar',
  'chart.bar': 'çubuk grafik',
  'chart.line': 'çizgi grafik',
  'chart.titleBy': '{dim} bazında {measure}',

  'talk.hello':
    'Merhaba! {dataset} hakkında istediğinizi sorun: toplamlar, ortalamalar, sıralamalar, eğilimler, dağılımlar, karşılaştırmalar veya korelasyonlar.',
  'talk.thanks': 'Rica ederim! İstediğiniz zaman yeni bir soru sorabilirsiniz.',
  'talk.bye': 'Hoşça kalın! Oturumunuz ve yanıtları kaydedildi.',
  'talk.help':
    'Verilerinizle ilgili soruları SQL ile hesaplanmış gerçek sayılarla yanıtlarım: gruplara göre toplamlar ve ortalamalar, ilk N, zaman içindeki eğilimler, dağılımlar, karşılaştırmalar, korelasyonlar ve filtreli sayımlar.',
  'talk.analytics':
    'Analiz edilecek bir soru yoktu; bu yüzden {file} için bir genel bakış sunuyorum.',
  'talk.noData':
    'Henüz analiz edilecek eşitlenmiş bir veri kaynağı yok. Bir CSV, TSV, JSON veya Parquet dosyası yükleyin ya da örnek bir veri kümesi seçin.',

  'step.route': 'Yanıt yolunu seç',
  'step.search': 'Belgelerde ara',
  'docs.routeOnly':
    'Belgelerden yanıtlanıyor: kaynaklar belgelerden ({files}) oluşuyor, analiz edilecek tablo yok.',
  'docs.routeMix':
    'Belgelerden yanıtlanıyor: sorudaki {terms} içerik sözcüğünden ({words}) {docHits} tanesi belgelerde geçiyor, {tableHits} tanesi tabloların sütunlarını veya değerlerini adlandırıyor.',
  'docs.routeTables':
    'Tablolar analiz ediliyor: sorudaki {terms} içerik sözcüğünden ({words}) {tableHits} tanesi tabloların sütunlarını, değerlerini veya hesaplamalarını adlandırıyor, {docHits} tanesi belgelerde geçiyor.',
  'docs.searched': '{files} içindeki {passages} pasajda arandı: {words}.',
  'docs.found': 'En uygun pasajlar: {list}.',
  'docs.answer': 'Belgelere göre:',
  'docs.notSaid': 'Belgelerde {words} hakkında hiçbir şey yok.',
  'docs.notTogether':
    'Belgelerde bu yok: hiçbir pasaj {words} konusundan birlikte söz etmiyor, dolayısıyla alıntılanacak bir şey yok.',
  'docs.noWords': 'Belgelerde bu yok: soruda belgelerde aranacak bir sözcük bulunmuyor.',
  'docs.needTable':
    'Analiz için bir tablo gerekir, buradaki kaynaklar ise yalnızca belgelerden ({files}) oluşuyor. Belgelerden alıntı ve kaynak gösteren bir yanıt için AUTO modunda sorun.',
  'docs.page': 'sayfa {page}',
  'docs.slide': 'slayt {page}',
  'step.write': 'Yanıtı yaz',
  'docs.written':
    'Bulunan pasajlardan {model} tarafından yazıldı: her cümle bir pasaja atıf yapar ve içindeki her sayı atıf yapılan pasajda geçer.',
  'docs.modelFallback':
    'Yanıt, pasajları yazıldığı gibi alıntılar: {model} yanıtı kullanılamadı ({reason}).',
  'docs.modelNotSaid': 'Belgelerde bu yok: bulunan pasajlar bu soruyu yanıtlamıyor.',

  'reply.readAs': 'Soruyu şöyle anladım: {plan}.',
  'reply.followUp': 'Önceki sorunun devamı olarak.',
  'reply.notUnderstood': 'Yerleştiremediğim sözcükler: {words}.',
  'reply.setAside': 'Bu yanıtı değiştirmeyen sözcükler: {words}.',
  'reply.cannotCompute':
    'Bunu {file} ile yanıtlayamam: içinde {words} ölçen bir şey yok, bu yüzden bir sayı vermeyeceğim.',
  'reply.cannotSelect':
    'Bunu {file} ile yanıtlayamam: hangi satırların {words} olduğunu gösteren bir şey yok, bu yüzden bir sayı vermeyeceğim.',
  'reply.noTime':
    '{file} ile zaman içindeki değişimi gösteremem: tarih ya da yıl sütunu yok, yalnızca tek bir anlık görüntü var.',
  'reply.notPlanned':
    '{file} üzerindeki bu sorudan neyin hesaplanacağını çıkaramadım, bu yüzden bir sayı vermiyorum.',
  'reply.forecast':
    'Bu verilerle geleceği tahmin edemem; bunun yerine verilerin şimdiye kadar gösterdiği şu: {plan}.',
  'reply.cannotWhy':
    '{file} ile nedenini söyleyemem: veriler olanları kaydeder, nedenlerini değil, bu yüzden bir sayı vermeyeceğim.',
  'reply.noPeriod':
    'Bunu {file} ile yanıtlayamam: {period} için veri yok (veriler {from} ile {to} arasını kapsıyor), bu yüzden bir sayı vermeyeceğim.',
  'reply.tryInstead': 'Bunun yerine yanıtlayabileceğim sorular:',
  'reply.columns': 'Verilerde şu sütunlar var: {columns}.',
  'reply.noRows': 'Bu koşullara uyan satır yok.',
  'reply.retry':
    'İlk deneme başarısız oldu ({error}). Sayı olmayan değerler yok sayılarak yeniden deneniyor.',

  'note.smallGroup':
    'Not: {group} yalnızca {n} satırdan oluşuyor, bu yüzden değeri az veriye dayanıyor.',
  'note.partial': 'Not: {period} eksik bir dönem ({full} aydan {n} ay).',
  'note.tied': 'Eşitlik: {n} grup bu sıraları paylaşıyor, bu yüzden hepsi gösteriliyor.',
  'note.tiedMany':
    'Eşitlik: en az {n} grup bu sıraları paylaşıyor; yalnızca {n} tanesi gösteriliyor.',
  'note.ignoredOne': 'Sayı olmayan {n} değer yok sayıldı.',
  'note.ignoredOther': 'Sayı olmayan {n} değer yok sayıldı.',

  'word.total': 'toplam {x}',
  'word.average': 'ortalama {x}',
  'word.median': '{x} medyanı',
  'word.count': '{x} sayısı',
  'word.distinct': 'farklı {x} sayısı',
  'word.min': 'en düşük {x}',
  'word.max': 'en yüksek {x}',
  'word.share': '{x} payı',
  'word.unconverted': '{x} (kaydedildiği gibi, {unit} birimine çevrilmeden)',
  'word.ratio': '{x} oranı',
  'word.missing': '{x} değeri eksik satırlar',
  'word.known': '{x} değeri bilinen satırlar',
  'word.points': 'yüzde puan',
  'word.difference': 'fark',
  'compare.higherBy': '{higher}, {lower} değerinden {gap} daha yüksek.',
  'word.change': 'değişim',
  'word.correlation': '{x} ile {y} arasındaki korelasyon',
  'word.rows': 'satır',
  'word.and': ' ve ',
  'word.where': ', koşul: ',
  'word.per': ', bazında: ',
  'word.top': 'ilk {n}',
  'word.first': 'ilk',
  'word.last': 'son',
  'word.of': ' — ',
  'word.between': '{a} ile {b} arası',
  'word.vs': ' ile ',
  'word.averagedYear': 'her yıl {measure}, verisi olan yılların ortalaması',
  'word.averagedMonth': 'her ay {measure}, verisi olan ayların ortalaması',
  'word.averagedDay': 'her gün {measure}, verisi olan günlerin ortalaması',
  'word.allGroups': '{x}, {n} grubun tamamı birlikte',
  'word.calendarMonth': 'takvim ayı (tüm yıllar birlikte)',
  'word.highestN': 'en yüksek {n}',
  'word.lowestN': 'en düşük {n}',
  'word.rowsHighest': '{x} değeri en yüksek {n} satır',
  'word.rowsLowest': '{x} değeri en düşük {n} satır',
  'word.rowHighest': '{x} değeri en yüksek satır',
  'word.rowLowest': '{x} değeri en düşük satır',

  'planner.plannedBy': '{model} tarafından planlandı.',
  'planner.fallback': 'Yerleşik kurallarla planlandı: {model} yanıtı kullanılamadı ({reason}).',
  'planner.sqlPlan':
    '{model} tarafından planlandı: {restatement}. Bu SQL sorgusunu model yazdı; sorgu denetlendi (yalnızca bu veri kümesi üzerinde tek bir SELECT) ve {rows} satır sınırıyla çalıştırıldı.',
  'planner.cannot': 'Bunu {files} ile yanıtlayamam: {reason}',
  'planner.cannotStep':
    '{model} tarafından planlandı; model verilerin bu soruyu yanıtlayamayacağı sonucuna vardı.',
  'planner.noRows': 'Bu soruya uyan satır yok.',
  'planner.value': 'Yanıt: **{value}** ({column}).',
  'planner.row': 'Yanıt: {pairs}.',
  'planner.rows': 'Sorgu {n} satır döndürdü:',
  'planner.rowsFirst': 'Sorgu {n} satır döndürdü; ilk {shown} satır:',
  'planner.total': 'Bu {n} satırın toplamları: {totals}.',
  'planner.truncated': 'Yalnızca ilk {n} satır tutuldu.',
  'planner.chart': '{x} bazında {y} için bir {chart}.',
  'planner.timeout': '{s} sn içinde yanıt yok',
  'planner.empty': 'sorgusu hiç satır döndürmedi',

  'suggest.totalBy': '{dim} bazında toplam {measure} nedir?',
  'planner.wrongLanguage': 'metni {asked} değil, {seen} diliyle yazılmıştı',
  'suggest.averageBy': '{dim} bazında ortalama {measure} nedir?',
  'suggest.highestAverage': 'Ortalama {measure} en yüksek olan {dim} hangisi?',
  'suggest.changeSince': 'Ortalama {measure} {year} yılından bu yana nasıl değişti?',
  'suggest.averageByMonth': 'Aylara göre ortalama {measure} nedir?',
  'suggest.medianAndAverage': '{measure} için medyan ve ortalama nedir?',
  'suggest.howManyDifferent': 'Kaç farklı {dims} var?',
  'suggest.howManyKinds': 'Kaç farklı {dim} türü var?',
  'suggest.correlated': '{a} ile {b} ne kadar güçlü bir korelasyona sahip?',

  'season.highLow': 'En yüksek: {high} ({highValue}); en düşük: {low} ({lowValue}).',
  'period.over': '(verisi olan {periods} üzerinden)',
  'word.moreInTable': '… tabloda {n} tane daha var.',
  'stat.median': 'medyan',
  'stat.avg': 'ortalama',
  'stat.min': 'en düşük',
  'stat.max': 'en yüksek',
  'stat.spread': 'açıklık (en yüksek − en düşük)',
  'stat.std': 'standart sapma',
  'stat.percentile': '{nth}. yüzdelik',
  'stat.values': '({n} değer)',
  'word.pearson': 'Pearson r',
  'corr.result': 'r = {r}, {n} çift üzerinden: {relationship}.',
  'corr.strongPositive': 'güçlü pozitif bir ilişki',
  'corr.strongNegative': 'güçlü negatif bir ilişki',
  'corr.moderatePositive': 'orta düzeyde pozitif bir ilişki',
  'corr.moderateNegative': 'orta düzeyde negatif bir ilişki',
  'corr.weakPositive': 'zayıf pozitif bir ilişki',
  'corr.weakNegative': 'zayıf negatif bir ilişki',
  'corr.none': 'belirgin bir ilişki yok',
  'overview.restate':
    'verilere genel bakış: her sütunun değerleri, aralığı ve eksik değerleri ile en güçlü ilişki',
  'share.partOf': '({whole} içinden {part})',
  'compare.line': '{b} karşısında {a}: {difference} {diff} ({pct}, oran {ratio}×)',
  'compare.noRowsFor': 'Şunlar için satır yok: {values}.',
}
