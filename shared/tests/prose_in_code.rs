//! How much prose is left in Rust string literals of the workspace's non-test code: customer-facing sentences
//! belong in the message and clause templates (`shared/drafting/messages/`, `shared/drafting/clauses/`), where one
//! placeholder language (minijinja) holds for everything a customer reads. Decision 0036 sets the ceiling.
//!
//! The literals are found by a tokenizer for Rust's lexical grammar (comments, char literals and lifetimes, normal,
//! byte and C strings with escapes, raw strings with any number of `#`), not by a regular expression: a `"` inside
//! a char literal or a comment starts no string. Test code is left out: the `tests/`, `benches/` and `examples/`
//! folders, files named `tests.rs` or `*_tests.rs`, and every item marked `#[cfg(test)]`.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

/// The most prose, in bytes, the workspace's non-test Rust code may hold in string literals.
const CEILING_BYTES: usize = 40_000;

/// A literal is prose when it has at least this many words...
const PROSE_MIN_WORDS: usize = 4;
/// ...and at least this share of its characters are letters or spaces.
const PROSE_MIN_LETTER_SHARE: f64 = 0.75;

/// A token the measure cares about; everything else is skipped character by character.
#[derive(Debug, PartialEq)]
enum Token {
    /// A string literal's contents, escapes decoded.
    Str(String),
    /// `#[cfg(test)]` or an attribute list containing it.
    CfgTest,
    Open,
    Close,
    Semicolon,
    Other,
}

struct Lexer {
    chars: Vec<char>,
    at: usize,
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

impl Lexer {
    fn new(source: &str) -> Lexer {
        Lexer { chars: source.chars().collect(), at: 0 }
    }

    fn peek(&self, ahead: usize) -> Option<char> {
        self.chars.get(self.at + ahead).copied()
    }

    /// The body of a normal (escaped) string; `self.at` is just after the opening quote.
    fn escaped_string(&mut self) -> String {
        let mut text = String::new();
        while let Some(c) = self.peek(0) {
            self.at += 1;
            match c {
                '"' => break,
                '\\' => {
                    let Some(escape) = self.peek(0) else { break };
                    self.at += 1;
                    match escape {
                        'n' => text.push('\n'),
                        't' => text.push('\t'),
                        'r' => text.push('\r'),
                        '0' => text.push('\0'),
                        'x' => {
                            let hex: String = self.chars[self.at..(self.at + 2).min(self.chars.len())].iter().collect();
                            self.at += hex.len();
                            text.push(u8::from_str_radix(&hex, 16).map(char::from).unwrap_or('?'));
                        }
                        'u' => {
                            // \u{XXXX}
                            let close = self.chars[self.at..].iter().position(|c| *c == '}').unwrap_or(0);
                            let digits: String =
                                self.chars[self.at..self.at + close].iter().filter(|c| c.is_ascii_hexdigit()).collect();
                            self.at += close + 1;
                            text.push(u32::from_str_radix(&digits, 16).ok().and_then(char::from_u32).unwrap_or('?'));
                        }
                        '\n' => {
                            // A line continuation: the line break and the next line's leading whitespace go.
                            while self.peek(0).is_some_and(char::is_whitespace) {
                                self.at += 1;
                            }
                        }
                        other => text.push(other),
                    }
                }
                other => text.push(other),
            }
        }
        text
    }

    /// The body of a raw string; `self.at` is on the first `#` or the quote after `r`.
    fn raw_string(&mut self) -> String {
        let mut hashes = 0;
        while self.peek(0) == Some('#') {
            hashes += 1;
            self.at += 1;
        }
        self.at += 1; // the opening quote
        let start = self.at;
        while self.at < self.chars.len() {
            if self.chars[self.at] == '"' && (1..=hashes).all(|i| self.peek(i) == Some('#')) {
                let text: String = self.chars[start..self.at].iter().collect();
                self.at += 1 + hashes;
                return text;
            }
            self.at += 1;
        }
        self.chars[start..].iter().collect()
    }

    /// A char literal or a lifetime after `'` (already consumed): skipped either way.
    fn quote(&mut self) {
        match (self.peek(0), self.peek(1)) {
            (Some('\\'), _) => {
                // An escaped char literal: '\'' '\\' '\n' '\u{..}'
                self.at += 2;
                while self.peek(0).is_some_and(|c| c != '\'') {
                    self.at += 1;
                }
                self.at += 1;
            }
            (Some(_), Some('\'')) => self.at += 2,
            _ => {} // a lifetime or a label: its name lexes as ordinary characters
        }
    }

    fn next_token(&mut self) -> Option<Token> {
        loop {
            let c = self.peek(0)?;
            let previous_is_ident = self.at > 0 && is_ident(self.chars[self.at - 1]);
            match c {
                '/' if self.peek(1) == Some('/') => {
                    while self.peek(0).is_some_and(|c| c != '\n') {
                        self.at += 1;
                    }
                }
                '/' if self.peek(1) == Some('*') => {
                    let mut depth = 0;
                    while self.at < self.chars.len() {
                        if self.peek(0) == Some('/') && self.peek(1) == Some('*') {
                            depth += 1;
                            self.at += 2;
                        } else if self.peek(0) == Some('*') && self.peek(1) == Some('/') {
                            depth -= 1;
                            self.at += 2;
                            if depth == 0 {
                                break;
                            }
                        } else {
                            self.at += 1;
                        }
                    }
                }
                '"' => {
                    self.at += 1;
                    return Some(Token::Str(self.escaped_string()));
                }
                'b' | 'c' | 'r' if !previous_is_ident => {
                    let prefix_len = match (c, self.peek(1), self.peek(2)) {
                        ('b', Some('r'), Some('"' | '#')) | ('c', Some('r'), Some('"' | '#')) => Some((2, true)),
                        ('r', Some('"' | '#'), _) => Some((1, true)),
                        ('b' | 'c', Some('"'), _) => Some((1, false)),
                        ('b', Some('\''), _) => {
                            self.at += 2;
                            self.quote();
                            continue;
                        }
                        _ => None,
                    };
                    match prefix_len {
                        // `r#ident` (a raw identifier) is not a string: a raw string's hashes end in a quote.
                        Some((len, true)) if self.chars[self.at + len..].iter().find(|c| **c != '#') == Some(&'"') => {
                            self.at += len;
                            return Some(Token::Str(self.raw_string()));
                        }
                        Some((len, false)) => {
                            self.at += len + 1;
                            return Some(Token::Str(self.escaped_string()));
                        }
                        _ => {
                            self.at += 1;
                            return Some(Token::Other);
                        }
                    }
                }
                '\'' => {
                    self.at += 1;
                    self.quote();
                }
                '#' if self.peek(1) == Some('[') => {
                    let rest = &self.chars[self.at..];
                    let close = rest.iter().position(|c| *c == ']').unwrap_or(rest.len() - 1);
                    let attribute: String = rest[..=close].iter().filter(|c| !c.is_whitespace()).collect();
                    if attribute.starts_with("#[cfg(") && attribute.contains("test") && !attribute.contains("not(test")
                    {
                        self.at += close + 1;
                        return Some(Token::CfgTest);
                    }
                    self.at += 1;
                    return Some(Token::Other);
                }
                '{' => {
                    self.at += 1;
                    return Some(Token::Open);
                }
                '}' => {
                    self.at += 1;
                    return Some(Token::Close);
                }
                ';' => {
                    self.at += 1;
                    return Some(Token::Semicolon);
                }
                c if c.is_whitespace() => self.at += 1,
                _ => {
                    self.at += 1;
                    return Some(Token::Other);
                }
            }
        }
    }
}

/// The string literals of `source` outside items marked `#[cfg(test)]`.
fn literals(source: &str) -> Vec<String> {
    let mut lexer = Lexer::new(source);
    let mut found = vec![];
    while let Some(token) = lexer.next_token() {
        match token {
            Token::Str(text) => found.push(text),
            Token::CfgTest => {
                // Skip the marked item: to its `;` or the end of its first brace block.
                let mut depth = 0;
                while let Some(token) = lexer.next_token() {
                    match token {
                        Token::Open => depth += 1,
                        Token::Close => {
                            depth -= 1;
                            if depth == 0 {
                                break;
                            }
                        }
                        Token::Semicolon if depth == 0 => break,
                        _ => {}
                    }
                }
            }
            _ => {}
        }
    }
    found
}

/// SQL statements are code, not prose: a literal whose first word is an SQL keyword, or whose letters are all
/// capitals (a column definition).
fn is_sql(text: &str) -> bool {
    const KEYWORDS: [&str; 11] =
        ["SELECT", "INSERT", "UPDATE", "DELETE", "CREATE", "ALTER", "DROP", "WITH", "PRAGMA", "BEGIN", "COMMIT"];
    let first = text.split(|c: char| !c.is_alphabetic()).find(|word| !word.is_empty()).unwrap_or_default();
    KEYWORDS.contains(&first) || !text.chars().any(char::is_lowercase)
}

fn is_prose(text: &str) -> bool {
    if is_sql(text) {
        return false;
    }
    let words = text.split_whitespace().filter(|w| w.chars().any(char::is_alphabetic)).count();
    let total = text.chars().count();
    let letters = text.chars().filter(|c| c.is_alphabetic() || *c == ' ').count();
    words >= PROSE_MIN_WORDS && total > 0 && letters as f64 / total as f64 >= PROSE_MIN_LETTER_SHARE
}

fn prose_bytes(source: &str) -> usize {
    literals(source).iter().filter(|text| is_prose(text)).map(String::len).sum()
}

fn is_test_file(path: &Path) -> bool {
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or_default();
    name == "tests.rs" || name.ends_with("_tests.rs")
}

fn collect(dir: &Path, files: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().to_string();
        if path.is_dir() {
            let skipped = ["tests", "benches", "examples", "target", "node_modules", "frontend"];
            if !name.starts_with('.') && !skipped.contains(&name.as_str()) {
                collect(&path, files);
            }
        } else if name.ends_with(".rs") && !is_test_file(&path) {
            files.push(path);
        }
    }
}

#[test]
fn the_tokenizer_reads_rust_literals() {
    let source = r####"
        // "a comment is not a string with four words"
        /* "nor is /* a nested */ block comment here" */
        let quote = '"'; let escaped = '\''; fn f<'a>(x: &'a str) {}
        let text = "A plain sentence with \"escaped\" quotes.\n";
        let raw = r#"A raw "string" with some words"#;
        let bytes = b"byte strings count the same way";
        let r#type = 1;
        #[cfg(test)]
        mod tests { const HIDDEN: &str = "test code is never measured here"; }
        let after = "code after a test module counts again";
    "####;
    assert_eq!(
        literals(source),
        vec![
            "A plain sentence with \"escaped\" quotes.\n",
            "A raw \"string\" with some words",
            "byte strings count the same way",
            "code after a test module counts again",
        ]
    );
    assert!(is_prose("The document lacks these words."));
    assert!(!is_prose("{}/{}: {:?} ({})"));
    assert!(!is_prose("three words only"));
    assert!(!is_prose("SELECT code, id FROM document_codes WHERE code = ?1"));
}

#[test]
fn prose_in_rust_literals_stays_under_the_ceiling() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = vec![];
    collect(&root, &mut files);
    assert!(files.len() > 50, "the workspace's sources were not found under {}", root.display());
    let mut by_file: BTreeMap<usize, Vec<String>> = BTreeMap::new();
    let mut total = 0;
    for file in &files {
        let source = fs::read_to_string(file).unwrap_or_else(|e| panic!("reading {}: {e}", file.display()));
        let bytes = prose_bytes(&source);
        total += bytes;
        let name = file.strip_prefix(&root).unwrap_or(file).display().to_string();
        // PROSE_SHOW=<path under the workspace> lists that file's prose literals.
        if std::env::var("PROSE_SHOW").is_ok_and(|show| show == name) {
            for text in literals(&source).iter().filter(|text| is_prose(text)) {
                println!("{:>6}  {text:?}", text.len());
            }
        }
        by_file.entry(bytes).or_default().push(name);
    }
    println!("prose in Rust string literals: {total} bytes (ceiling {CEILING_BYTES}); the biggest files:");
    for (bytes, names) in by_file.iter().rev().take(25) {
        for name in names {
            println!("{bytes:>8}  {name}");
        }
    }
    assert!(
        total <= CEILING_BYTES,
        "{total} bytes of prose in Rust string literals, over the ceiling of {CEILING_BYTES}: move customer-facing \
         sentences to shared/drafting/messages/ (see docs/extending-the-engine.md)"
    );
}
