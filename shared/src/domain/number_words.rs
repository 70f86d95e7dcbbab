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
}
