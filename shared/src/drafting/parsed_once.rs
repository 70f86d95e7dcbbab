//! Data embedded in the binary, read the first time it is needed (issue 27, decision 0039): a process that drafts one
//! document parses the rule tables, outlines and message files and compiles the templates and patterns that document
//! uses, and nothing else. Every file is still parsed and checked whole by the tests, so a broken file fails a test,
//! never an order.

use std::borrow::Cow;
use std::sync::OnceLock;

/// A text and what it parses into, parsed on first use and kept. An embedded file's text is borrowed from the
/// binary, not copied.
#[derive(Clone, Debug)]
pub(crate) struct ParsedOnce<T> {
    text: Cow<'static, str>,
    parsed: OnceLock<T>,
}

impl<T> ParsedOnce<T> {
    pub(crate) fn new(text: impl Into<Cow<'static, str>>) -> ParsedOnce<T> {
        ParsedOnce { text: text.into(), parsed: OnceLock::new() }
    }

    pub(crate) fn text(&self) -> &str {
        &self.text
    }

    /// Whether it has been parsed.
    #[cfg(test)]
    pub(crate) fn is_parsed(&self) -> bool {
        self.parsed.get().is_some()
    }

    /// What the text parses into, parsing it now if this is its first use. Two threads may both parse it the first
    /// time; one result is kept.
    pub(crate) fn get_or_parse<E>(&self, parse: impl FnOnce(&str) -> Result<T, E>) -> Result<&T, E> {
        if let Some(parsed) = self.parsed.get() {
            return Ok(parsed);
        }
        let parsed = parse(&self.text)?;
        Ok(self.parsed.get_or_init(|| parsed))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    #[test]
    fn a_text_is_parsed_once_on_first_use_and_a_failed_parse_is_tried_again() {
        let calls = Cell::new(0);
        let number: ParsedOnce<i64> = ParsedOnce::new("42".to_string());
        assert!(!number.is_parsed());
        let parse = |text: &str| {
            calls.set(calls.get() + 1);
            text.parse::<i64>()
        };
        assert_eq!(number.get_or_parse(parse), Ok(&42));
        assert_eq!(number.get_or_parse(parse), Ok(&42));
        assert_eq!(calls.get(), 1);
        let broken: ParsedOnce<i64> = ParsedOnce::new("forty".to_string());
        assert!(broken.get_or_parse(parse).is_err());
        assert!(!broken.is_parsed());
    }

    #[test]
    fn threads_reading_it_first_at_once_all_get_the_one_value_kept() {
        let table: ParsedOnce<String> = ParsedOnce::new("a table");
        let start = std::sync::Barrier::new(8);
        let kept: Vec<usize> = std::thread::scope(|scope| {
            let readers: Vec<_> = (0..8)
                .map(|_| {
                    scope.spawn(|| {
                        start.wait();
                        let value = table.get_or_parse(|text| Ok::<_, ()>(text.to_uppercase())).expect("parses");
                        value as *const String as usize
                    })
                })
                .collect();
            readers.into_iter().map(|reader| reader.join().expect("a reader")).collect()
        });
        assert!(kept.iter().all(|address| *address == kept[0]), "{kept:?}");
        assert_eq!(table.get_or_parse(|_| Err(())), Ok(&"A TABLE".to_string()));
    }
}
