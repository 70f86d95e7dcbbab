//! Patterns that read customer text after [`normalise`](crate::drafting::screen::read::normalise) has made it plain:
//! lower case, look-alike letters as Latin, accents dropped. In that text a word is ASCII letters, digits and `_`,
//! so the data's `\w`, `\d` and `\b` are read in ASCII (decision 0039).
//!
//! Why: Unicode `\w` is about 770 ranges of code points, each compiled into UTF-8 byte sequences. With some 1,400 of
//! them in the screen's families (concepts inlined into the patterns that name them), a process spent about 1.5 s
//! (release build) compiling the screen before its first answer. ASCII classes compile in a fraction of that, and an
//! ASCII `\b` lets the regex engine use its DFA on any haystack.

use crate::drafting::parsed_once::ParsedOnce;
use regex::Regex;

/// `pattern` compiled with its word classes and boundaries in ASCII: `\w` as `[0-9A-Za-z_]`, `\d` as `[0-9]` (inside
/// a class too: `[\w']`), `\b` and `\B` as ASCII boundaries. Everything else is read as written.
pub fn plain_regex(pattern: &str) -> Result<Regex, regex::Error> {
    Regex::new(&ascii_word_classes(pattern))
}

/// A pattern of the data, compiled (by [`plain_regex`]) the first time it is used: a process compiles only the
/// patterns the orders it reads need. The data's loader and its tests compile every pattern with
/// [`LazyRegex::compile`], so a pattern that does not compile fails a test, not an order.
#[derive(Clone, Debug)]
pub struct LazyRegex(ParsedOnce<Regex>);

impl LazyRegex {
    pub fn new(source: String) -> LazyRegex {
        LazyRegex(ParsedOnce::new(source))
    }

    /// The pattern as the data writes it, before its word classes are read in ASCII.
    pub fn source(&self) -> &str {
        self.0.text()
    }

    /// Whether the pattern has been used.
    #[cfg(test)]
    pub fn is_compiled(&self) -> bool {
        self.0.is_parsed()
    }

    /// The compiled pattern, compiling it now if this is its first use.
    pub fn compile(&self) -> Result<&Regex, regex::Error> {
        self.0.get_or_parse(plain_regex)
    }

    /// The compiled pattern. Panics on a pattern that does not compile: the data's tests compile every pattern.
    pub fn get(&self) -> &Regex {
        self.compile()
            .unwrap_or_else(|e| panic!("pattern {:?}: {e} (the data's tests compile every pattern)", self.source()))
    }
}

/// `pattern` with its Unicode word classes and boundaries written in ASCII (see [`plain_regex`]).
fn ascii_word_classes(pattern: &str) -> String {
    let mut out = String::with_capacity(pattern.len() + pattern.len() / 4);
    // How deep inside `[...]` classes the walk is (classes nest: `[a[b]]`).
    let mut class_depth = 0usize;
    let mut chars = pattern.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                let Some(escaped) = chars.next() else {
                    out.push(c);
                    break;
                };
                let inside = class_depth > 0;
                match (escaped, inside) {
                    ('w', false) => out.push_str("[0-9A-Za-z_]"),
                    ('w', true) => out.push_str("0-9A-Za-z_"),
                    ('d', false) => out.push_str("[0-9]"),
                    ('d', true) => out.push_str("0-9"),
                    ('W', false) => out.push_str("[^0-9A-Za-z_]"),
                    ('D', false) => out.push_str("[^0-9]"),
                    ('b', false) => out.push_str(r"(?-u:\b)"),
                    ('B', false) => out.push_str(r"(?-u:\B)"),
                    _ => {
                        out.push('\\');
                        out.push(escaped);
                    }
                }
            }
            '[' => {
                out.push(c);
                class_depth += 1;
                // A `]` first in a class (after an optional `^`) is a literal, not its end.
                if chars.peek() == Some(&'^') {
                    out.push('^');
                    chars.next();
                }
                if chars.peek() == Some(&']') {
                    out.push(']');
                    chars.next();
                }
            }
            ']' if class_depth > 0 => {
                out.push(c);
                class_depth -= 1;
            }
            _ => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn word_classes_and_boundaries_are_read_in_ascii_inside_and_outside_classes() {
        assert_eq!(ascii_word_classes(r"\bnon\w*\b"), r"(?-u:\b)non[0-9A-Za-z_]*(?-u:\b)");
        assert_eq!(ascii_word_classes(r"[\w'-]+ \d{2}"), r"[0-9A-Za-z_'-]+ [0-9]{2}");
        assert_eq!(ascii_word_classes(r"[^\d.]\W\D\B"), r"[^0-9.][^0-9A-Za-z_][^0-9](?-u:\B)");
    }

    #[test]
    fn other_escapes_and_literal_brackets_are_kept_as_written() {
        for pattern in [r"\\w", r"attorneys\x27? fees", r"\S+\s\.", r"[]a]\w", r"[^]a]\w", r"\[\w\]", r"\p{L}"] {
            let rewritten = ascii_word_classes(pattern);
            assert!(Regex::new(&rewritten).is_ok(), "{pattern} became {rewritten}");
        }
        assert_eq!(ascii_word_classes(r"\\w"), r"\\w");
        assert_eq!(ascii_word_classes(r"[]a]\w"), r"[]a][0-9A-Za-z_]");
        assert_eq!(ascii_word_classes(r"\[\w\]"), r"\[[0-9A-Za-z_]\]");
    }

    #[test]
    fn a_lazy_pattern_compiles_once_on_first_use_and_reports_a_bad_pattern() {
        let pattern = LazyRegex::new(r"\bterm of (\d+) years?\b".to_string());
        assert!(!pattern.is_compiled());
        let first = pattern.get() as *const Regex;
        assert!(pattern.get().is_match("a term of 3 years"));
        assert_eq!(first, pattern.get() as *const Regex);
        assert!(LazyRegex::new("(unclosed".to_string()).compile().is_err());
    }

    #[test]
    fn plain_text_matches_as_before_and_words_end_at_what_normalising_leaves() {
        let re = plain_regex(r"\bnon[- ]?compet\w*\b").expect("compiles");
        assert!(re.is_match("a non-compete for two years"));
        assert!(re.is_match("noncompetition"));
        assert!(!re.is_match("anoncompete"));
        // A letter normalising left outside ASCII (another script) ends a word, as punctuation does.
        assert!(plain_regex(r"\bcompete\b").expect("compiles").is_match("compete日本"));
    }
}
