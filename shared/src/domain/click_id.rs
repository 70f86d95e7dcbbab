//! The advertising click identifier (`gclid`) a visitor arrived with (spec §2, §3): the browser keeps it 90 days and
//! sends it with the checkout; the server stores it with the checkout session and its code, so a purchase can be
//! attributed to the ad click (docs/decisions/0016). It is an opaque token from the ad network: only its shape is
//! checked, so nothing else (markup, a long blob) is ever stored in its place.

/// Longest click identifier kept. Google's are about 100 characters; anything longer is not one.
pub const MAX_CLICK_ID_CHARS: usize = 256;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClickId(String);

impl ClickId {
    /// A click identifier: 1 to 256 characters of the URL-safe alphabet (letters, digits, `-`, `_`). Anything else
    /// is `None`: a malformed identifier is dropped, never a reason to refuse a purchase.
    pub fn parse(raw: &str) -> Option<ClickId> {
        let value = raw.trim();
        let shaped = !value.is_empty()
            && value.len() <= MAX_CLICK_ID_CHARS
            && value.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
        shaped.then(|| ClickId(value.to_string()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_click_identifier_is_a_bounded_url_safe_token() {
        let google =
            "Cj0KCQiA5rGuBhCnARIsAN11vgR-3xXkq_8aB7cD9eF0gH1iJ2kL3mN4oP5qR6sT7uV8wX9yZ0aBcDeFgHiJkLmNoPqRsTuVwXyZ_BwE";
        assert_eq!(ClickId::parse(google).map(|c| c.as_str().to_string()), Some(google.to_string()));
        assert_eq!(ClickId::parse("  abc-123_XYZ \n").unwrap().as_str(), "abc-123_XYZ", "trimmed");
        assert!(ClickId::parse(&"a".repeat(MAX_CLICK_ID_CHARS)).is_some());
        for bad in ["", "   ", "<script>", "a b", "a;b", "ab\u{e9}", "a/b", "a=b"] {
            assert_eq!(ClickId::parse(bad), None, "{bad:?}");
        }
        assert_eq!(ClickId::parse(&"a".repeat(MAX_CLICK_ID_CHARS + 1)), None, "too long");
    }
}
