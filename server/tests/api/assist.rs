use crate::helpers::*;
use serde_json::{json, Value};
use shared::advice::{AdviceError, DocumentAdvisor, Suggestion};
use std::sync::Arc;

/// Stands in for an AI advisor, so tests can see who answered.
struct PaidAdvisor;

#[async_trait::async_trait]
impl DocumentAdvisor for PaidAdvisor {
    fn name(&self) -> &str {
        "paid"
    }

    async fn suggest_types(&self, _query: &str) -> Result<Vec<Suggestion>, AdviceError> {
        Ok(vec![Suggestion { name: "Paid Suggestion".into(), description: "from the AI".into() }])
    }

    async fn questions(&self, _document_type: &str) -> Result<Vec<String>, AdviceError> {
        Err(AdviceError("upstream timed out".into()))
    }
}

async fn spawn_with_paid_advisor() -> TestApp {
    spawn_app_with(fresh_data_dir(), &[], |ctx| ctx.advisor = Arc::new(PaidAdvisor)).await
}

#[tokio::test]
async fn suggestions_come_from_the_spec_list_for_anonymous_visitors() {
    let app = spawn_with_paid_advisor().await;
    let body: Value =
        app.post("suggest-document-types", &json!({ "query": "software lic" })).await.json().await.unwrap();
    let suggestions = body["suggestions"].as_array().unwrap();
    assert_eq!(suggestions[0]["name"], "Software License Agreement");
    assert!(suggestions[0]["description"].as_str().unwrap().len() > 10);
    assert!(suggestions.len() <= 5);

    let short = app.post("suggest-document-types", &json!({ "query": "a" })).await;
    assert_eq!(short.status(), 400);
    assert_eq!(short.json::<Value>().await.unwrap()["code"], "invalid_query");
    // At least two characters once trimmed, at most 200 as sent (docs/openapi.json states both as a pattern and a
    // maxLength).
    let padded_short = app.post("suggest-document-types", &json!({ "query": " a\u{b}" })).await;
    assert_eq!(padded_short.status(), 400);
    let longest = "l".repeat(200);
    assert_eq!(app.post("suggest-document-types", &json!({ "query": longest })).await.status(), 200);
    let padded_long = app.post("suggest-document-types", &json!({ "query": format!(" {longest}") })).await;
    assert_eq!(padded_long.status(), 400);
}

#[tokio::test]
async fn only_a_valid_code_unlocks_the_paid_advisor() {
    let app = spawn_with_paid_advisor().await;
    let code = app.buy_code().await;
    let paid: Value =
        app.post_with_code("suggest-document-types", &code, &json!({ "query": "lease" })).await.json().await.unwrap();
    assert_eq!(paid["suggestions"][0]["name"], "Paid Suggestion");
    let wrong: Value = app
        .post_with_code("suggest-document-types", "BOGUS234", &json!({ "query": "lease" }))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(wrong["suggestions"][0]["name"], "Lease Agreement");
}

#[tokio::test]
async fn questions_fall_back_to_the_kind_s_own_then_the_keyword_group_when_the_advisor_fails() {
    let app = spawn_with_paid_advisor().await;
    let code = app.buy_code().await;
    let body: Value = app
        .post_with_code("generate-document-questions", &code, &json!({ "documentType": "Software License Agreement" }))
        .await
        .json()
        .await
        .unwrap();
    let questions = body["questions"].as_array().unwrap();
    assert!(questions[0].as_str().unwrap().contains("Which software"), "the catalog kind's own questions: {body}");
    let group: Value = app
        .post_with_code("generate-document-questions", &code, &json!({ "documentType": "Brand License Contract" }))
        .await
        .json()
        .await
        .unwrap();
    assert!(group["questions"][0].as_str().unwrap().contains("licensed"), "{group}");
    let policy: Value = app
        .post("generate-document-questions", &json!({ "documentType": "Remote Work Policy" }))
        .await
        .json()
        .await
        .unwrap();
    assert!(policy["questions"][0].as_str().unwrap().contains("policy apply"));
}

#[tokio::test]
async fn samples_are_full_documents_for_a_sample_business() {
    let app = spawn_app().await;
    for (key, title) in [
        ("nda", "Non-Disclosure Agreement"),
        ("tos", "Terms of Service"),
        ("privacy", "Privacy Policy"),
        ("freelance", "Freelance Agreement"),
        ("employment", "Employment Agreement"),
    ] {
        let response = app.post("generate-sample-document", &json!({ "documentType": key })).await;
        assert_eq!(response.status(), 200, "{key}");
        let document = response.json::<Value>().await.unwrap()["document"].as_str().unwrap().to_string();
        assert!(document.starts_with(&format!("# {title}")), "{key}: {}", &document[..80.min(document.len())]);
        assert!(document.contains("Sample Company"));
        assert!(document.contains("California"));
        assert!(document.split_whitespace().count() > 800, "{key} is a full document");
    }
    let invalid = app.post("generate-sample-document", &json!({ "documentType": "will" })).await;
    assert_eq!(invalid.status(), 400);
    assert_eq!(invalid.json::<Value>().await.unwrap()["error"], "Invalid document type");
}
