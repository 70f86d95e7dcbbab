//! [`Secret`]: a configuration value nobody may read in a log line, an error report or a printed configuration.

/// A secret setting (a Stripe key or webhook secret, the origin token, an AI provider's key). `Debug` and `Display`
/// print `[redacted]`, so a configuration printed or logged whole cannot leak one; `expose` is the one way to the
/// value, for the place that sends it.
#[derive(Clone, PartialEq, Eq)]
pub struct Secret(String);

pub const REDACTED: &str = "[redacted]";

impl Secret {
    pub fn new(value: impl Into<String>) -> Secret {
        Secret(value.into())
    }

    /// The value itself, for the request header, the signature check or the comparison that needs it.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Debug for Secret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(REDACTED)
    }
}

impl std::fmt::Display for Secret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(REDACTED)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_secret_prints_redacted_however_it_is_formatted() {
        let secret = Secret::new("sk_live_do_not_print");
        for shown in
            [format!("{secret}"), format!("{secret:?}"), format!("{secret:#?}"), format!("{:?}", Some(&secret))]
        {
            assert!(!shown.contains("do_not_print"), "{shown}");
            assert!(shown.contains(REDACTED), "{shown}");
        }
        assert_eq!(secret.expose(), "sk_live_do_not_print");
    }
}
