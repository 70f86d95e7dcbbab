//! Numbers as people write them in words: the one list the screen (wages in words) and the revision grammar
//! (lengths and amounts in words) read.

/// "zero" to "nineteen", each at its value.
pub const UNITS: [&str; 20] = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
];
/// The tens by their tens digit ("twenty" at 2); the first two are unused.
pub const TENS: [&str; 10] = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/// The value of one number word ("seven" 7, "forty" 40), or `None`.
pub fn value_of(word: &str) -> Option<u32> {
    if let Some(unit) = UNITS.iter().position(|w| *w == word) {
        return u32::try_from(unit).ok();
    }
    TENS.iter().position(|w| !w.is_empty() && *w == word).and_then(|tens| u32::try_from(tens * 10).ok())
}

/// A regular-expression alternation for one number in words as people write it: a unit ("seven"), a tens word
/// ("forty") or a tens word and a unit ("forty five", hyphens already read as spaces). [`value_of_number`] reads
/// what it matches.
pub fn number_pattern() -> String {
    let tens: Vec<&str> = TENS.iter().filter(|w| !w.is_empty()).copied().collect();
    let mut units: Vec<&str> = UNITS.to_vec();
    // Longest first, so "fourteen" is not read as "four".
    units.sort_by_key(|w| std::cmp::Reverse(w.len()));
    format!(
        r"(?:(?:{})(?: (?:one|two|three|four|five|six|seven|eight|nine)\b)?|(?:{}))",
        tens.join("|"),
        units.join("|")
    )
}

/// The value of one number in words: a unit, a tens word, or a tens word and a unit ("forty five" 45).
pub fn value_of_number(words: &str) -> Option<u32> {
    let mut parts = words.split_whitespace();
    let first = value_of(parts.next()?)?;
    match (parts.next(), parts.next()) {
        (None, _) => Some(first),
        (Some(unit), None) if first >= 20 && first.is_multiple_of(10) => {
            value_of(unit).filter(|u| (1..10).contains(u)).map(|u| first + u)
        }
        _ => None,
    }
}

/// An amount written in words, with hundreds and thousands ("one thousand two hundred and fifty" 1,250, "twenty
/// five hundred" 2,500), or `None` when a word is not a number word or none is a value.
pub fn value_of_amount(words: &str) -> Option<u64> {
    let (mut total, mut current) = (0u64, 0u64);
    let mut any = false;
    for word in words.split_whitespace() {
        match word {
            "and" => {}
            "hundred" => current = current.max(1) * 100,
            "thousand" => {
                total += current.max(1) * 1_000;
                current = 0;
            }
            _ => {
                current += u64::from(value_of(word)?);
                any = true;
            }
        }
    }
    any.then_some(total + current)
}

/// Every word [`value_of_amount`] reads.
pub fn amount_words() -> Vec<&'static str> {
    UNITS.iter().chain(TENS.iter().filter(|w| !w.is_empty())).copied().chain(["hundred", "thousand"]).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_read_as_their_values() {
        assert_eq!(value_of("zero"), Some(0));
        assert_eq!(value_of("nineteen"), Some(19));
        assert_eq!(value_of("twenty"), Some(20));
        assert_eq!(value_of("ninety"), Some(90));
        assert_eq!(value_of(""), None);
        assert_eq!(value_of("hundred"), None);
    }

    #[test]
    fn every_number_to_ninety_nine_in_words_is_matched_whole_and_read() {
        let pattern = regex::Regex::new(&format!("^{}$", number_pattern())).expect("pattern");
        let words = |n: u32| -> String {
            match n {
                0..=19 => UNITS[n as usize].to_string(),
                _ if n.is_multiple_of(10) => TENS[(n / 10) as usize].to_string(),
                _ => format!("{} {}", TENS[(n / 10) as usize], UNITS[(n % 10) as usize]),
            }
        };
        for n in 0..100 {
            let text = words(n);
            assert!(pattern.is_match(&text), "{text}");
            assert_eq!(value_of_number(&text), Some(n), "{text}");
        }
        assert_eq!(value_of_number("forty fifteen"), None);
        assert_eq!(value_of_number("seven five"), None);
    }

    #[test]
    fn amounts_in_words_read_with_hundreds_and_thousands() {
        assert_eq!(value_of_amount("one thousand two hundred and fifty"), Some(1_250));
        assert_eq!(value_of_amount("twenty five hundred"), Some(2_500));
        assert_eq!(value_of_amount("seventy five thousand"), Some(75_000));
        assert_eq!(value_of_amount("and"), None);
        assert_eq!(value_of_amount("five lots"), None);
    }
}
