//! AI drafting providers (decisions §2): OpenAI chat completions, Anthropic messages, and any OpenAI-compatible
//! server by base URL, behind the one drafting seam ([`DocumentDrafter`]).
//!
//! - [`ChatProvider`] is one model endpoint: a system and a user message in, the answer's text out. [`OpenAiChat`]
//!   and [`AnthropicMessages`] ask for a streamed answer (server-sent events) and assemble it from its deltas, so a
//!   long draft keeps the connection busy; a plain JSON answer is read too. Each attempt has a timeout; 429, 5xx
//!   and failed connections are retried with backoff (honouring `Retry-After`); other 4xx are not.
//! - [`AiDrafter`] grounds the model in the research and the offline engine's clause plan, fences customer text off
//!   as data, checks the answer ([`checks`]) and asks for one repair before giving up, so the fallback runs.
//! - [`AiAdvisor`] answers 'Other (Beta)' suggestions and questions from the model, and the offline lists on any
//!   failure.
//! - [`AiClassifier`] reads customer text for the families of forbidden instructions (the screen before payment),
//!   and finds nothing on any failure, so the offline rules decide alone.
//! - [`from_config`] builds the drafters and the advisor the configuration names (offline when it names no AI), and
//!   [`classifier_from_config`] the text classifier.

mod advisor;
mod chat;
pub mod checks;
mod classifier;
mod drafter;
mod http;
mod prompt;
mod providers;
mod sse;

pub use advisor::{AiAdvisor, ADVICE_DEADLINE};
pub use chat::{ChatProvider, ProviderError};
pub use classifier::{AiClassifier, SCREEN_DEADLINE};
pub use drafter::AiDrafter;
pub use http::{HttpSettings, RetryPolicy, ATTEMPT_CEILING};
pub use prompt::{drafting_prompt, fence, repair_prompt, Prompt, DATA_CLOSE, DATA_OPEN};
pub use providers::{AnthropicMessages, OpenAiChat, ANTHROPIC_MAX_TOKENS, ANTHROPIC_VERSION};

use crate::advice::{DocumentAdvisor, OfflineAdvisor};
use crate::config::{AiConfig, DraftingBackend, ProviderKind, ProviderSettings};
use crate::drafter::{DocumentDrafter, Drafters, OfflineDrafter};
use crate::screening::{OfflineClassifier, TextClassifier};
use std::sync::Arc;

/// The client for one configured provider.
pub fn provider(settings: &ProviderSettings, http: HttpSettings) -> Result<Arc<dyn ChatProvider>, ProviderError> {
    Ok(match settings.kind {
        ProviderKind::OpenAi | ProviderKind::OpenAiCompatible => Arc::new(OpenAiChat::new(settings, http)?),
        ProviderKind::Anthropic => Arc::new(AnthropicMessages::new(settings, http)?),
    })
}

/// The drafters and the advisor the configuration names. With no AI configured: the offline engine alone and the
/// offline advisor, exactly as before. The advisor uses the first AI provider configured (primary, else fallback).
pub fn from_config(config: &AiConfig) -> Result<(Drafters, Arc<dyn DocumentAdvisor>), ProviderError> {
    let http = HttpSettings::new(config.timeout, config.max_retries);
    let mut first_provider: Option<Arc<dyn ChatProvider>> = None;
    let mut drafter = |backend: &DraftingBackend| -> Result<Arc<dyn DocumentDrafter>, ProviderError> {
        Ok(match backend {
            DraftingBackend::Offline => Arc::new(OfflineDrafter),
            DraftingBackend::Provider(settings) => {
                let client = provider(settings, http)?;
                first_provider.get_or_insert_with(|| client.clone());
                Arc::new(AiDrafter::new(client))
            }
        })
    };
    let primary = drafter(&config.primary)?;
    let fallback = config.fallback.as_ref().map(&mut drafter).transpose()?;
    let advisor: Arc<dyn DocumentAdvisor> = match first_provider {
        Some(client) => Arc::new(AiAdvisor::new(client)),
        None => Arc::new(OfflineAdvisor),
    };
    Ok((Drafters { primary, fallback }, advisor))
}

/// The classifier of customer text the configuration names: the first AI provider configured (primary, else
/// fallback) reads it; with none, the offline classifier (the rules alone).
pub fn classifier_from_config(config: &AiConfig) -> Result<Arc<dyn TextClassifier>, ProviderError> {
    let http = HttpSettings::new(config.timeout, config.max_retries);
    let settings =
        [Some(&config.primary), config.fallback.as_ref()].into_iter().flatten().find_map(|backend| match backend {
            DraftingBackend::Provider(settings) => Some(settings),
            DraftingBackend::Offline => None,
        });
    Ok(match settings {
        Some(settings) => Arc::new(AiClassifier::new(provider(settings, http)?)),
        None => Arc::new(OfflineClassifier),
    })
}
