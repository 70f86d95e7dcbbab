//! The two provider APIs: OpenAI chat completions (also any OpenAI-compatible server, by base URL and with an
//! optional key) and Anthropic messages. Both ask for a streamed answer and read a plain JSON one as well.

use super::chat::{ChatProvider, ProviderError};
use super::http::{error_code, Answer, HttpSettings, ProviderHttp, Wire};
use super::sse::SseEvent;
#[cfg(doc)]
use crate::config::ProviderKind;
use crate::config::ProviderSettings;
use async_trait::async_trait;
use reqwest::header::{HeaderMap, HeaderName, HeaderValue, AUTHORIZATION};
use serde_json::{json, Value};

/// The Anthropic API version sent with every request.
pub const ANTHROPIC_VERSION: &str = "2023-06-01";
/// Anthropic requires a cap on the answer's length; a long agreement needs well under this.
pub const ANTHROPIC_MAX_TOKENS: u32 = 16_000;

/// One provider endpoint: its name, URL, headers and model, and the shared HTTP client.
struct Endpoint {
    name: String,
    url: String,
    /// The provider's model list, which the integrations check reads.
    models_url: String,
    headers: HeaderMap,
    model: String,
    http: ProviderHttp,
}

impl Endpoint {
    /// `path` under the settings' base URL; the name is the provider kind's.
    fn new(
        settings: &ProviderSettings,
        path: &str,
        models_path: &str,
        headers: Vec<(HeaderName, String)>,
        http: HttpSettings,
    ) -> Result<Endpoint, ProviderError> {
        let mut map = HeaderMap::new();
        for (header, value) in headers {
            let mut value = HeaderValue::from_str(&value)
                .map_err(|_| ProviderError::Setup(format!("the {header} header has characters HTTP does not allow")))?;
            value.set_sensitive(true);
            map.insert(header, value);
        }
        Ok(Endpoint {
            name: settings.kind.name().into(),
            url: format!("{}{path}", settings.base_url.trim_end_matches('/')),
            models_url: format!("{}{models_path}", settings.base_url.trim_end_matches('/')),
            headers: map,
            model: settings.model.clone(),
            http: ProviderHttp::new(http)?,
        })
    }

    async fn post(&self, body: Value, wire: &dyn Wire) -> Result<String, ProviderError> {
        self.http.post(&self.name, &self.url, &self.headers, &body, wire).await
    }

    /// Reads the model list (`{"data": [{"id": ...}]}` on both APIs) and says whether the configured model is on it.
    async fn check(&self) -> Result<String, crate::health::CheckFailure> {
        let list = self.http.get_json(&self.models_url, &self.headers).await?;
        let Some(models) = list["data"].as_array() else {
            return Err(crate::health::CheckFailure::new(
                crate::health::FailureKind::Other,
                "the model list has no data array",
            ));
        };
        let listed = models.iter().any(|m| m["id"].as_str() == Some(self.model.as_str()));
        let model = if listed { "the configured model is listed" } else { "the configured model is not listed" };
        Ok(format!("{}: model list answered ({} models; {model})", self.name, models.len()))
    }
}

/// OpenAI's chat completions API at `{base_url}/chat/completions`, with a bearer key when one is set.
pub struct OpenAiChat {
    endpoint: Endpoint,
}

impl OpenAiChat {
    /// For OpenAI and OpenAI-compatible servers (whose key is optional).
    pub fn new(settings: &ProviderSettings, http: HttpSettings) -> Result<OpenAiChat, ProviderError> {
        let key = settings.api_key.as_ref();
        let headers = key.map(|key| (AUTHORIZATION, format!("Bearer {}", key.expose()))).into_iter().collect();
        Ok(OpenAiChat { endpoint: Endpoint::new(settings, "/chat/completions", "/models", headers, http)? })
    }
}

#[async_trait]
impl ChatProvider for OpenAiChat {
    fn name(&self) -> &str {
        &self.endpoint.name
    }

    async fn complete(&self, system: &str, user: &str) -> Result<String, ProviderError> {
        let body = json!({
            "model": self.endpoint.model,
            "messages": [{"role": "system", "content": system}, {"role": "user", "content": user}],
            "stream": true,
        });
        self.endpoint.post(body, &OpenAiWire).await
    }

    async fn check(&self) -> Result<String, crate::health::CheckFailure> {
        self.endpoint.check().await
    }
}

struct OpenAiWire;

impl OpenAiWire {
    fn finish(reason: &Value) -> Result<bool, ProviderError> {
        match reason.as_str() {
            None => Ok(false),
            Some("length") => Err(ProviderError::Truncated("the model reached its output limit".into())),
            Some("content_filter") => Err(ProviderError::Reported("content_filter".into())),
            Some(_) => Ok(true),
        }
    }
}

impl Wire for OpenAiWire {
    fn text_from_json(&self, body: &Value) -> Result<String, ProviderError> {
        reported_error(body)?;
        let choice = &body["choices"][0];
        if choice.is_null() {
            return Err(ProviderError::Malformed("the answer has no choices".into()));
        }
        Self::finish(&choice["finish_reason"])?;
        match &choice["message"]["content"] {
            Value::String(text) => Ok(text.clone()),
            Value::Null => Err(ProviderError::Empty),
            _ => Err(ProviderError::Malformed("the message content is not text".into())),
        }
    }

    fn apply_event(&self, event: &SseEvent, answer: &mut Answer) -> Result<(), ProviderError> {
        if event.data.trim() == "[DONE]" {
            answer.complete = true;
            return Ok(());
        }
        let chunk = parse_event(event)?;
        reported_error(&chunk)?;
        let Some(choice) = chunk["choices"].as_array().and_then(|c| c.first()) else {
            // Usage-only and other bookkeeping chunks carry no choices.
            return Ok(());
        };
        match &choice["delta"]["content"] {
            Value::String(text) => answer.text.push_str(text),
            Value::Null => {}
            _ => return Err(ProviderError::Malformed("a delta's content is not text".into())),
        }
        if Self::finish(&choice["finish_reason"])? {
            // Some servers end the stream here without "[DONE]"; the answer is complete either way.
            answer.complete = true;
        }
        Ok(())
    }
}

/// Anthropic's messages API at `{base_url}/v1/messages`.
pub struct AnthropicMessages {
    endpoint: Endpoint,
}

impl AnthropicMessages {
    pub fn new(settings: &ProviderSettings, http: HttpSettings) -> Result<AnthropicMessages, ProviderError> {
        let mut headers = vec![(HeaderName::from_static("anthropic-version"), ANTHROPIC_VERSION.to_string())];
        let key = settings.api_key.as_ref();
        headers.extend(key.map(|key| (HeaderName::from_static("x-api-key"), key.expose().to_string())));
        Ok(AnthropicMessages { endpoint: Endpoint::new(settings, "/v1/messages", "/v1/models", headers, http)? })
    }
}

#[async_trait]
impl ChatProvider for AnthropicMessages {
    fn name(&self) -> &str {
        &self.endpoint.name
    }

    async fn complete(&self, system: &str, user: &str) -> Result<String, ProviderError> {
        let body = json!({
            "model": self.endpoint.model,
            "max_tokens": ANTHROPIC_MAX_TOKENS,
            "system": system,
            "messages": [{"role": "user", "content": user}],
            "stream": true,
        });
        self.endpoint.post(body, &AnthropicWire).await
    }

    async fn check(&self) -> Result<String, crate::health::CheckFailure> {
        self.endpoint.check().await
    }
}

struct AnthropicWire;

impl AnthropicWire {
    fn check_stop(reason: &Value) -> Result<(), ProviderError> {
        match reason.as_str() {
            Some("max_tokens") => Err(ProviderError::Truncated("the model reached max_tokens".into())),
            Some("refusal") => Err(ProviderError::Reported("refusal".into())),
            _ => Ok(()),
        }
    }
}

impl Wire for AnthropicWire {
    fn text_from_json(&self, body: &Value) -> Result<String, ProviderError> {
        reported_error(body)?;
        let Some(blocks) = body["content"].as_array() else {
            return Err(ProviderError::Malformed("the answer has no content".into()));
        };
        Self::check_stop(&body["stop_reason"])?;
        Ok(blocks.iter().filter(|b| b["type"] == "text").filter_map(|b| b["text"].as_str()).collect())
    }

    fn apply_event(&self, event: &SseEvent, answer: &mut Answer) -> Result<(), ProviderError> {
        let data = parse_event(event)?;
        reported_error(&data)?;
        match data["type"].as_str().or(event.event.as_deref()) {
            Some("content_block_delta") => match (&data["delta"]["type"], &data["delta"]["text"]) {
                (Value::String(kind), Value::String(text)) if kind == "text_delta" => answer.text.push_str(text),
                (Value::String(kind), _) if kind != "text_delta" => {}
                _ => return Err(ProviderError::Malformed("a text delta without text".into())),
            },
            Some("message_delta") => Self::check_stop(&data["delta"]["stop_reason"])?,
            Some("message_stop") => answer.complete = true,
            _ => {}
        }
        Ok(())
    }
}

fn parse_event(event: &SseEvent) -> Result<Value, ProviderError> {
    serde_json::from_str(&event.data).map_err(|_| ProviderError::Malformed("an event of the stream is not JSON".into()))
}

/// An error the provider put in a 200 answer or in the stream (`{"error": {...}}`, Anthropic's `error` event).
fn reported_error(body: &Value) -> Result<(), ProviderError> {
    if body["error"].is_null() {
        return Ok(());
    }
    Err(ProviderError::Reported(error_code(body).unwrap_or_else(|| "error".into())))
}
