import type { SayKey } from './en'

/** Tiếng Việt: the engine's sentences, one for every key of the English catalog. */
export const VI: Record<SayKey, string> = {
  'step.plan': 'Lập kế hoạch trả lời',
  'step.query': 'Truy vấn dữ liệu',
  'step.chart': 'Vẽ biểu đồ',
  'step.respond': 'Kết luận',
  'chart.bar': 'biểu đồ cột',
  'chart.line': 'biểu đồ đường',
  'chart.titleBy': '{measure} theo {dim}',

  'talk.hello':
    'Xin chào! Hãy hỏi tôi bất cứ điều gì về {dataset}: tổng, trung bình, xếp hạng, xu hướng, phân phối, so sánh hoặc tương quan.',
  'talk.thanks': 'Không có gì! Bạn cứ hỏi tiếp bất cứ lúc nào.',
  'talk.bye': 'Tạm biệt! Phiên làm việc và các câu trả lời của bạn đã được lưu.',
  'talk.help':
    'Tôi trả lời các câu hỏi về dữ liệu của bạn bằng số liệu thực tính bằng SQL: tổng và trung bình theo nhóm, N giá trị đứng đầu, xu hướng theo thời gian, phân phối, so sánh, tương quan và đếm có điều kiện.',
  'talk.analytics': 'Không có câu hỏi nào để phân tích, vì vậy đây là phần tổng quan về {file}.',
  'talk.noData':
    'Chưa có nguồn dữ liệu nào được đồng bộ để phân tích. Hãy tải lên tệp CSV, TSV, JSON hoặc Parquet, hoặc chọn một bộ dữ liệu mẫu.',

  'step.route': 'Chọn cách trả lời',
  'step.search': 'Tìm trong tài liệu',
  'docs.routeOnly':
    'Trả lời dựa trên tài liệu: các nguồn đều là tài liệu ({files}), không có bảng nào để phân tích.',
  'docs.routeMix':
    'Trả lời dựa trên tài liệu: {docHits} trong {terms} từ nội dung của câu hỏi ({words}) có trong tài liệu, {tableHits} từ chỉ cột hoặc giá trị của bảng.',
  'docs.routeTables':
    'Phân tích bảng: {tableHits} trong {terms} từ nội dung của câu hỏi ({words}) chỉ cột, giá trị hoặc phép tính của bảng, {docHits} từ có trong tài liệu.',
  'docs.searched': 'Đã tìm trong {passages} đoạn của {files}: {words}.',
  'docs.found': 'Những đoạn phù hợp nhất: {list}.',
  'docs.answer': 'Theo tài liệu:',
  'docs.notSaid': 'Tài liệu không nói gì về {words}.',
  'docs.notTogether':
    'Tài liệu không nói: không đoạn nào nhắc đồng thời đến {words}, nên không có gì để trích dẫn.',
  'docs.noWords': 'Tài liệu không nói: câu hỏi không có từ nào để tìm trong đó.',
  'docs.needTable':
    'Phân tích cần có một bảng, trong khi nguồn ở đây chỉ là tài liệu ({files}). Hãy hỏi ở chế độ AUTO để nhận câu trả lời từ tài liệu, kèm trích dẫn và nguồn.',
  'docs.page': 'trang {page}',
  'docs.slide': 'trang chiếu {page}',
  'step.write': 'Viết câu trả lời',
  'docs.written':
    'Do {model} viết từ các đoạn tìm được: mỗi câu đều trích dẫn một đoạn, và mọi con số trong câu đều có trong đoạn được trích.',
  'docs.modelFallback':
    'Câu trả lời trích nguyên văn các đoạn: không dùng được câu trả lời của {model} ({reason}).',
  'docs.modelNotSaid': 'Tài liệu không nói: các đoạn tìm được không trả lời câu hỏi này.',

  'reply.readAs': 'Tôi hiểu câu hỏi là: {plan}.',
  'reply.followUp': 'Tiếp nối câu hỏi trước.',
  'reply.notUnderstood': 'Những từ tôi chưa xác định được: {words}.',
  'reply.setAside': 'Những từ không làm thay đổi câu trả lời này: {words}.',
  'reply.cannotCompute':
    'Tôi không thể trả lời điều đó từ {file}: không có gì trong dữ liệu đo {words}, nên tôi sẽ không đưa ra con số nào.',
  'reply.cannotSelect':
    'Tôi không thể trả lời điều đó từ {file}: không có gì cho biết những dòng nào là {words}, nên tôi sẽ không đưa ra con số nào.',
  'reply.noTime':
    'Tôi không thể cho thấy sự thay đổi theo thời gian từ {file}: dữ liệu không có cột ngày hay năm, chỉ là ảnh chụp tại một thời điểm.',
  'reply.notPlanned':
    'Tôi không xác định được cần tính gì từ câu hỏi này trên {file}, nên tôi không đưa ra con số nào.',
  'reply.forecast':
    'Tôi không thể dự đoán tương lai từ dữ liệu này; thay vào đó, đây là những gì dữ liệu cho thấy đến nay: {plan}.',
  'reply.cannotWhy':
    'Tôi không thể giải thích nguyên nhân từ {file}: dữ liệu ghi lại những gì đã xảy ra, không ghi lý do, nên tôi sẽ không đưa ra con số nào.',
  'reply.noPeriod':
    'Tôi không thể trả lời điều đó từ {file}: không có dữ liệu cho {period} (dữ liệu trải từ {from} đến {to}), nên tôi sẽ không đưa ra con số nào.',
  'reply.tryInstead': 'Những câu hỏi tôi có thể trả lời:',
  'reply.columns': 'Dữ liệu có các cột sau: {columns}.',
  'reply.noRows': 'Không có dòng nào thỏa mãn các điều kiện này.',
  'reply.retry':
    'Lần thử đầu tiên thất bại ({error}). Đang thử lại và bỏ qua các giá trị không phải là số.',

  'note.smallGroup': 'Lưu ý: {group} chỉ có {n} dòng, nên con số này dựa trên ít dữ liệu.',
  'note.partial': 'Lưu ý: {period} là giai đoạn chưa trọn ({n} trên {full} tháng).',
  'note.tied': 'Đồng hạng: {n} nhóm cùng chia các vị trí này, nên tất cả đều được hiển thị.',
  'note.tiedMany':
    'Đồng hạng: ít nhất {n} nhóm cùng chia các vị trí này; chỉ hiển thị {n} trong số đó.',
  'note.ignoredOne': 'Đã bỏ qua {n} giá trị không phải là số.',
  'note.ignoredOther': 'Đã bỏ qua {n} giá trị không phải là số.',

  'word.total': 'tổng {x}',
  'word.average': '{x} trung bình',
  'word.median': 'trung vị của {x}',
  'word.count': 'số {x}',
  'word.distinct': 'số {x} khác nhau',
  'word.min': '{x} thấp nhất',
  'word.max': '{x} cao nhất',
  'word.share': 'tỷ trọng {x}',
  'word.unconverted': '{x} (như đã lưu, chưa quy đổi sang {unit})',
  'word.ratio': 'tỷ lệ {x}',
  'word.missing': 'các dòng thiếu {x}',
  'word.known': 'các dòng có {x}',
  'word.points': 'điểm phần trăm',
  'word.difference': 'chênh lệch',
  'compare.higherBy': '{higher} cao hơn {lower} {gap}.',
  'word.change': 'thay đổi',
  'word.correlation': 'tương quan giữa {x} và {y}',
  'word.rows': 'dòng',
  'word.and': ' và ',
  'word.where': ' với ',
  'word.per': ' theo ',
  'word.top': '{n} đứng đầu',
  'word.first': 'đầu tiên',
  'word.last': 'cuối cùng',
  'word.of': ' của ',
  'word.between': 'từ {a} đến {b}',
  'word.vs': ' so với ',
  'word.averagedYear': '{measure} mỗi năm, lấy trung bình trên các năm có dữ liệu',
  'word.averagedMonth': '{measure} mỗi tháng, lấy trung bình trên các tháng có dữ liệu',
  'word.averagedDay': '{measure} mỗi ngày, lấy trung bình trên các ngày có dữ liệu',
  'word.allGroups': '{x}, gộp cả {n} nhóm',
  'word.calendarMonth': 'tháng trong năm (gộp mọi năm)',
  'word.highestN': '{n} giá trị cao nhất',
  'word.lowestN': '{n} giá trị thấp nhất',
  'word.rowsHighest': '{n} dòng có {x} cao nhất',
  'word.rowsLowest': '{n} dòng có {x} thấp nhất',
  'word.rowHighest': 'dòng có {x} cao nhất',
  'word.rowLowest': 'dòng có {x} thấp nhất',

  'planner.plannedBy': 'Do {model} lập kế hoạch.',
  'planner.fallback':
    'Do các quy tắc có sẵn lập kế hoạch: không dùng được câu trả lời của {model} ({reason}).',
  'planner.sqlPlan':
    'Do {model} lập kế hoạch: {restatement}. Mô hình đã viết câu lệnh SQL này; câu lệnh đã được kiểm tra (một câu SELECT duy nhất, chỉ trên bộ dữ liệu này) và chạy với giới hạn {rows} dòng.',
  'planner.cannot': 'Tôi không thể trả lời điều này từ {files}: {reason}',
  'planner.cannotStep':
    'Do {model} lập kế hoạch; mô hình nhận thấy dữ liệu không thể trả lời câu hỏi này.',
  'planner.noRows': 'Không có dòng nào khớp với câu hỏi này.',
  'planner.value': 'Câu trả lời là **{value}** ({column}).',
  'planner.row': 'Câu trả lời: {pairs}.',
  'planner.rows': 'Truy vấn trả về {n} dòng:',
  'planner.rowsFirst': 'Truy vấn trả về {n} dòng; {shown} dòng đầu tiên:',
  'planner.total': 'Tổng trên {n} dòng này: {totals}.',
  'planner.truncated': 'Chỉ giữ lại {n} dòng đầu tiên.',
  'planner.chart': '{chart} của {y} theo {x}.',
  'planner.timeout': 'không có câu trả lời trong {s} giây',
  'planner.empty': 'truy vấn của nó không trả về dòng nào',

  'suggest.totalBy': 'Tổng {measure} theo {dim} là bao nhiêu?',
  'planner.wrongLanguage': 'phần lời văn được viết bằng {seen}, không phải {asked}',
  'suggest.averageBy': '{measure} trung bình theo {dim} là bao nhiêu?',
  'suggest.highestAverage': '{dim} nào có {measure} trung bình cao nhất?',
  'suggest.changeSince': '{measure} trung bình đã thay đổi thế nào kể từ {year}?',
  'suggest.averageByMonth': '{measure} trung bình theo tháng là bao nhiêu?',
  'suggest.medianAndAverage': 'Trung vị và giá trị trung bình của {measure} là bao nhiêu?',
  'suggest.howManyDifferent': 'Có bao nhiêu {dims} khác nhau?',
  'suggest.howManyKinds': 'Có bao nhiêu loại {dim} khác nhau?',
  'suggest.correlated': '{a} và {b} tương quan mạnh đến mức nào?',

  'season.highLow': 'Cao nhất: {high} ({highValue}); thấp nhất: {low} ({lowValue}).',
  'period.over': '(trên {periods} có dữ liệu)',
  'word.moreInTable': '… và {n} dòng nữa trong bảng.',
  'stat.median': 'trung vị',
  'stat.avg': 'trung bình',
  'stat.min': 'thấp nhất',
  'stat.max': 'cao nhất',
  'stat.spread': 'khoảng biến thiên (cao nhất − thấp nhất)',
  'stat.std': 'độ lệch chuẩn',
  'stat.percentile': 'phân vị thứ {nth}',
  'stat.values': '({n} giá trị)',
  'word.pearson': 'hệ số r Pearson',
  'corr.result': 'r = {r} trên {n} cặp: {relationship}.',
  'corr.strongPositive': 'tương quan thuận mạnh',
  'corr.strongNegative': 'tương quan nghịch mạnh',
  'corr.moderatePositive': 'tương quan thuận vừa phải',
  'corr.moderateNegative': 'tương quan nghịch vừa phải',
  'corr.weakPositive': 'tương quan thuận yếu',
  'corr.weakNegative': 'tương quan nghịch yếu',
  'corr.none': 'không có tương quan rõ ràng',
  'overview.restate':
    'tổng quan dữ liệu: giá trị, khoảng giá trị và giá trị thiếu của từng cột, cùng mối tương quan mạnh nhất',
  'share.partOf': '({part} trên {whole})',
  'compare.line': '{a} so với {b}: {difference} {diff} ({pct}, tỉ lệ {ratio}×)',
  'compare.noRowsFor': 'Không có dòng nào cho: {values}.',
}
