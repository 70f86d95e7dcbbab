//! [`AiAdvisor`]: 'Other (Beta)' suggestions and follow-up questions from a model, parsed strictly, with the
//! offline lists as the answer whenever the model fails, is slow or answers anything else. A visitor never sees an
//! error from it.

use super::chat::ChatProvider;
use super::prompt::fence;
use crate::advice::{AdviceError, DocumentAdvisor, OfflineAdvisor, Suggestion, MAX_SUGGESTIONS};
use crate::drafting::messages::fixed_message;
use async_trait::async_trait;
use serde::Deserialize;
use std::sync::Arc;
use std::time::Duration;

/// The longest a visitor waits for the model before getting the offline answer.
pub const ADVICE_DEADLINE: Duration = Duration::from_secs(20);
const MAX_NAME_CHARS: usize = 100;
const MAX_TEXT_CHARS: usize = 300;
const QUESTIONS: std::ops::RangeInclusive<usize> = 3..=6;

pub struct AiAdvisor {
    provider: Arc<dyn ChatProvider>,
    deadline: Duration,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct WireSuggestion {
    name: String,
    description: String,
}

impl AiAdvisor {
    pub fn new(provider: Arc<dyn ChatProvider>) -> AiAdvisor {
        AiAdvisor { provider, deadline: ADVICE_DEADLINE }
    }

    /// The same advisor with another deadline (tests).
    pub fn with_deadline(mut self, deadline: Duration) -> AiAdvisor {
        self.deadline = deadline;
        self
    }

    /// The model's answer about `input` (sent as the data block `label`) parsed by `parse`, or `None` (logged)
    /// when the input is blank or anything goes wrong.
    async fn ask<T>(&self, system: &str, label: &str, input: &str, parse: fn(&str) -> Option<T>) -> Option<T> {
        let provider = self.provider.name();
        if input.trim().is_empty() {
            return None;
        }
        let user = format!("{}\n\nAnswer with the JSON array only.", fence(label, input.trim()));
        let failure = match tokio::time::timeout(self.deadline, self.provider.complete(system, &user)).await {
            Ok(Ok(answer)) => match parse(strip_fence(&answer)) {
                Some(parsed) => return Some(parsed),
                None => "the answer was not in the required form".to_string(),
            },
            Ok(Err(error)) => error.to_string(),
            Err(_) => format!("no answer within {:?}", self.deadline),
        };
        tracing::warn!(provider, failure, "AI advice failed; answering offline");
        None
    }
}

#[async_trait]
impl DocumentAdvisor for AiAdvisor {
    fn name(&self) -> &str {
        self.provider.name()
    }

    async fn suggest_types(&self, query: &str) -> Result<Vec<Suggestion>, AdviceError> {
        match self.ask(&fixed_message("ai_prompt.advisor_suggest_types"), "query", query, parse_suggestions).await {
            Some(suggestions) => Ok(suggestions),
            None => OfflineAdvisor.suggest_types(query).await,
        }
    }

    async fn questions(&self, document_type: &str) -> Result<Vec<String>, AdviceError> {
        match self
            .ask(&fixed_message("ai_prompt.advisor_questions"), "document_type", document_type, parse_questions)
            .await
        {
            Some(questions) => Ok(questions),
            None => OfflineAdvisor.questions(document_type).await,
        }
    }
}

/// One to [`MAX_SUGGESTIONS`] objects with exactly a non-empty `name` and `description`, within their lengths.
pub(crate) fn parse_suggestions(answer: &str) -> Option<Vec<Suggestion>> {
    let wire: Vec<WireSuggestion> = serde_json::from_str(answer).ok()?;
    if wire.is_empty() || wire.len() > MAX_SUGGESTIONS {
        return None;
    }
    wire.into_iter()
        .map(|s| {
            let name = bounded(&s.name, MAX_NAME_CHARS)?;
            let description = bounded(&s.description, MAX_TEXT_CHARS)?;
            Some(Suggestion { name, description })
        })
        .collect()
}

/// Three to six non-empty strings within their length.
pub(crate) fn parse_questions(answer: &str) -> Option<Vec<String>> {
    let wire: Vec<String> = serde_json::from_str(answer).ok()?;
    if !QUESTIONS.contains(&wire.len()) {
        return None;
    }
    wire.iter().map(|q| bounded(q, MAX_TEXT_CHARS)).collect()
}

fn bounded(text: &str, max: usize) -> Option<String> {
    let text = text.trim();
    let ok = !text.is_empty() && text.chars().count() <= max && !text.chars().any(char::is_control);
    ok.then(|| text.to_string())
}

/// A JSON answer the model wrapped in one code fence (```json ... ```), unwrapped.
pub(super) fn strip_fence(answer: &str) -> &str {
    let text = answer.trim();
    let Some(inner) = text.strip_prefix("```") else { return text };
    let inner = inner.strip_prefix("json").unwrap_or(inner);
    inner.strip_suffix("```").unwrap_or(inner).trim()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suggestions_parse_strictly() {
        let good = r#"[{"name": "Catering Agreement", "description": "Terms for catering events."}]"#;
        assert_eq!(parse_suggestions(good).unwrap()[0].name, "Catering Agreement");
        assert_eq!(parse_suggestions(strip_fence(&format!("```json\n{good}\n```"))).unwrap().len(), 1);
        for bad in [
            "Here are some ideas: Catering Agreement",
            "[]",
            r#"[{"name": "A", "description": "B", "extra": 1}]"#,
            r#"[{"name": "", "description": "B"}]"#,
            r#"[{"name": "A"}]"#,
            r#"{"name": "A", "description": "B"}"#,
        ] {
            assert_eq!(parse_suggestions(bad), None, "{bad}");
        }
        let six = format!("[{}]", [r#"{"name": "A", "description": "B"}"#; 6].join(","));
        assert_eq!(parse_suggestions(&six), None);
    }

    #[test]
    fn questions_parse_strictly() {
        assert_eq!(parse_questions(r#"["Who?", "What?", "When?"]"#).unwrap().len(), 3);
        for bad in [
            r#"["Who?", "What?"]"#,
            r#"["a","b","c","d","e","f","g"]"#,
            r#"["a", "", "c"]"#,
            r#"["a", 2, "c"]"#,
            "Who? What? When?",
        ] {
            assert_eq!(parse_questions(bad), None, "{bad}");
        }
    }
}
