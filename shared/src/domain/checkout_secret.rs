//! The proof that a browser started a checkout (docs/decisions/0023).
//!
//! The payment provider sends the buyer back to `/payment-success?session_id=cs_…`, so the session id ends up in
//! browser history, shared links and referrers: it must not be a key to the code. `create-checkout` gives the
//! browser that asked a random secret besides the session; only a verification that brings it back is shown the
//! code. The server keeps the secret's SHA-256, never the secret.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use rand::RngCore;
use sha2::{Digest, Sha256};

/// The secret as the browser receives it: 32 random bytes from the OS CSPRNG, base64url without padding (43
/// characters).
#[derive(Clone, PartialEq, Eq)]
pub struct CheckoutSecret(String);

/// What the store keeps: the secret's SHA-256, in hex.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckoutSecretHash(String);

impl CheckoutSecret {
    pub fn generate() -> CheckoutSecret {
        let mut bytes = [0u8; 32];
        rand::rngs::OsRng.fill_bytes(&mut bytes);
        CheckoutSecret(URL_SAFE_NO_PAD.encode(bytes))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn hash(&self) -> CheckoutSecretHash {
        CheckoutSecretHash::of(&self.0)
    }
}

impl std::fmt::Debug for CheckoutSecret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("CheckoutSecret([redacted])")
    }
}

impl CheckoutSecretHash {
    fn of(secret: &str) -> CheckoutSecretHash {
        CheckoutSecretHash(hex::encode(Sha256::digest(secret.as_bytes())))
    }

    /// A stored hash, as read back (64 lowercase hex digits); anything else is no hash.
    pub fn parse(stored: &str) -> Option<CheckoutSecretHash> {
        let valid = stored.len() == 64 && stored.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b));
        valid.then(|| CheckoutSecretHash(stored.to_string()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether `presented` is the secret this is the hash of. The comparison runs over hashes in constant time,
    /// so its duration says nothing about how much of a guess was right.
    pub fn matches(&self, presented: &str) -> bool {
        let presented = CheckoutSecretHash::of(presented.trim());
        let (a, b) = (self.0.as_bytes(), presented.0.as_bytes());
        a.len() == b.len() && a.iter().zip(b).fold(0u8, |diff, (x, y)| diff | (x ^ y)) == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_secret_matches_its_hash_and_nothing_else() {
        let secret = CheckoutSecret::generate();
        assert_eq!(secret.as_str().len(), 43);
        assert!(secret.as_str().bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
        let hash = secret.hash();
        assert!(hash.matches(secret.as_str()));
        assert!(hash.matches(&format!(" {} ", secret.as_str())), "surrounding spaces are not part of it");
        assert!(!hash.matches(""));
        assert!(!hash.matches(&secret.as_str()[1..]));
        assert!(!hash.matches(CheckoutSecret::generate().as_str()));
        assert_ne!(secret.as_str(), CheckoutSecret::generate().as_str(), "each checkout has its own");
    }

    #[test]
    fn a_stored_hash_reads_back_and_damage_is_no_hash() {
        let hash = CheckoutSecret::generate().hash();
        assert_eq!(CheckoutSecretHash::parse(hash.as_str()), Some(hash.clone()));
        assert_eq!(CheckoutSecretHash::parse(&hash.as_str()[1..]), None);
        assert_eq!(CheckoutSecretHash::parse(&hash.as_str().to_uppercase()), None);
        assert_eq!(CheckoutSecretHash::parse("z".repeat(64).as_str()), None);
    }

    #[test]
    fn the_secret_never_prints() {
        let secret = CheckoutSecret::generate();
        assert!(!format!("{secret:?}").contains(secret.as_str()));
    }
}
