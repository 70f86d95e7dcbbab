//! [`AiClassifier`]: the screen of customer text read by a model. The customer's texts go in data blocks, the
//! families offered are listed by id, and the model answers strict JSON naming which families each block asks
//! for. It can only name an offered family in a block it was sent; anything else (another shape, an unknown id, an
//! empty or late answer, a provider error) is logged and the screen relies on its offline rules. A sale is never
//! refused because the model is down.

use super::advisor::strip_fence;
use super::chat::ChatProvider;
use super::prompt::fence;
use crate::drafting::messages::fixed_message;
use crate::drafting::screen::{CustomerText, Family, Field};
use crate::screening::TextClassifier;
use async_trait::async_trait;
use serde::Deserialize;
use std::fmt::Write;
use std::sync::Arc;
use std::time::Duration;

/// The longest the screen waits for the model before relying on the offline rules alone (the visitor is waiting
/// at checkout).
pub const SCREEN_DEADLINE: Duration = Duration::from_secs(8);

pub struct AiClassifier {
    provider: Arc<dyn ChatProvider>,
    deadline: Duration,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct WireAnswer {
    findings: Vec<WireFinding>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct WireFinding {
    family: String,
    block: String,
}

impl AiClassifier {
    pub fn new(provider: Arc<dyn ChatProvider>) -> AiClassifier {
        AiClassifier { provider, deadline: SCREEN_DEADLINE }
    }

    /// The same classifier with another deadline (tests).
    pub fn with_deadline(mut self, deadline: Duration) -> AiClassifier {
        self.deadline = deadline;
        self
    }
}

/// The user message: the families offered, then each text in its data block.
fn user_message(texts: &[CustomerText], offered: &[&Family]) -> String {
    let mut user = String::from("FAMILIES (id: what it covers)\n");
    for family in offered {
        let _ = writeln!(user, "- {}: {}", family.id, family.describe);
    }
    user.push_str("\nCUSTOMER TEXT\n");
    for text in texts {
        user.push_str(&fence(text.field.block(), &text.text));
        user.push('\n');
    }
    user.push_str("\nAnswer with the JSON object only.");
    user
}

/// The findings in a strict answer: every family one of `offered`, every block one of `sent`; `None` otherwise.
pub(crate) fn parse_findings(answer: &str, offered: &[&str], sent: &[Field]) -> Option<Vec<(String, Field)>> {
    let wire: WireAnswer = serde_json::from_str(answer).ok()?;
    wire.findings
        .into_iter()
        .map(|finding| {
            let field = Field::from_block(&finding.block).filter(|field| sent.contains(field))?;
            offered.contains(&finding.family.as_str()).then_some((finding.family, field))
        })
        .collect()
}

#[async_trait]
impl TextClassifier for AiClassifier {
    fn name(&self) -> &str {
        self.provider.name()
    }

    async fn classify(&self, texts: &[CustomerText], offered: &[&Family]) -> Vec<(String, Field)> {
        if texts.is_empty() || offered.is_empty() {
            return Vec::new();
        }
        let provider = self.provider.name();
        let user = user_message(texts, offered);
        let ids: Vec<&str> = offered.iter().map(|family| family.id).collect();
        let sent: Vec<Field> = texts.iter().map(|text| text.field).collect();
        let failure = match tokio::time::timeout(
            self.deadline,
            self.provider.complete(&fixed_message("ai_prompt.screen_classifier"), &user),
        )
        .await
        {
            Ok(Ok(answer)) => match parse_findings(strip_fence(&answer), &ids, &sent) {
                Some(findings) => return findings,
                None => "the answer was not in the required form".to_string(),
            },
            Ok(Err(error)) => error.to_string(),
            Err(_) => format!("no answer within {:?}", self.deadline),
        };
        tracing::warn!(provider, failure, "AI screen of customer text failed; relying on the offline rules");
        Vec::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn findings_parse_strictly() {
        let offered = ["non_compete", "overtime"];
        let sent = [Field::CustomInstructions, Field::QuestionAnswerPairs];
        let good = r#"{"findings": [{"family": "overtime", "block": "answers"}]}"#;
        assert_eq!(
            parse_findings(good, &offered, &sent),
            Some(vec![("overtime".to_string(), Field::QuestionAnswerPairs)])
        );
        assert_eq!(parse_findings(r#"{"findings": []}"#, &offered, &sent), Some(vec![]));
        for bad in [
            "",
            "The text asks for a non-compete.",
            "[]",
            r#"{"findings": [{"family": "invented", "block": "custom_instructions"}]}"#,
            r#"{"findings": [{"family": "non_compete", "block": "document_description"}]}"#,
            r#"{"findings": [{"family": "non_compete", "block": "custom_instructions", "state": "CA"}]}"#,
            r#"{"findings": [{"family": "non_compete"}]}"#,
            r#"{"findings": "non_compete"}"#,
            r#"{"findings": [], "note": "none"}"#,
        ] {
            assert_eq!(parse_findings(bad, &offered, &sent), None, "{bad}");
        }
    }
}
