//! An email address as the site accepts one: from a visitor (the contact form) or from configuration (the support
//! mailbox). Parsed once; a value of this type is safe in a mail header.

use std::fmt;

/// Longest address a mail system must accept (RFC 5321: 254 characters in a path).
pub const MAX_EMAIL_CHARS: usize = 254;

/// `local@domain.tld`: one `@`, a local part of at most 64 characters, a domain of dot-separated ASCII labels
/// (letters, digits, inner hyphens; internationalised domains in their `xn--` form) with at least one dot, nothing a header or a link could break on (spaces, control characters, `<>()[],;:"\`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EmailAddress(String);

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("is not a valid email address")]
pub struct InvalidEmailAddress;

impl EmailAddress {
    pub fn parse(raw: &str) -> Result<EmailAddress, InvalidEmailAddress> {
        let address = raw.trim();
        if address.is_empty() || address.chars().count() > MAX_EMAIL_CHARS {
            return Err(InvalidEmailAddress);
        }
        let forbidden = |c: char| c.is_whitespace() || c.is_control() || "<>()[],;:\"\\".contains(c);
        if address.chars().any(forbidden) {
            return Err(InvalidEmailAddress);
        }
        let Some((local, domain)) = address.split_once('@') else { return Err(InvalidEmailAddress) };
        if local.is_empty() || local.chars().count() > 64 || domain.contains('@') {
            return Err(InvalidEmailAddress);
        }
        let labels: Vec<&str> = domain.split('.').collect();
        let label_ok = |label: &&str| {
            !label.is_empty()
                && label.len() <= 63
                && !label.starts_with('-')
                && !label.ends_with('-')
                && label.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
        };
        if labels.len() < 2 || !labels.iter().all(label_ok) {
            return Err(InvalidEmailAddress);
        }
        Ok(EmailAddress(address.to_string()))
    }

    /// An address written in the code (a default); a test parses each one.
    pub(crate) fn from_constant(address: &'static str) -> EmailAddress {
        EmailAddress(address.to_string())
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for EmailAddress {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ordinary_addresses_are_accepted_and_trimmed() {
        for ok in ["a@b.co", "jane.doe+docs@example.com", " support@legaldraft.example ", "x@mail.sub-domain.org"] {
            assert_eq!(EmailAddress::parse(ok).map(|e| e.to_string()), Ok(ok.trim().to_string()), "{ok}");
        }
    }

    #[test]
    fn anything_a_header_or_a_link_could_break_on_is_refused() {
        for bad in [
            "",
            "plain",
            "@example.com",
            "jane@",
            "jane@localhost",
            "jane@@example.com",
            "jane@exa mple.com",
            "jane@example.com\r\nBcc: x@y.z",
            "Jane <jane@example.com>",
            "jane@example..com",
            "jane@-example.com",
            "jane,joe@example.com",
        ] {
            assert_eq!(EmailAddress::parse(bad), Err(InvalidEmailAddress), "{bad:?}");
        }
        let long_local = format!("{}@example.com", "a".repeat(65));
        assert!(EmailAddress::parse(&long_local).is_err());
        let long = format!("a@{}.com", "b".repeat(MAX_EMAIL_CHARS));
        assert!(EmailAddress::parse(&long).is_err());
    }
}
