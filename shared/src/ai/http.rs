//! The HTTP side every provider shares: one JSON POST, its timeouts, its retries, and reading the answer either as
//! a stream of server-sent events or as one JSON body.
//!
//! Timeouts: an attempt waits at most `timeout` for the response to start and then at most `timeout` between
//! pieces of it, so a long streamed draft is never cut off while it is still arriving; an attempt also ends after
//! [`ATTEMPT_CEILING`] times `timeout` in all, so a trickling server cannot hold a job for ever.
//! Retries: 429, 5xx and connections that failed before any answer are tried again, up to `max_retries` more
//! times, after `Retry-After` when the server sends one (a wait longer than `max_delay` is not waited for) or else
//! after an exponential backoff with jitter. Nothing else is retried: not other 4xx, not a timed-out attempt (the
//! fallback is a better use of that time), not a malformed answer.

use super::chat::ProviderError;
use super::sse::{SseEvent, SseParser};
use crate::health::{CheckFailure, FailureKind};
use reqwest::header::{HeaderMap, CONTENT_TYPE, RETRY_AFTER};
use std::time::Duration;
use tokio::time::Instant;

/// An attempt ends after this many timeouts in all, however steadily the answer arrives.
pub const ATTEMPT_CEILING: u32 = 10;
/// The largest answer read (a long agreement is well under 200 kB).
const MAX_ANSWER_BYTES: usize = 2 * 1024 * 1024;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RetryPolicy {
    /// Further attempts after the first.
    pub max_retries: u32,
    /// The first backoff; each further one doubles, plus up to half again of jitter.
    pub base_delay: Duration,
    /// The longest wait between attempts, for backoff and `Retry-After` alike.
    pub max_delay: Duration,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HttpSettings {
    pub timeout: Duration,
    pub retry: RetryPolicy,
}

impl HttpSettings {
    /// Production settings: backoff from 1 s, waits of at most 60 s.
    pub fn new(timeout: Duration, max_retries: u32) -> HttpSettings {
        HttpSettings {
            timeout,
            retry: RetryPolicy { max_retries, base_delay: Duration::from_secs(1), max_delay: Duration::from_secs(60) },
        }
    }
}

/// How one provider's answers read: a whole JSON body, or events of a stream.
pub(crate) trait Wire: Send + Sync {
    fn text_from_json(&self, body: &serde_json::Value) -> Result<String, ProviderError>;
    /// Applies one event to the answer being assembled.
    fn apply_event(&self, event: &SseEvent, answer: &mut Answer) -> Result<(), ProviderError>;
}

/// A streamed answer as it arrives.
#[derive(Default)]
pub(crate) struct Answer {
    pub text: String,
    /// Set when the provider says the answer is finished; a stream that ends without it was cut off.
    pub complete: bool,
}

pub(crate) struct ProviderHttp {
    client: reqwest::Client,
    settings: HttpSettings,
}

impl ProviderHttp {
    pub fn new(settings: HttpSettings) -> Result<ProviderHttp, ProviderError> {
        let client = reqwest::Client::builder()
            .connect_timeout(settings.timeout)
            .build()
            .map_err(|e| ProviderError::Setup(e.without_url().to_string()))?;
        Ok(ProviderHttp { client, settings })
    }

    /// GETs `url` once (no retries: a check reports what it sees) and reads its JSON body.
    pub async fn get_json(&self, url: &str, headers: &HeaderMap) -> Result<serde_json::Value, CheckFailure> {
        let timeout = self.settings.timeout.min(Duration::from_secs(15));
        let request = self.client.get(url).headers(headers.clone()).timeout(timeout).send();
        let response = request.await.map_err(|err| {
            if err.is_timeout() {
                CheckFailure::new(FailureKind::Timeout, "the provider did not answer in time")
            } else {
                CheckFailure::new(FailureKind::Unreachable, "the provider could not be reached")
            }
        })?;
        let status = response.status().as_u16();
        if !response.status().is_success() {
            return Err(CheckFailure::status(status, format!("the model list answered HTTP {status}")));
        }
        let body = response
            .bytes()
            .await
            .map_err(|_| CheckFailure::new(FailureKind::Unreachable, "the model list's answer was cut off"))?;
        serde_json::from_slice(&body)
            .map_err(|_| CheckFailure::new(FailureKind::Other, "the model list's answer is not JSON"))
    }

    /// POSTs `body` to `url` with `headers`, retrying as the policy says, and returns the answer's text.
    pub async fn post(
        &self,
        provider: &str,
        url: &str,
        headers: &HeaderMap,
        body: &serde_json::Value,
        wire: &dyn Wire,
    ) -> Result<String, ProviderError> {
        let retry = self.settings.retry;
        let mut attempt = 0;
        loop {
            let result = self.attempt(url, headers, body, wire).await;
            let error = match result {
                Ok(text) => return Ok(text),
                Err(error) => error,
            };
            let wait = match &error {
                _ if !error.is_retryable() || attempt >= retry.max_retries => None,
                ProviderError::Status { retry_after: Some(wait), .. } => Some(*wait).filter(|w| *w <= retry.max_delay),
                _ => Some(backoff(retry, attempt)),
            };
            let Some(wait) = wait else { return Err(error) };
            attempt += 1;
            tracing::warn!(provider, %error, attempt, wait_ms = wait.as_millis() as u64, "AI provider call failed; retrying");
            tokio::time::sleep(wait).await;
        }
    }

    async fn attempt(
        &self,
        url: &str,
        headers: &HeaderMap,
        body: &serde_json::Value,
        wire: &dyn Wire,
    ) -> Result<String, ProviderError> {
        let timeout = self.settings.timeout;
        let ceiling = Instant::now() + timeout * ATTEMPT_CEILING;
        let request = self.client.post(url).headers(headers.clone()).json(body).send();
        let mut response = within(timeout, ceiling, request).await?.map_err(transport)?;
        let status = response.status();
        if !status.is_success() {
            let retry_after = retry_after(response.headers());
            let code = match within(timeout, ceiling, response.bytes()).await {
                Ok(Ok(bytes)) => serde_json::from_slice(&bytes).ok().and_then(|json| error_code(&json)),
                _ => None,
            };
            return Err(ProviderError::Status { status: status.as_u16(), code, retry_after });
        }
        let streamed = response
            .headers()
            .get(CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.to_ascii_lowercase().starts_with("text/event-stream"));
        let mut body = Vec::new();
        let mut parser = SseParser::default();
        let mut answer = Answer::default();
        while let Some(chunk) = within(timeout, ceiling, response.chunk()).await?.map_err(|e| transport_midway(&e))? {
            if streamed {
                for event in parser.feed(&chunk)? {
                    wire.apply_event(&event, &mut answer)?;
                }
                if answer.complete {
                    break;
                }
            } else {
                body.extend_from_slice(&chunk);
            }
            if answer.text.len().max(body.len()) > MAX_ANSWER_BYTES {
                return Err(ProviderError::Malformed("the answer is too large".into()));
            }
        }
        let text = if streamed { finish_stream(parser, answer, wire)? } else { read_whole(&body, wire)? };
        if text.trim().is_empty() {
            return Err(ProviderError::Empty);
        }
        Ok(text)
    }
}

fn finish_stream(mut parser: SseParser, mut answer: Answer, wire: &dyn Wire) -> Result<String, ProviderError> {
    if !answer.complete {
        for event in parser.finish()? {
            wire.apply_event(&event, &mut answer)?;
        }
    }
    if !answer.complete {
        return Err(ProviderError::Malformed("the event stream ended before the answer was complete".into()));
    }
    Ok(answer.text)
}

/// A body that is not labelled as an event stream: JSON, or (from a server that mislabels it) an event stream.
fn read_whole(body: &[u8], wire: &dyn Wire) -> Result<String, ProviderError> {
    let text = String::from_utf8_lossy(body);
    let start = text.trim_start();
    if ["data:", "event:", ":"].iter().any(|p| start.starts_with(p)) {
        let mut parser = SseParser::default();
        let mut answer = Answer::default();
        for event in parser.feed(body)? {
            wire.apply_event(&event, &mut answer)?;
        }
        return finish_stream(parser, answer, wire);
    }
    let json: serde_json::Value = serde_json::from_slice(body).map_err(|e| {
        ProviderError::Malformed(format!("the answer is not JSON (line {}, column {})", e.line(), e.column()))
    })?;
    wire.text_from_json(&json)
}

/// Runs `future` for at most `timeout`, and never past `ceiling`.
async fn within<F: std::future::IntoFuture>(
    timeout: Duration,
    ceiling: Instant,
    future: F,
) -> Result<F::Output, ProviderError> {
    let deadline = (Instant::now() + timeout).min(ceiling);
    tokio::time::timeout_at(deadline, future).await.map_err(|_| ProviderError::Timeout(timeout))
}

fn transport(error: reqwest::Error) -> ProviderError {
    ProviderError::Transport(error.without_url().to_string())
}

/// A connection lost while the answer was arriving: not retried (the server may have done the work), reported as
/// a malformed answer.
fn transport_midway(error: &reqwest::Error) -> ProviderError {
    ProviderError::Malformed(format!("the connection broke while the answer was arriving ({})", kind_of(error)))
}

fn kind_of(error: &reqwest::Error) -> &'static str {
    if error.is_body() || error.is_decode() {
        "body"
    } else if error.is_timeout() {
        "timeout"
    } else {
        "connection"
    }
}

/// The wait before attempt `attempt + 2`: base × 2^attempt, plus up to half again, at most `max_delay`.
fn backoff(policy: RetryPolicy, attempt: u32) -> Duration {
    let exponential = policy.base_delay.saturating_mul(1u32 << attempt.min(16));
    let jitter = exponential.mul_f64(rand::random::<f64>() * 0.5);
    (exponential + jitter).min(policy.max_delay)
}

/// `Retry-After` as seconds or as an HTTP date.
pub(crate) fn retry_after(headers: &HeaderMap) -> Option<Duration> {
    let value = headers.get(RETRY_AFTER)?.to_str().ok()?.trim();
    if let Ok(seconds) = value.parse::<f64>() {
        return (seconds.is_finite() && seconds >= 0.0).then(|| Duration::from_secs_f64(seconds.min(86_400.0)));
    }
    let when = time::OffsetDateTime::parse(value, &time::format_description::well_known::Rfc2822).ok()?;
    let wait = when - time::OffsetDateTime::now_utc();
    Some(Duration::try_from(wait).unwrap_or(Duration::ZERO))
}

/// The error code or type from a provider's error body (`{"error": {"code"|"type": ...}}`), never its message,
/// which can quote part of a key.
pub(crate) fn error_code(body: &serde_json::Value) -> Option<String> {
    let error = &body["error"];
    let code = error["code"].as_str().or_else(|| error["type"].as_str())?;
    let safe = code.len() <= 64 && code.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
    safe.then(|| code.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use reqwest::header::HeaderValue;

    fn headers(retry: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(RETRY_AFTER, HeaderValue::from_str(retry).unwrap());
        headers
    }

    #[test]
    fn retry_after_reads_seconds_and_http_dates() {
        assert_eq!(retry_after(&headers("3")), Some(Duration::from_secs(3)));
        assert_eq!(retry_after(&headers("0.5")), Some(Duration::from_millis(500)));
        assert_eq!(retry_after(&headers("Sun, 06 Nov 1994 08:49:37 GMT")), Some(Duration::ZERO));
        let later = time::OffsetDateTime::now_utc() + time::Duration::seconds(30);
        let date = later.format(&time::format_description::well_known::Rfc2822).unwrap();
        let wait = retry_after(&headers(&date)).unwrap();
        assert!(wait > Duration::from_secs(25) && wait <= Duration::from_secs(30), "{wait:?}");
        assert_eq!(retry_after(&headers("soon")), None);
        assert_eq!(retry_after(&HeaderMap::new()), None);
    }

    #[test]
    fn backoff_doubles_within_its_cap() {
        let policy =
            RetryPolicy { max_retries: 5, base_delay: Duration::from_millis(100), max_delay: Duration::from_secs(1) };
        let first = backoff(policy, 0);
        assert!(first >= Duration::from_millis(100) && first <= Duration::from_millis(150), "{first:?}");
        let third = backoff(policy, 2);
        assert!(third >= Duration::from_millis(400) && third <= Duration::from_millis(600), "{third:?}");
        assert_eq!(backoff(policy, 10), Duration::from_secs(1));
    }

    #[test]
    fn error_bodies_give_their_code_and_never_their_message() {
        let body = serde_json::json!({"error": {"message": "Incorrect API key provided: sk-abc***xyz", "type": "invalid_request_error", "code": "invalid_api_key"}});
        assert_eq!(error_code(&body).as_deref(), Some("invalid_api_key"));
        let anthropic =
            serde_json::json!({"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}});
        assert_eq!(error_code(&anthropic).as_deref(), Some("overloaded_error"));
        assert_eq!(error_code(&serde_json::json!({"error": {"code": "sk-abc key here"}})), None);
        assert_eq!(error_code(&serde_json::json!("<html>")), None);
    }
}
