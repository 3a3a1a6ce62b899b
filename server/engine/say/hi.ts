import type { SayKey } from './en'

/** हिन्दी: the engine's sentences, one for every key of the English catalog. */
export const HI: Record<SayKey, string> = {
  'step.plan': 'उत्तर की योजना बनाना',
  'step.query': 'डेटा क्वेरी करना',
  'step.chart': 'चार्ट बनाना',
  'step.respond': 'निष्कर्ष',
  'chart.bar': 'बार चार्ट',
  'chart.line': 'लाइन चार्ट',
  'chart.titleBy': '{dim} के अनुसार {measure}',

  'talk.hello': 'नमस्ते! {dataset} के बारे में कुछ भी पूछिए: योग, औसत, रैंकिंग, रुझान, वितरण, तुलना या सहसंबंध।',
  'talk.thanks': 'आपका स्वागत है! जब चाहें, अगला सवाल पूछिए।',
  'talk.bye': 'अलविदा! आपका सत्र और उसके उत्तर सहेज लिए गए हैं।',
  'talk.help':
    'मैं आपके डेटा से जुड़े सवालों के जवाब SQL से गणना की गई असली संख्याओं से देता हूँ: समूह के अनुसार योग और औसत, शीर्ष N, समय के साथ रुझान, वितरण, तुलना, सहसंबंध और फ़िल्टर के साथ गिनती।',
  'talk.analytics': 'विश्लेषण के लिए कोई सवाल नहीं था, इसलिए यहाँ {file} का अवलोकन है।',
  'talk.noData':
    'विश्लेषण के लिए अभी कोई सिंक किया हुआ डेटा स्रोत नहीं है। CSV, TSV, JSON या Parquet फ़ाइल अपलोड करें, या कोई नमूना डेटासेट चुनें।',

  'step.route': 'उत्तर देने का तरीका चुनना',
  'step.search': 'दस्तावेज़ों में खोजना',
  'docs.routeOnly': 'दस्तावेज़ों से उत्तर: स्रोत केवल दस्तावेज़ ({files}) हैं, विश्लेषण के लिए कोई तालिका नहीं है।',
  'docs.routeMix':
    'दस्तावेज़ों से उत्तर: सवाल के {terms} सार्थक शब्दों ({words}) में से {docHits} दस्तावेज़ों में हैं, {tableHits} तालिकाओं के कॉलम या मानों को दर्शाते हैं।',
  'docs.routeTables':
    'तालिकाओं का विश्लेषण: सवाल के {terms} सार्थक शब्दों ({words}) में से {tableHits} तालिकाओं के कॉलम, मान या गणनाएँ दर्शाते हैं, {docHits} दस्तावेज़ों में हैं।',
  'docs.searched': '{files} के {passages} अंशों में खोजा गया: {words}।',
  'docs.found': 'सबसे प्रासंगिक अंश: {list}।',
  'docs.answer': 'दस्तावेज़ों के अनुसार:',
  'docs.notSaid': 'दस्तावेज़ों में {words} के बारे में कुछ नहीं लिखा है।',
  'docs.notTogether':
    'दस्तावेज़ों में यह नहीं है: कोई भी अंश {words} की एक साथ बात नहीं करता, इसलिए उद्धृत करने को कुछ नहीं है।',
  'docs.noWords': 'दस्तावेज़ों में यह नहीं है: सवाल में उनमें खोजने लायक कोई शब्द नहीं है।',
  'docs.needTable':
    'विश्लेषण के लिए तालिका चाहिए, और यहाँ स्रोत केवल दस्तावेज़ ({files}) हैं। दस्तावेज़ों से उद्धरण और संदर्भ सहित उत्तर पाने के लिए AUTO मोड में पूछें।',
  'docs.page': 'पृष्ठ {page}',
  'docs.slide': 'स्लाइड {page}',
  'step.write': 'उत्तर लिखना',
  'docs.written':
    'मिले अंशों से {model} द्वारा लिखा गया: हर वाक्य किसी अंश का हवाला देता है, और उसकी हर संख्या उद्धृत अंश में मौजूद है।',
  'docs.modelFallback':
    'उत्तर अंशों को ज्यों का त्यों उद्धृत करता है: {model} का उत्तर इस्तेमाल नहीं हो सका ({reason})।',
  'docs.modelNotSaid': 'दस्तावेज़ों में यह नहीं है: मिले अंश इस सवाल का उत्तर नहीं देते।',

  'reply.readAs': 'मैंने इसे ऐसे समझा: {plan}।',
  'reply.followUp': 'पिछले सवाल को आगे बढ़ाते हुए।',
  'reply.notUnderstood': 'जिन शब्दों को मैं समझ नहीं पाया: {words}।',
  'reply.setAside': 'जो शब्द इस उत्तर को नहीं बदलते: {words}।',
  'reply.cannotCompute':
    'मैं {file} से इसका उत्तर नहीं दे सकता: इसमें {words} को मापने वाला कुछ नहीं है, इसलिए मैं कोई संख्या नहीं दूँगा।',
  'reply.cannotSelect':
    'मैं {file} से इसका उत्तर नहीं दे सकता: इसमें यह बताने वाला कुछ नहीं है कि कौन-सी पंक्तियाँ {words} थीं, इसलिए मैं कोई संख्या नहीं दूँगा।',
  'reply.noTime':
    'मैं {file} से समय के साथ बदलाव नहीं दिखा सकता: इसमें कोई तारीख़ या वर्ष का कॉलम नहीं है, बस एक समय की झलक है।',
  'reply.notPlanned':
    'मैं {file} पर इस सवाल से यह तय नहीं कर पाया कि क्या गणना करनी है, इसलिए कोई संख्या नहीं दे रहा।',
  'reply.forecast':
    'मैं इस डेटा से भविष्य का अनुमान नहीं लगा सकता; इसके बजाय, अब तक डेटा यह दिखाता है: {plan}।',
  'reply.cannotWhy':
    'मैं {file} से कारण नहीं बता सकता: डेटा में दर्ज है कि क्या हुआ, उसके कारण नहीं, इसलिए मैं कोई संख्या नहीं दूँगा।',
  'reply.noPeriod':
    'मैं {file} से इसका उत्तर नहीं दे सकता: इसमें {period} का डेटा नहीं है (यह {from} से {to} तक का है), इसलिए मैं कोई संख्या नहीं दूँगा।',
  'reply.tryInstead': 'इनके बजाय मैं इन सवालों के उत्तर दे सकता हूँ:',
  'reply.columns': 'डेटा में ये कॉलम हैं: {columns}।',
  'reply.noRows': 'कोई भी पंक्ति इन शर्तों को पूरा नहीं करती।',
  'reply.retry':
    'पहला प्रयास विफल रहा ({error})। जो मान संख्या नहीं हैं उन्हें छोड़कर फिर से प्रयास किया जा रहा है।',

  'note.smallGroup': 'ध्यान दें: {group} में केवल {n} पंक्तियाँ हैं, इसलिए यह आँकड़ा कम डेटा पर आधारित है।',
  'note.partial': 'ध्यान दें: {period} अधूरी अवधि है ({full} में से {n} महीने)।',
  'note.tied': 'बराबरी: {n} समूह इन स्थानों पर बराबर हैं, इसलिए सभी दिखाए गए हैं।',
  'note.tiedMany': 'बराबरी: कम से कम {n} इन स्थानों पर बराबर हैं; उनमें से केवल {n} दिखाए गए हैं।',
  'note.ignoredOne': '{n} मान जो संख्या नहीं है, छोड़ दिया गया।',
  'note.ignoredOther': '{n} मान जो संख्याएँ नहीं हैं, छोड़ दिए गए।',

  'word.total': 'कुल {x}',
  'word.average': 'औसत {x}',
  'word.median': '{x} की माध्यिका',
  'word.count': '{x} की संख्या',
  'word.distinct': 'अलग-अलग {x} की संख्या',
  'word.min': 'न्यूनतम {x}',
  'word.max': 'अधिकतम {x}',
  'word.share': '{x} का हिस्सा',
  'word.unconverted': '{x} (जैसा संग्रहीत है, {unit} में बदला नहीं गया)',
  'word.ratio': '{x} का अनुपात',
  'word.missing': 'जिन पंक्तियों में {x} नहीं है',
  'word.known': 'जिन पंक्तियों में {x} दर्ज है',
  'word.points': 'प्रतिशत अंक',
  'word.difference': 'अंतर',
  'compare.higherBy': '{higher}, {lower} से {gap} अधिक है।',
  'word.change': 'बदलाव',
  'word.correlation': '{x} और {y} का सहसंबंध',
  'word.rows': 'पंक्तियाँ',
  'word.and': ' और ',
  'word.where': ', शर्त: ',
  'word.per': ', प्रति ',
  'word.top': 'शीर्ष {n}',
  'word.first': 'पहला',
  'word.last': 'अंतिम',
  'word.of': ' — ',
  'word.between': '{a} से {b} तक',
  'word.vs': ' बनाम ',
  'word.averagedYear': 'हर वर्ष का {measure}, डेटा वाले वर्षों का औसत',
  'word.averagedMonth': 'हर महीने का {measure}, डेटा वाले महीनों का औसत',
  'word.averagedDay': 'हर दिन का {measure}, डेटा वाले दिनों का औसत',
  'word.allGroups': '{x}, सभी {n} समूह मिलाकर',
  'word.calendarMonth': 'कैलेंडर महीना (सभी वर्ष मिलाकर)',
  'word.highestN': 'सबसे ऊँचे {n}',
  'word.lowestN': 'सबसे निचले {n}',
  'word.rowsHighest': 'सबसे ज़्यादा {x} वाली {n} पंक्तियाँ',
  'word.rowsLowest': 'सबसे कम {x} वाली {n} पंक्तियाँ',
  'word.rowHighest': 'सबसे ज़्यादा {x} वाली पंक्ति',
  'word.rowLowest': 'सबसे कम {x} वाली पंक्ति',

  'planner.plannedBy': '{model} द्वारा योजना बनाई गई।',
  'planner.fallback':
    'अंतर्निहित नियमों से योजना बनाई गई: {model} का उत्तर इस्तेमाल नहीं हो सका ({reason})।',
  'planner.sqlPlan':
    '{model} द्वारा योजना बनाई गई: {restatement}। यह SQL मॉडल ने लिखा; इसे जाँचा गया (केवल इस डेटासेट पर एक ही SELECT) और {rows} पंक्तियों की सीमा के साथ चलाया गया।',
  'planner.cannot': 'मैं {files} से इसका उत्तर नहीं दे सकता: {reason}',
  'planner.cannotStep': '{model} द्वारा योजना बनाई गई, जिसने पाया कि डेटा इस सवाल का उत्तर नहीं दे सकता।',
  'planner.noRows': 'कोई भी पंक्ति इस सवाल से मेल नहीं खाती।',
  'planner.value': 'उत्तर है **{value}** ({column})।',
  'planner.row': 'उत्तर: {pairs}।',
  'planner.rows': 'क्वेरी से {n} पंक्तियाँ मिलीं:',
  'planner.rowsFirst': 'क्वेरी से {n} पंक्तियाँ मिलीं; पहली {shown}:',
  'planner.total': 'इन {n} पंक्तियों का योग: {totals}।',
  'planner.truncated': 'केवल पहली {n} पंक्तियाँ रखी गईं।',
  'planner.chart': '{x} के अनुसार {y} का {chart}।',
  'planner.timeout': '{s} सेकंड में कोई उत्तर नहीं',
  'planner.empty': 'उसकी क्वेरी से कोई पंक्ति नहीं मिली',

  'suggest.totalBy': '{dim} के अनुसार कुल {measure} कितना है?',
  'planner.wrongLanguage': 'उसका पाठ {asked} में नहीं, {seen} में लिखा था',
  'suggest.averageBy': '{dim} के अनुसार औसत {measure} कितना है?',
  'suggest.highestAverage': 'किस {dim} का औसत {measure} सबसे ज़्यादा है?',
  'suggest.changeSince': '{year} से औसत {measure} कैसे बदला है?',
  'suggest.averageByMonth': 'महीने के अनुसार औसत {measure} कितना है?',
  'suggest.medianAndAverage': '{measure} की माध्यिका और औसत क्या हैं?',
  'suggest.howManyDifferent': 'कितने अलग-अलग {dims} हैं?',
  'suggest.howManyKinds': '{dim} के कितने अलग-अलग प्रकार हैं?',
  'suggest.correlated': '{a} और {b} के बीच सहसंबंध कितना मज़बूत है?',
}
