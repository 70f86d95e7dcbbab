//! How the screen reads a customer's text before any family looks at it (issue 22): the text as people write it,
//! made into one plain form.
//!
//! - Unicode NFKC (full-width and compatibility forms become plain letters and digits).
//! - Look-alike letters become the Latin letters they imitate: each character outside ASCII is replaced by its
//!   TR39 confusables skeleton (Cyrillic "е", Greek "ο", mathematical letters), then accents are dropped. ASCII is
//!   kept as it is, so digits and amounts read as written.
//! - Invisible characters (zero-width spaces and joiners, soft hyphens, direction marks) are removed, so a word
//!   broken by one reads whole.
//! - Lower case, hyphens and dashes as spaces, quotes plain, spacing collapsed.
//! - Contractions written out ("won't" as "will not"), and a sentence written in Spanish rewritten in the English
//!   the families' patterns read (`drafting/screen/lexicon.toml`).
//!
//! Then the text is read in windows: each clause, and each clause with the one after it, so a restriction written
//! over two sentences ("After you leave, one thing is off limits. Working for a competitor.") is read whole.

use serde::Deserialize;
use std::collections::HashMap;
use std::sync::LazyLock;
use unicode_normalization::char::is_combining_mark;
use unicode_normalization::UnicodeNormalization;

static LEXICON_TOML: &str = include_str!("../../../drafting/screen/lexicon.toml");

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LexiconShape {
    contractions: HashMap<String, String>,
    spanish: HashMap<String, String>,
}

/// Phrase rewrites, longest first: each phrase as its words.
struct Rewrites {
    /// By first word: (the phrase's words, what it becomes), longest phrase first.
    by_first_word: HashMap<String, Vec<(Vec<String>, String)>>,
}

impl Rewrites {
    fn new(table: &HashMap<String, String>) -> Rewrites {
        let mut by_first_word: HashMap<String, Vec<(Vec<String>, String)>> = HashMap::new();
        for (phrase, replacement) in table {
            let words: Vec<String> = phrase.split_whitespace().map(str::to_string).collect();
            if let Some(first) = words.first() {
                by_first_word.entry(first.clone()).or_default().push((words, replacement.clone()));
            }
        }
        for entries in by_first_word.values_mut() {
            entries.sort_by(|a, b| b.0.len().cmp(&a.0.len()).then_with(|| a.0.cmp(&b.0)));
        }
        Rewrites { by_first_word }
    }

    /// `words` with every phrase of the table replaced, the longest match at each position first.
    fn apply(&self, words: &[String]) -> Vec<String> {
        let mut out = Vec::with_capacity(words.len());
        let mut i = 0;
        while i < words.len() {
            let (core, trail) = split_trailing_punctuation(&words[i]);
            let matched = self
                .by_first_word
                .get(core)
                .and_then(|entries| entries.iter().find(|(phrase, _)| phrase_matches(phrase, &words[i..])));
            match matched {
                Some((phrase, replacement)) => {
                    // The punctuation after the phrase's last word stays (it may end a sentence).
                    let last = &words[i + phrase.len() - 1];
                    let (_, trailing) = split_trailing_punctuation(last);
                    let mut replaced: Vec<String> = replacement.split_whitespace().map(str::to_string).collect();
                    if let Some(end) = replaced.last_mut() {
                        end.push_str(trailing);
                    }
                    out.extend(replaced);
                    i += phrase.len();
                }
                None => {
                    let _ = trail;
                    out.push(words[i].clone());
                    i += 1;
                }
            }
        }
        out
    }
}

/// A word and the punctuation at its end ("years." -> "years", ".").
fn split_trailing_punctuation(word: &str) -> (&str, &str) {
    let core = word.trim_end_matches(|c: char| c.is_ascii_punctuation() && c != '\'' && c != '$' && c != '%');
    (core, &word[core.len()..])
}

/// Whether `words` starts with `phrase`, the punctuation at the end of each word ignored, and only the last word
/// allowed to carry it (a phrase does not run over a sentence's end).
fn phrase_matches(phrase: &[String], words: &[String]) -> bool {
    if words.len() < phrase.len() {
        return false;
    }
    phrase.iter().zip(words).enumerate().all(|(n, (want, have))| {
        let (core, trail) = split_trailing_punctuation(have);
        core == want && (trail.is_empty() || n + 1 == phrase.len())
    })
}

struct Lexicon {
    contractions: Rewrites,
    spanish: Rewrites,
}

static LEXICON: LazyLock<Lexicon> = LazyLock::new(|| {
    let shape: LexiconShape = toml::from_str(LEXICON_TOML)
        .unwrap_or_else(|e| panic!("drafting/screen/lexicon.toml: {e} (the screen tests load it)"));
    Lexicon { contractions: Rewrites::new(&shape.contractions), spanish: Rewrites::new(&shape.spanish) }
});

/// Invisible characters that only format text (Unicode's Cf): a word broken by one reads whole without it.
fn is_invisible(c: char) -> bool {
    matches!(c,
        '\u{00AD}' | '\u{034F}' | '\u{061C}' | '\u{115F}' | '\u{1160}' | '\u{17B4}' | '\u{17B5}' | '\u{180B}'..='\u{180F}'
        | '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{206F}' | '\u{3164}' | '\u{FE00}'..='\u{FE0F}'
        | '\u{FEFF}' | '\u{FFA0}' | '\u{1D173}'..='\u{1D17A}' | '\u{E0000}'..='\u{E007F}')
}

/// One character as plain lower-case Latin text (possibly none, or several characters).
fn plain(c: char, out: &mut String) {
    if c.is_ascii() {
        out.push(match c {
            // Brackets and double quotes only group words: "(not to be discussed)" reads as its words.
            '-' | '_' | '(' | ')' | '[' | ']' | '{' | '}' | '"' => ' ',
            '`' => '\'',
            c => c.to_ascii_lowercase(),
        });
        return;
    }
    if is_invisible(c) {
        return;
    }
    match c {
        '\u{2018}' | '\u{2019}' | '\u{201A}' | '\u{201B}' | '\u{2032}' | '\u{00B4}' => out.push('\''),
        '\u{201C}' | '\u{201D}' | '\u{201E}' | '\u{201F}' | '\u{00AB}' | '\u{00BB}' | '\u{2033}' => out.push(' '),
        '\u{2010}'..='\u{2015}' | '\u{2212}' | '\u{00BF}' | '\u{00A1}' => out.push(' '),
        '\u{2028}' | '\u{2029}' | '\u{0085}' => out.push('\n'),
        c if c.is_whitespace() => out.push(' '),
        c => {
            for skeleton in unicode_security::skeleton(&c.to_string()) {
                for part in std::iter::once(skeleton).flat_map(|s| s.to_lowercase()).collect::<String>().nfd() {
                    if !is_combining_mark(part) {
                        out.push(part);
                    }
                }
            }
        }
    }
}

/// Words that mark a sentence as Spanish, and as English (function words, each common in its language only).
const SPANISH_MARKERS: [&str; 35] = [
    "el", "la", "los", "las", "de", "del", "que", "y", "en", "para", "por", "con", "una", "un", "su", "sus", "se",
    "no", "al", "es", "esta", "sera", "podra", "debera", "debe", "deben", "ser", "favor", "hazlo", "agrega", "elimina",
    "cambia", "anos", "dure", "mutuo",
];
const ENGLISH_MARKERS: [&str; 20] = [
    "the", "and", "of", "to", "in", "is", "not", "for", "with", "a", "an", "be", "will", "shall", "may", "any", "or",
    "you", "we", "that",
];

/// Whether `words` read as Spanish: at least two Spanish function words, and more of them than English ones.
fn is_spanish(words: &[String]) -> bool {
    let count = |markers: &[&str]| words.iter().filter(|w| markers.contains(&split_trailing_punctuation(w).0)).count();
    let spanish = count(&SPANISH_MARKERS);
    spanish >= 2 && spanish > count(&ENGLISH_MARKERS)
}

/// A line as the families' patterns read it (see the module's documentation).
pub fn normalise(text: &str) -> String {
    let mut plain_text = String::with_capacity(text.len());
    for c in text.nfkc() {
        plain(c, &mut plain_text);
    }
    let words: Vec<String> = plain_text.split_whitespace().map(str::to_string).collect();
    let words = LEXICON.contractions.apply(&words);
    let words = if is_spanish(&words) { LEXICON.spanish.apply(&words) } else { words };
    words.join(" ")
}

/// The clauses of a text, each normalised: split at line ends, at sentence ends (`.`, `;`, `!`, `?` before a space
/// or the end) and before "but" and "however".
pub fn clauses(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in text.lines() {
        let line = normalise(line);
        let mut start = 0;
        let bytes = line.as_bytes();
        for (i, b) in bytes.iter().enumerate() {
            let ends = matches!(b, b'.' | b';' | b'!' | b'?') && bytes.get(i + 1).is_none_or(|n| *n == b' ');
            if ends {
                out.push(line[start..=i].to_string());
                start = i + 1;
            }
        }
        out.push(line[start..].to_string());
    }
    out.into_iter()
        .flat_map(|sentence| {
            sentence
                .replace(" but ", "\n but ")
                .replace(" however", "\n however")
                .split('\n')
                .map(|part| part.trim().to_string())
                .collect::<Vec<_>>()
        })
        .filter(|clause| clause.chars().any(char::is_alphanumeric))
        .collect()
}

/// How many items after a lead-in ending with a colon are read with it.
const LIST_ITEMS: usize = 12;

/// What the screen reads: each clause, each clause joined to the one after it, and a lead-in that ends with a colon
/// ("Confidential Information includes:") joined to each item of the list after it.
pub fn windows(text: &str) -> Vec<String> {
    let clauses = clauses(text);
    let mut out: Vec<String> = clauses.windows(2).map(|pair| format!("{} {}", pair[0], pair[1])).collect();
    for (at, lead_in) in clauses.iter().enumerate().filter(|(_, clause)| clause.ends_with(':')) {
        out.extend(clauses.iter().skip(at + 2).take(LIST_ITEMS).map(|item| format!("{lead_in} {item}")));
    }
    clauses.into_iter().chain(out).collect()
}

/// Capitalised words that are not names of a business: the roles, documents, places and times contracts capitalise,
/// and the words a sentence in Spanish starts with.
const NOT_NAMES: &[&str] = &[
    "i",
    "a",
    "an",
    "the",
    "this",
    "that",
    "these",
    "those",
    "our",
    "your",
    "their",
    "its",
    "his",
    "her",
    "any",
    "all",
    "each",
    "every",
    "no",
    "not",
    "if",
    "and",
    "or",
    "of",
    "for",
    "to",
    "in",
    "on",
    "at",
    "by",
    "with",
    "from",
    "we",
    "you",
    "they",
    "he",
    "she",
    "it",
    "us",
    "employee",
    "employees",
    "employer",
    "company",
    "companies",
    "contractor",
    "contractors",
    "consultant",
    "consultants",
    "client",
    "clients",
    "customer",
    "customers",
    "recipient",
    "recipients",
    "discloser",
    "disclosing",
    "receiving",
    "party",
    "parties",
    "agreement",
    "agreements",
    "nda",
    "sow",
    "effective",
    "date",
    "term",
    "terms",
    "services",
    "service",
    "confidential",
    "information",
    "section",
    "sections",
    "exhibit",
    "schedule",
    "appendix",
    "designer",
    "developer",
    "freelancer",
    "owner",
    "owners",
    "manager",
    "managers",
    "staff",
    "team",
    "member",
    "members",
    "state",
    "states",
    "county",
    "city",
    "united",
    "us",
    "u.s",
    "usa",
    "america",
    "american",
    "english",
    "spanish",
    "monday",
    "tuesday",
    "wednesday",
    "thursday",
    "friday",
    "saturday",
    "sunday",
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
    "internet",
    "website",
    "site",
    "app",
    "privacy",
    "policy",
    "product",
    "products",
    "deliverables",
    "deliverable",
    "statement",
    "work",
    "business",
    "agency",
    "government",
    "federal",
    "court",
    "courts",
    "law",
    "laws",
    "act",
    "department",
    "labor",
    "board",
    "commission",
    "hr",
    "ceo",
    "cfo",
    "cto",
    "coo",
    "cause",
    "good",
    "non",
    "compete",
    "solicitation",
    "trade",
    "secret",
    "secrets",
    "intellectual",
    "property",
    "inventions",
    "invention",
    "prior",
    "restricted",
    "period",
    "territory",
    "competitor",
    "competitors",
    "competing",
    "rival",
    "rivals",
    "worker",
    "workers",
    "intern",
    "interns",
    "trainee",
    "trainees",
    "supervisor",
    "director",
    "officer",
    "officers",
    "president",
    "founder",
    "founders",
    "partner",
    "partners",
    "llc",
    "inc",
    "corp",
    "ltd",
    "co",
    "el",
    "la",
    "los",
    "las",
    "si",
    "un",
    "una",
    "este",
    "esta",
    "cualquier",
    "todo",
    "todos",
    "ninguna",
    "ningun",
];

/// Whether a word begins with a capital letter (after NFKC, so full-width capitals count).
fn capitalised(word: &str) -> bool {
    word.nfkc().find(|c| c.is_alphabetic()).is_some_and(char::is_uppercase)
}

/// The names a text writes, as the windows read them (normalised): runs of capitalised words that do not start a
/// sentence or a list item and are not roles, documents, places or times ("Blue Bottle", "Philz", "Peet's"). A line
/// written mostly in capitals tells no name apart and gives none.
pub fn names(text: &str) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    let states: Vec<String> = crate::domain::UsState::ALL.iter().map(|s| s.name().to_lowercase()).collect();
    let mut flush = |run: &mut Vec<&str>| {
        if !run.is_empty() {
            let name = normalise(&run.join(" "));
            if name.chars().filter(|c| c.is_alphanumeric()).count() >= 2
                && !states.contains(&name)
                && !names.contains(&name)
            {
                names.push(name);
            }
            run.clear();
        }
    };
    for line in text.lines() {
        let tokens: Vec<&str> = line.split_whitespace().collect();
        let words = tokens.iter().filter(|t| t.chars().any(char::is_alphabetic)).count();
        if words >= 4 && tokens.iter().filter(|t| capitalised(t)).count() * 2 > words {
            continue;
        }
        let mut starts_sentence = true;
        let mut run: Vec<&str> = Vec::new();
        for token in tokens {
            let core = token.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'' && c != '\u{2019}' && c != '&');
            let known = NOT_NAMES.contains(&normalise(core).as_str());
            if !starts_sentence && capitalised(core) && !known {
                run.push(core);
            } else {
                flush(&mut run);
            }
            let ends = token.ends_with(['.', '!', '?', ':', ';']);
            if ends || token.ends_with([',', ')', '"']) {
                flush(&mut run);
            }
            let bullet = matches!(token, "-" | "*" | "\u{2022}" | "/")
                || token.trim_end_matches(['.', ')']).chars().all(|c| c.is_ascii_digit());
            starts_sentence = ends || bullet;
        }
        flush(&mut run);
    }
    names
}

/// Whether `window` contains `words` whole (not inside a longer word).
pub fn contains_words(window: &str, words: &str) -> bool {
    window.match_indices(words).any(|(at, _)| {
        let before = window[..at].chars().next_back();
        let after = window[at + words.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn look_alike_letters_invisible_characters_and_accents_read_as_plain_latin() {
        // Cyrillic е, о, с and а; Greek ο; full-width letters; a soft hyphen and a zero-width space inside words.
        assert_eq!(normalise("nоn-\u{0441}оmpеtе"), "non compete");
        assert_eq!(normalise("Ｃｏｍｐｅｔｉｔｏｒ"), "competitor");
        assert_eq!(normalise("com\u{00AD}pet\u{200B}itor"), "competitor");
        assert_eq!(normalise("a cοmpetitοr"), "a competitor");
        assert_eq!(normalise("Después"), "despues");
        // Digits and amounts stay as written.
        assert_eq!(normalise("$10,000 within 100 miles"), "$10,000 within 100 miles");
    }

    #[test]
    fn contractions_are_written_out() {
        assert_eq!(normalise("You won't work for a rival."), "you will not work for a rival.");
        assert_eq!(
            normalise("They can’t join Globex, and mustn't solicit."),
            "they cannot join globex, and must not solicit."
        );
        assert_eq!(normalise("Employee isn't paid"), "employee is not paid");
    }

    #[test]
    fn a_spanish_sentence_reads_in_english_and_an_english_one_is_left_alone() {
        assert_eq!(
            normalise("El empleado no podrá trabajar para la competencia durante dos años después de terminar."),
            "the employee shall not work for competitors during two years after the end of."
        );
        // English words that are Spanish ones too are untouched in English.
        assert_eq!(normalise("No personal data is sold."), "no personal data is sold.");
    }

    #[test]
    fn names_are_the_capitalised_words_that_are_not_roles_places_or_sentence_starts() {
        assert_eq!(
            names("Designer will not accept any engagement from Blue Bottle, Philz, or Peet's for 12 months."),
            vec!["blue bottle", "philz", "peet's"]
        );
        assert!(names("The Employee shall not work in California for the Company.").is_empty());
        assert!(names("EMPLOYEE SHALL NOT WORK FOR ANY COMPETITOR OF THE COMPANY.").is_empty());
        assert!(contains_words("not join globex, ever", "globex") && !contains_words("globexes", "globex"));
    }

    #[test]
    fn a_list_is_read_item_by_item_with_its_lead_in() {
        let read =
            windows("Confidential Information includes:\n- pricing\n- product plans\n- any harassment allegations");
        assert!(
            read.contains(&"confidential information includes: any harassment allegations".to_string()),
            "{read:?}"
        );
    }

    #[test]
    fn a_restriction_over_two_sentences_is_read_in_one_window() {
        let read = windows("After you leave there is one thing you can't do. Work for a competitor.");
        assert!(read.iter().any(|w| w.contains("cannot do.") && w.contains("work for a competitor")), "{read:?}");
    }
}
