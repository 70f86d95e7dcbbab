//! Document codes: created server-side from a CSPRNG, stored uppercase, matched case-insensitively.

use rand::{rngs::OsRng, Rng};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The unambiguous alphabet codes are drawn from: no 0/O and no 1/I/L (decisions §4.2).
pub const CODE_ALPHABET: &[u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";
/// Length of newly issued codes.
pub const NEW_CODE_LENGTH: usize = 8;

/// A syntactically valid document code: 8 or 12 letters and digits, uppercase.
///
/// Holding a `DocumentCode` says nothing about whether it is paid for: the store decides that.
#[derive(Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct DocumentCode(String);

/// Why a string is not a document code; the messages are the spec's (§5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum CodeFormatError {
    #[error("Please enter a valid document code")]
    TooShort,
    #[error("Document code must be 8 or 12 characters")]
    WrongLength,
}

impl DocumentCode {
    /// Trims and uppercases the input, then checks length and characters.
    pub fn parse(input: &str) -> Result<Self, CodeFormatError> {
        let code = input.trim().to_ascii_uppercase();
        if code.chars().count() < 4 {
            return Err(CodeFormatError::TooShort);
        }
        let well_formed = matches!(code.len(), 8 | 12) && code.bytes().all(|b| b.is_ascii_alphanumeric());
        if !well_formed {
            return Err(CodeFormatError::WrongLength);
        }
        Ok(DocumentCode(code))
    }

    /// A fresh 8-character code from the operating system's CSPRNG.
    pub fn generate() -> Self {
        let mut rng = OsRng;
        let code = (0..NEW_CODE_LENGTH).map(|_| CODE_ALPHABET[rng.gen_range(0..CODE_ALPHABET.len())] as char).collect();
        DocumentCode(code)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// A form safe for logs: the first two characters only.
    pub fn redacted(&self) -> String {
        format!("{}******", &self.0[..2])
    }
}

impl TryFrom<String> for DocumentCode {
    type Error = CodeFormatError;
    fn try_from(value: String) -> Result<Self, Self::Error> {
        DocumentCode::parse(&value)
    }
}

impl From<DocumentCode> for String {
    fn from(code: DocumentCode) -> String {
        code.0
    }
}

impl fmt::Display for DocumentCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Debug never prints a code in full, so a stray `{:?}` cannot leak one into the logs.
impl fmt::Debug for DocumentCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "DocumentCode({})", self.redacted())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_trims_and_uppercases() {
        assert_eq!(DocumentCode::parse(" abcd2345 ").unwrap().as_str(), "ABCD2345");
        assert_eq!(DocumentCode::parse("abcd2345efgh").unwrap().as_str(), "ABCD2345EFGH");
    }

    #[test]
    fn parse_rejects_wrong_lengths_with_spec_messages() {
        assert_eq!(DocumentCode::parse("ab").unwrap_err().to_string(), "Please enter a valid document code");
        assert_eq!(DocumentCode::parse("abcdefg").unwrap_err().to_string(), "Document code must be 8 or 12 characters");
        assert_eq!(DocumentCode::parse("ABCD-234").unwrap_err(), CodeFormatError::WrongLength);
    }

    #[test]
    fn generated_codes_use_the_unambiguous_alphabet() {
        for _ in 0..200 {
            let code = DocumentCode::generate();
            assert_eq!(code.as_str().len(), 8);
            assert!(code.as_str().bytes().all(|b| CODE_ALPHABET.contains(&b)), "{code}");
        }
    }

    #[test]
    fn debug_output_hides_the_code() {
        let code = DocumentCode::parse("ABCD2345").unwrap();
        assert!(!format!("{code:?}").contains("ABCD2345"));
    }
}
