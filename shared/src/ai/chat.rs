//! One model endpoint ([`ChatProvider`]) and why it gave no usable answer ([`ProviderError`]): what the drafter,
//! the advisor and the provider clients share.

use async_trait::async_trait;
use std::time::Duration;

/// One model endpoint.
#[async_trait]
pub trait ChatProvider: Send + Sync {
    /// The name recorded with each document ("openai", "anthropic", "openai-compatible").
    fn name(&self) -> &str;
    /// The model's answer to one system and one user message, retried and timed out as configured.
    async fn complete(&self, system: &str, user: &str) -> Result<String, ProviderError>;
    /// Lists the provider's models, once, without retries: proves the address and the key (the integrations check).
    async fn check(&self) -> Result<String, crate::health::CheckFailure>;
}

/// Why a provider gave no usable answer. Never carries a key or a provider's error text (only its error code).
#[derive(Debug, thiserror::Error)]
pub enum ProviderError {
    #[error("no answer within {0:?}")]
    Timeout(Duration),
    #[error("HTTP {status}{}", code.as_deref().map(|c| format!(" ({c})")).unwrap_or_default())]
    Status { status: u16, code: Option<String>, retry_after: Option<Duration> },
    #[error("could not reach the provider: {0}")]
    Transport(String),
    #[error("malformed answer: {0}")]
    Malformed(String),
    #[error("empty answer")]
    Empty,
    #[error("answer cut off: {0}")]
    Truncated(String),
    #[error("the provider reported an error: {0}")]
    Reported(String),
    #[error("client setup failed: {0}")]
    Setup(String),
}

impl ProviderError {
    /// Worth another attempt: rate limits, server errors and connections that failed before any answer.
    pub fn is_retryable(&self) -> bool {
        match self {
            ProviderError::Status { status, .. } => *status == 429 || *status >= 500,
            ProviderError::Transport(_) => true,
            _ => false,
        }
    }
}
