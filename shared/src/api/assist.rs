//! Help before and around an order: 'Other (Beta)' type suggestions and follow-up questions, and full samples.
//!
//! Suggestions and questions may come from an AI provider, which costs money, so they do only for a caller holding
//! a valid code (decisions §4.5); everyone else gets the offline answer from the spec's lists.

use super::access::{self, MaybeAuthorized};
use crate::advice::{self, DocumentAdvisor, OfflineAdvisor, MAX_QUERY_CHARS};
use crate::context::AppContext;
use crate::domain::DocumentData;
use crate::drafting;
use crate::error::ApiError;
use crate::http::{ApiRequest, ApiResponse};
use crate::limits::SAMPLES_PER_CLIENT_PER_MINUTE;
use crate::store::CodeRecord;
use serde::Deserialize;
use serde_json::json;
use std::sync::Arc;

pub const INVALID_DOCUMENT_TYPE: &str = "Invalid document type";

/// The advisor this caller may use: the configured one with a valid code, else the offline one.
fn advisor_for<'a>(ctx: &'a AppContext, record: Option<&CodeRecord>) -> &'a dyn DocumentAdvisor {
    match record {
        Some(_) => ctx.advisor.as_ref(),
        None => &OfflineAdvisor,
    }
}

/// The trimmed text when it has at least `min` characters once trimmed and at most `MAX_QUERY_CHARS` as sent (what
/// a provider's prompt would carry is bounded by what arrives, spaces included).
fn text_within(raw: &str, min: usize, what: &str, code: &'static str) -> Result<String, ApiError> {
    let text = raw.trim();
    if text.chars().count() < min || raw.chars().count() > MAX_QUERY_CHARS {
        return Err(ApiError::bad_request(code, format!("{what} must be {min} to {MAX_QUERY_CHARS} characters.")));
    }
    Ok(text.to_string())
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct SuggestBody {
    query: String,
}

/// `suggest-document-types`: `{query}` → `{suggestions: [{name, description}]}`.
pub async fn suggest_document_types(ctx: &AppContext, request: &ApiRequest) -> Result<ApiResponse, ApiError> {
    let MaybeAuthorized { record, body } = MaybeAuthorized::<SuggestBody>::from_request(ctx, request).await?;
    let query = text_within(&body.query, 2, "The search", "invalid_query")?;
    let advisor = advisor_for(ctx, record.as_ref());
    let suggestions = advisor.suggest_types(&query).await.unwrap_or_else(|err| {
        tracing::warn!(error = %err, advisor = advisor.name(), "suggestions fell back to the offline list");
        advice::rank_suggestions(&query)
    });
    Ok(ApiResponse::ok(&json!({ "suggestions": suggestions })))
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
struct QuestionsBody {
    document_type: String,
}

/// `generate-document-questions`: `{documentType}` → `{questions, kind}`. `kind` is what the 'Other (Beta)' catalog
/// makes of the typed name (the engine's own matcher): whether it is drafted, its label, the sides the business may
/// be on, whether mutual or one-way is asked, and, when it is not drafted, the sentence saying what to choose
/// instead. The questions are the AI's for a caller with a valid code, else the kind's own, else the spec's group.
pub async fn generate_document_questions(ctx: &AppContext, request: &ApiRequest) -> Result<ApiResponse, ApiError> {
    let MaybeAuthorized { record, body } = MaybeAuthorized::<QuestionsBody>::from_request(ctx, request).await?;
    let document_type = text_within(&body.document_type, 3, "The document type", "invalid_document_type")?;
    let kind = drafting::custom_kind(&document_type);
    let offline = || {
        if kind.questions.is_empty() {
            advice::default_questions(&document_type)
        } else {
            kind.questions.clone()
        }
    };
    let questions = match record {
        None => offline(),
        Some(_) => match ctx.advisor.questions(&document_type).await {
            Ok(questions) if !questions.is_empty() => questions,
            Ok(_) => offline(),
            Err(err) => {
                tracing::warn!(error = %err, advisor = ctx.advisor.name(), "questions fell back to the offline ones");
                offline()
            }
        },
    };
    Ok(ApiResponse::ok(&json!({ "questions": questions, "kind": kind })))
}

/// Spec §3 'Document type labels for samples'.
pub fn sample_type_label(key: &str) -> Option<&'static str> {
    match key {
        "nda" => Some("Non-Disclosure Agreement"),
        "tos" => Some("Terms of Service"),
        "privacy" => Some("Privacy Policy"),
        "freelance" => Some("Freelance Agreement"),
        "employment" => Some("Employment Agreement"),
        _ => None,
    }
}

/// The sample business every sample is drafted for.
pub fn sample_order(document_type: &str) -> DocumentData {
    DocumentData {
        document_type: document_type.into(),
        business_name: "Sample Company".into(),
        business_type: "Limited Liability Company (LLC)".into(),
        state_jurisdiction: "California".into(),
        industry: "Technology".into(),
        protection_level: "Comprehensive".into(),
        special_clauses: vec!["enhanced-confidentiality".into(), "intellectual-property".into()],
        custom_instructions: String::new(),
        pricing_tier: "$19".into(),
        custom_document: None,
        details: Default::default(),
    }
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
struct SampleBody {
    document_type: String,
}

/// `generate-sample-document`: `{documentType: nda|tos|privacy|freelance|employment}` → `{document}`. A sample is
/// the same for every visitor on a given day: drafted once (off the async threads) and then served from memory.
pub async fn generate_sample_document(ctx: &AppContext, request: &ApiRequest) -> Result<ApiResponse, ApiError> {
    let body: SampleBody = request.json()?;
    let label = sample_type_label(body.document_type.trim())
        .ok_or_else(|| ApiError::bad_request("invalid_document_type", INVALID_DOCUMENT_TYPE))?;
    let client = access::client_key(request);
    let now = ctx.clock.now();
    access::count_per_minute(ctx, "samples", &client, &SAMPLES_PER_CLIENT_PER_MINUTE).await?;
    let day = now.date();
    let cached = ctx.samples.lock().unwrap_or_else(|e| e.into_inner()).get(&(label, day)).cloned();
    let markdown = match cached {
        Some(markdown) => markdown,
        None => {
            let order = sample_order(label).validate()?;
            let drafted =
                ctx.cpu.run(Some(&client), move || drafting::plan(&order, day).document.to_markdown()).await?;
            let drafted = Arc::new(drafted);
            let mut samples = ctx.samples.lock().unwrap_or_else(|e| e.into_inner());
            // Yesterday's samples are of no more use.
            samples.retain(|(_, drafted_for), _| *drafted_for == day);
            samples.entry((label, day)).or_insert(drafted).clone()
        }
    };
    Ok(ApiResponse::ok(&json!({ "document": markdown.as_str() })))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_measured_trimmed_for_its_minimum_and_as_sent_for_its_maximum() {
        assert_eq!(text_within("  ab \n", 2, "The search", "invalid_query").unwrap(), "ab");
        // One character once trimmed (a vertical tab is whitespace): too short, whatever was sent around it.
        let short = text_within("\u{1F600}\u{b}", 2, "The search", "invalid_query").unwrap_err();
        assert_eq!(short.code, "invalid_query");
        assert_eq!(short.message, "The search must be 2 to 200 characters.");
        let at_limit = "q".repeat(MAX_QUERY_CHARS);
        assert!(text_within(&at_limit, 2, "The search", "invalid_query").is_ok());
        assert!(text_within(&format!("{at_limit} "), 2, "The search", "invalid_query").is_err());
    }
}
