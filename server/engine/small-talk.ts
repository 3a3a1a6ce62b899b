/**
 * Small talk (pure): greetings, thanks, goodbyes and "what can you do", in English, Chinese and
 * Arabic. In AUTO mode these get a short reply and no analysis.
 */
type SmallTalk = 'hello' | 'thanks' | 'bye' | 'help'

const PATTERNS: [SmallTalk, RegExp][] = [
  [
    'hello',
    /^(hi|hello|hey|hiya|howdy|yo|greetings|good (morning|afternoon|evening)|hi there|hello there|你好|您好|嗨|哈喽|مرحبا|مرحبًا|مرحباً|أهلا|اهلا|أهلاً|السلام عليكم)$/i,
  ],
  [
    'thanks',
    /^(thanks|thank you|thx|ty|cheers|thanks a lot|thank you very much|many thanks|great,? thanks|谢谢|谢谢你|多谢|感谢|شكرا|شكرًا|شكراً|شكرا جزيلا)$/i,
  ],
  ['bye', /^(bye|goodbye|see you|see ya|good night|再见|拜拜|مع السلامة|وداعا)$/i],
  [
    'help',
    /^(help|what can you do|who are you|what do you do|how does this work|你能做什么|你是谁|ماذا تستطيع أن تفعل|من أنت)$/i,
  ],
]

export function smallTalkOf(question: string): SmallTalk | null {
  const text = question
    .trim()
    .replace(/[\s!.?,。！？،؟~]+$/u, '')
    .replace(/^[\s]+/, '')
    .replace(/\s+/g, ' ')
  if (!text || text.length > 40) return null
  for (const [kind, re] of PATTERNS) if (re.test(text)) return kind
  return null
}
