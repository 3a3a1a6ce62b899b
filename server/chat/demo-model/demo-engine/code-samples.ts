import type { CodeLanguage } from './question'

/**
 * One small, runnable program per language: it counts how often the question's keywords occur in a
 * text. Real code the reader can try, built from the question, so the block is never filler.
 */
export function codeSample(language: CodeLanguage, keywords: readonly string[]): string {
  const words = keywords.length ? keywords : ['example', 'keywords']
  const list = words.map((w) => JSON.stringify(w)).join(', ')
  const sqlList = words.map((w) => `('${w.replace(/'/g, "''")}')`).join(', ')
  const text = JSON.stringify(`Notes about ${words.join(' and ')}; more on ${words[0]} later.`)
  switch (language) {
    case 'python':
      return [
        'from collections import Counter',
        'import re',
        '',
        'def keyword_counts(text: str, keywords: list[str]) -> dict[str, int]:',
        '    """Count whole-word, case-insensitive occurrences of each keyword."""',
        '    words = Counter(re.findall(r"[\\w\'+#-]+", text.lower()))',
        '    return {k: words[k.lower()] for k in keywords}',
        '',
        `print(keyword_counts(${text}, [${list}]))`,
      ].join('\n')
    case 'typescript':
      return [
        'export function keywordCounts(text: string, keywords: string[]): Record<string, number> {',
        "  const words = text.toLowerCase().match(/[\\p{L}\\p{N}'+#-]+/gu) ?? []",
        '  const counts = new Map<string, number>()',
        '  for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1)',
        '  return Object.fromEntries(keywords.map((k) => [k, counts.get(k.toLowerCase()) ?? 0]))',
        '}',
        '',
        `console.log(keywordCounts(${text}, [${list}]))`,
      ].join('\n')
    case 'javascript':
      return [
        'function keywordCounts(text, keywords) {',
        "  const words = text.toLowerCase().match(/[\\p{L}\\p{N}'+#-]+/gu) ?? []",
        '  const counts = new Map()',
        '  for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1)',
        '  return Object.fromEntries(keywords.map((k) => [k, counts.get(k.toLowerCase()) ?? 0]))',
        '}',
        '',
        `console.log(keywordCounts(${text}, [${list}]))`,
      ].join('\n')
    case 'go':
      return [
        'package main',
        '',
        'import (',
        '\t"fmt"',
        '\t"strings"',
        ')',
        '',
        'func keywordCounts(text string, keywords []string) map[string]int {',
        '\tcounts := map[string]int{}',
        '\tfor _, w := range strings.Fields(strings.ToLower(text)) {',
        '\t\tcounts[strings.Trim(w, ".,;:!?")]++',
        '\t}',
        '\tout := map[string]int{}',
        '\tfor _, k := range keywords {',
        '\t\tout[k] = counts[strings.ToLower(k)]',
        '\t}',
        '\treturn out',
        '}',
        '',
        'func main() {',
        `\tfmt.Println(keywordCounts(${text}, []string{${list}}))`,
        '}',
      ].join('\n')
    case 'rust':
      return [
        'use std::collections::HashMap;',
        '',
        'fn keyword_counts(text: &str, keywords: &[&str]) -> HashMap<String, usize> {',
        '    let mut counts: HashMap<String, usize> = HashMap::new();',
        '    for w in text.to_lowercase().split(|c: char| !c.is_alphanumeric()) {',
        '        *counts.entry(w.to_string()).or_default() += 1;',
        '    }',
        '    keywords',
        '        .iter()',
        '        .map(|k| (k.to_string(), *counts.get(&k.to_lowercase()).unwrap_or(&0)))',
        '        .collect()',
        '}',
        '',
        'fn main() {',
        `    println!("{:?}", keyword_counts(${text}, &[${list}]));`,
        '}',
      ].join('\n')
    case 'java':
      return [
        'import java.util.*;',
        '',
        'public class KeywordCounts {',
        '    static Map<String, Integer> count(String text, List<String> keywords) {',
        '        Map<String, Integer> words = new HashMap<>();',
        '        for (String w : text.toLowerCase().split("[^\\\\p{L}\\\\p{N}]+")) words.merge(w, 1, Integer::sum);',
        '        Map<String, Integer> out = new LinkedHashMap<>();',
        '        for (String k : keywords) out.put(k, words.getOrDefault(k.toLowerCase(), 0));',
        '        return out;',
        '    }',
        '',
        '    public static void main(String[] args) {',
        `        System.out.println(count(${text}, List.of(${list})));`,
        '    }',
        '}',
      ].join('\n')
    case 'sql':
      return [
        '-- Count notes that mention each keyword (works in DuckDB, PostgreSQL and SQLite).',
        'WITH keywords(word) AS (',
        `  VALUES ${sqlList}`,
        ')',
        'SELECT k.word, COUNT(n.id) AS notes',
        'FROM keywords AS k',
        "LEFT JOIN notes AS n ON lower(n.body) LIKE '%' || k.word || '%'",
        'GROUP BY k.word',
        'ORDER BY notes DESC, k.word;',
      ].join('\n')
    case 'bash':
      return [
        '#!/usr/bin/env bash',
        '# Count whole-word occurrences of each keyword in the files given as arguments.',
        'set -euo pipefail',
        `for word in ${words.map((w) => JSON.stringify(w)).join(' ')}; do`,
        '  count=$(cat "$@" | tr "[:upper:]" "[:lower:]" | grep -ow -- "$word" | wc -l)',
        '  printf "%-20s %s\\n" "$word" "$count"',
        'done',
      ].join('\n')
    case 'ruby':
      return [
        'def keyword_counts(text, keywords)',
        "  words = text.downcase.scan(/[[:alnum:]'+#-]+/).tally",
        '  keywords.to_h { |k| [k, words.fetch(k.downcase, 0)] }',
        'end',
        '',
        `p keyword_counts(${text}, [${list}])`,
      ].join('\n')
  }
}
