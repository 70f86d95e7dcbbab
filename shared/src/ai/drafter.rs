//! [`AiDrafter`]: a [`DocumentDrafter`] over any [`ChatProvider`]. It drafts from the order's plan (the offline
//! engine's document as the clause plan, and its research), checks the answer, asks once for a repair listing the
//! problems, and otherwise fails so the fallback runs.

use super::chat::{ChatProvider, ProviderError};
use super::checks::Expectations;
use super::prompt::{drafting_prompt, repair_prompt, Prompt};
use crate::domain::DocumentRequest;
use crate::drafter::{DocumentDrafter, DraftError};
use crate::drafting::{self, DraftDocument, Plan};
use async_trait::async_trait;
use std::sync::Arc;

pub struct AiDrafter {
    provider: Arc<dyn ChatProvider>,
}

impl AiDrafter {
    pub fn new(provider: Arc<dyn ChatProvider>) -> AiDrafter {
        AiDrafter { provider }
    }

    async fn ask(&self, prompt: &Prompt) -> Result<String, DraftError> {
        let provider = self.provider.name().to_string();
        self.provider.complete(&prompt.system, &prompt.user).await.map_err(|error| match error {
            ProviderError::Empty => DraftError::Empty { provider },
            error => DraftError::Provider { provider, detail: error.to_string() },
        })
    }
}

#[async_trait]
impl DocumentDrafter for AiDrafter {
    fn name(&self) -> &str {
        self.provider.name()
    }

    async fn check(&self) -> Result<String, crate::health::CheckFailure> {
        self.provider.check().await
    }

    async fn draft(&self, request: &DocumentRequest, plan: &Plan) -> Result<DraftDocument, DraftError> {
        let provider = self.provider.name();
        let clause_plan = &plan.document;
        let expect = Expectations::new(request, clause_plan, plan.as_of);
        let prompt = drafting_prompt(request, plan);
        let answer = self.ask(&prompt).await?;
        let problems = match expect.accept(read(clause_plan, &answer)) {
            Ok(document) => return Ok(document),
            Err(problems) => problems,
        };
        tracing::warn!(provider, ?problems, "AI draft failed its checks; asking for one repair");
        let answer = self.ask(&repair_prompt(&prompt, &answer, &problems)).await?;
        expect.accept(read(clause_plan, &answer)).map_err(|problems| DraftError::Provider {
            provider: provider.to_string(),
            detail: format!("the draft still failed its checks after one repair: {}", problems.join(" ")),
        })
    }
}

/// The answer as a document; an answer wrapped in one code fence is unwrapped first.
fn read(plan: &DraftDocument, answer: &str) -> DraftDocument {
    let mut text = answer.trim();
    if text.starts_with("```") {
        text = text.split_once('\n').map_or("", |(_, rest)| rest);
        text = text.trim_end().strip_suffix("```").unwrap_or(text);
    }
    drafting::parse_markdown(&plan.title, text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fenced_answer_is_unwrapped() {
        let plan = DraftDocument { title: "Plan".into(), ..Default::default() };
        let doc = read(&plan, "```markdown\n# Title\n\n## 1. First\n\nText.\n```\n");
        assert_eq!(doc.title, "Title");
        assert_eq!(doc.sections[0].heading, "First");
        assert_eq!(read(&plan, "## 1. Only\n\nText.").title, "Plan");
    }
}
