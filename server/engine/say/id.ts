import type { SayKey } from './en'

/** Bahasa Indonesia: the engine's sentences, one for every key of the English catalog. */
export const ID: Record<SayKey, string> = {
  'step.plan': 'Merencanakan jawaban',
  'step.query': 'Mengkueri data',
  'step.chart': 'Menggambar diagram',
  'step.respond': 'Kesimpulan',
  'chart.bar': 'diagram batang',
  'chart.line': 'diagram garis',
  'chart.titleBy': '{measure} menurut {dim}',

  'talk.hello':
    'Halo! Tanyakan apa saja tentang {dataset}: total, rata-rata, peringkat, tren, distribusi, perbandingan, atau korelasi.',
  'talk.thanks': 'Sama-sama! Silakan ajukan pertanyaan lain kapan saja.',
  'talk.bye': 'Sampai jumpa! Sesi Anda beserta jawabannya sudah disimpan.',
  'talk.help':
    'Saya menjawab pertanyaan tentang data Anda dengan angka nyata yang dihitung dengan SQL: total dan rata-rata per kelompok, N teratas, tren dari waktu ke waktu, distribusi, perbandingan, korelasi, dan hitungan dengan filter.',
  'talk.analytics': 'Tidak ada pertanyaan untuk dianalisis, jadi berikut ringkasan {file}.',
  'talk.noData':
    'Belum ada sumber data tersinkron yang bisa dianalisis. Unggah file CSV, TSV, JSON, atau Parquet, atau pilih set data contoh.',

  'step.route': 'Memilih cara menjawab',
  'step.search': 'Mencari di dokumen',
  'docs.routeOnly':
    'Menjawab dari dokumen: sumbernya berupa dokumen ({files}), tanpa tabel untuk dianalisis.',
  'docs.routeMix':
    'Menjawab dari dokumen: {docHits} dari {terms} kata isi dalam pertanyaan ({words}) ada di dokumen, {tableHits} merujuk ke kolom atau nilai tabel.',
  'docs.routeTables':
    'Menganalisis tabel: {tableHits} dari {terms} kata isi dalam pertanyaan ({words}) merujuk ke kolom, nilai, atau perhitungan tabel, {docHits} ada di dokumen.',
  'docs.searched': 'Mencari di {passages} bagian teks dari {files}: {words}.',
  'docs.found': 'Bagian teks paling relevan: {list}.',
  'docs.answer': 'Menurut dokumen:',
  'docs.notSaid': 'Dokumen tidak menyebutkan apa pun tentang {words}.',
  'docs.notTogether':
    'Dokumen tidak menyebutkannya: tidak ada bagian teks yang membahas {words} sekaligus, jadi tidak ada yang bisa dikutip.',
  'docs.noWords':
    'Dokumen tidak menyebutkannya: pertanyaan ini tidak memuat kata yang bisa dicari di dalamnya.',
  'docs.needTable':
    'Analisis memerlukan tabel, sedangkan sumber di sini hanya dokumen ({files}). Ajukan pertanyaan dalam mode AUTO untuk mendapat jawaban dari dokumen, lengkap dengan kutipan dan rujukan.',
  'docs.page': 'halaman {page}',
  'docs.slide': 'salindia {page}',
  'step.write': 'Menyusun jawaban',
  'docs.written':
    'Disusun oleh {model} dari bagian teks yang ditemukan: setiap kalimat mengutip satu bagian teks, dan setiap angka di dalamnya ada di bagian teks yang dikutip.',
  'docs.modelFallback':
    'Jawaban mengutip bagian teks apa adanya: jawaban {model} tidak dapat digunakan ({reason}).',
  'docs.modelNotSaid':
    'Dokumen tidak menyebutkannya: bagian teks yang ditemukan tidak menjawab pertanyaan ini.',

  'reply.readAs': 'Saya memahaminya sebagai: {plan}.',
  'reply.followUp': 'Melanjutkan pertanyaan sebelumnya.',
  'reply.notUnderstood': 'Kata yang tidak dapat saya tempatkan: {words}.',
  'reply.setAside': 'Kata yang tidak mengubah jawaban ini: {words}.',
  'reply.cannotCompute':
    'Saya tidak dapat menjawabnya dari {file}: tidak ada yang mengukur {words} di sana, jadi saya tidak akan memberikan angka.',
  'reply.cannotSelect':
    'Saya tidak dapat menjawabnya dari {file}: tidak ada yang menunjukkan baris mana yang {words}, jadi saya tidak akan memberikan angka.',
  'reply.noTime':
    'Saya tidak dapat menunjukkan perubahan dari waktu ke waktu dari {file}: tidak ada kolom tanggal atau tahun, hanya satu potret keadaan.',
  'reply.notPlanned':
    'Saya tidak dapat menentukan apa yang harus dihitung dari pertanyaan ini di {file}, jadi saya tidak memberikan angka.',
  'reply.forecast':
    'Saya tidak dapat meramalkan masa depan dari data ini; sebagai gantinya, inilah yang ditunjukkan data sejauh ini: {plan}.',
  'reply.cannotWhy':
    'Saya tidak dapat menjelaskan penyebabnya dari {file}: data mencatat apa yang terjadi, bukan alasannya, jadi saya tidak akan memberikan angka.',
  'reply.noPeriod':
    'Saya tidak dapat menjawabnya dari {file}: tidak ada data untuk {period} (datanya mencakup {from} sampai {to}), jadi saya tidak akan memberikan angka.',
  'reply.tryInstead': 'Pertanyaan yang bisa saya jawab:',
  'reply.columns': 'Data ini memiliki kolom berikut: {columns}.',
  'reply.noRows': 'Tidak ada baris yang memenuhi syarat ini.',
  'reply.retry':
    'Percobaan pertama gagal ({error}). Mencoba lagi dengan mengabaikan nilai yang bukan angka.',

  'note.smallGroup':
    'Catatan: {group} hanya memiliki {n} baris, jadi angkanya bersandar pada sedikit data.',
  'note.partial': 'Catatan: {period} adalah periode tidak lengkap ({n} dari {full} bulan).',
  'note.tied': 'Seri: {n} kelompok berbagi posisi ini, jadi semuanya ditampilkan.',
  'note.tiedMany':
    'Seri: setidaknya {n} berbagi posisi ini; hanya {n} di antaranya yang ditampilkan.',
  'note.ignoredOne': '{n} nilai yang bukan angka diabaikan.',
  'note.ignoredOther': '{n} nilai yang bukan angka diabaikan.',

  'word.total': 'jumlah {x}',
  'word.average': 'rata-rata {x}',
  'word.median': 'nilai tengah {x}',
  'word.count': 'banyaknya {x}',
  'word.distinct': 'banyaknya {x} yang berbeda',
  'word.min': '{x} terendah',
  'word.max': '{x} tertinggi',
  'word.share': 'porsi {x}',
  'word.unconverted': '{x} (sesuai yang tersimpan, tidak dikonversi ke {unit})',
  'word.ratio': 'rasio {x}',
  'word.missing': 'baris dengan {x} kosong',
  'word.known': 'baris dengan {x} terisi',
  'word.points': 'poin persentase',
  'word.difference': 'selisih',
  'compare.higherBy': '{higher} lebih tinggi daripada {lower} sebesar {gap}.',
  'word.change': 'perubahan',
  'word.correlation': 'korelasi {x} dan {y}',
  'word.rows': 'baris',
  'word.and': ' dan ',
  'word.where': ' dengan ',
  'word.per': ' menurut ',
  'word.top': '{n} teratas',
  'word.first': 'pertama',
  'word.last': 'terakhir',
  'word.of': ' dari ',
  'word.between': 'antara {a} dan {b}',
  'word.vs': ' dibanding ',
  'word.averagedYear': '{measure} setiap tahun, dirata-ratakan atas tahun yang memiliki data',
  'word.averagedMonth': '{measure} setiap bulan, dirata-ratakan atas bulan yang memiliki data',
  'word.averagedDay': '{measure} setiap hari, dirata-ratakan atas hari yang memiliki data',
  'word.allGroups': '{x}, seluruh {n} kelompok digabung',
  'word.calendarMonth': 'bulan kalender (semua tahun digabung)',
  'word.highestN': '{n} tertinggi',
  'word.lowestN': '{n} terendah',
  'word.rowsHighest': '{n} baris dengan {x} tertinggi',
  'word.rowsLowest': '{n} baris dengan {x} terendah',
  'word.rowHighest': 'baris dengan {x} tertinggi',
  'word.rowLowest': 'baris dengan {x} terendah',

  'planner.plannedBy': 'Direncanakan oleh {model}.',
  'planner.fallback':
    'Direncanakan oleh aturan bawaan: jawaban {model} tidak dapat digunakan ({reason}).',
  'planner.sqlPlan':
    'Direncanakan oleh {model}: {restatement}. Model menulis kueri SQL ini; kueri sudah diperiksa (satu SELECT saja, hanya atas set data ini) dan dijalankan dengan batas {rows} baris.',
  'planner.cannot': 'Saya tidak dapat menjawab ini dari {files}: {reason}',
  'planner.cannotStep':
    'Direncanakan oleh {model}, yang menyimpulkan bahwa data tidak dapat menjawab pertanyaan ini.',
  'planner.noRows': 'Tidak ada baris yang cocok dengan pertanyaan ini.',
  'planner.value': 'Jawabannya **{value}** ({column}).',
  'planner.row': 'Jawabannya: {pairs}.',
  'planner.rows': 'Kueri menghasilkan {n} baris:',
  'planner.rowsFirst': 'Kueri menghasilkan {n} baris; {shown} baris pertama:',
  'planner.total': 'Total dari {n} baris ini: {totals}.',
  'planner.truncated': 'Hanya {n} baris pertama yang disimpan.',
  'planner.chart': '{chart} {y} menurut {x}.',
  'planner.timeout': 'tidak ada jawaban dalam {s} detik',
  'planner.empty': 'kuerinya tidak menghasilkan baris apa pun',

  'suggest.totalBy': 'Berapa total {measure} per {dim}?',
  'planner.wrongLanguage': 'teksnya ditulis dalam {seen}, bukan {asked}',
  'suggest.averageBy': 'Berapa rata-rata {measure} per {dim}?',
  'suggest.highestAverage': '{dim} mana yang rata-rata {measure}-nya tertinggi?',
  'suggest.changeSince': 'Bagaimana rata-rata {measure} berubah sejak {year}?',
  'suggest.averageByMonth': 'Berapa rata-rata {measure} per bulan?',
  'suggest.medianAndAverage': 'Berapa median dan rata-rata {measure}?',
  'suggest.howManyDifferent': 'Ada berapa {dims} yang berbeda?',
  'suggest.howManyKinds': 'Ada berapa jenis {dim} yang berbeda?',
  'suggest.correlated': 'Seberapa kuat korelasi antara {a} dan {b}?',

  'season.highLow': 'Tertinggi: {high} ({highValue}); terendah: {low} ({lowValue}).',
  'period.over': '(dari {periods} yang ada datanya)',
  'word.moreInTable': '… dan {n} lagi di tabel.',
  'stat.median': 'median',
  'stat.avg': 'rata-rata',
  'stat.min': 'terendah',
  'stat.max': 'tertinggi',
  'stat.spread': 'rentang (tertinggi − terendah)',
  'stat.std': 'simpangan baku',
  'stat.percentile': 'persentil ke-{nth}',
  'stat.values': '({n} nilai)',
  'word.pearson': 'r Pearson',
  'corr.result': 'r = {r} dari {n} pasangan: {relationship}.',
  'corr.strongPositive': 'hubungan positif yang kuat',
  'corr.strongNegative': 'hubungan negatif yang kuat',
  'corr.moderatePositive': 'hubungan positif sedang',
  'corr.moderateNegative': 'hubungan negatif sedang',
  'corr.weakPositive': 'hubungan positif yang lemah',
  'corr.weakNegative': 'hubungan negatif yang lemah',
  'corr.none': 'tidak ada hubungan yang jelas',
  'overview.restate':
    'ringkasan data: nilai, rentang, dan nilai kosong setiap kolom, serta hubungan terkuat',
  'share.partOf': '({part} dari {whole})',
  'compare.line': '{a} dibandingkan {b}: {difference} {diff} ({pct}, rasio {ratio}×)',
  'compare.noRowsFor': 'Tidak ada baris untuk: {values}.',
}
