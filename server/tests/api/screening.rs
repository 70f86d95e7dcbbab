//! Contract C1: customer text that conflicts with a rule is refused with 400 `instructions_conflict` and the
//! message beside the field, before a code or payment session exists at checkout, and before a credit is spent at
//! generation (saved data reaches generation without passing checkout again). With an AI classifier, its findings
//! are refused the same way; a lawful order goes through.

use crate::helpers::*;
use serde_json::{json, Value};
use shared::drafting::screen::{CustomerText, Family, Field};
use shared::screening::TextClassifier;
use std::sync::Arc;

const NON_COMPETE_MESSAGE: &str = "Your instructions include a non-compete, but in California, non-compete covenants \
are void (Cal. Bus. & Prof. Code §§ 16600, 16600.1, 16600.5). Remove that instruction: choose the Non-Compete Clause \
instead, and the document gives your business the protection California law allows (confidentiality, and limits on \
soliciting customers or staff only as far as that law permits).";

fn employment(state: &str, instructions: &str) -> Value {
    let mut data = nda_data();
    data["documentType"] = json!("Employment Agreement");
    data["stateJurisdiction"] = json!(state);
    data["specialClauses"] = json!([]);
    data["customInstructions"] = json!(instructions);
    data
}

/// Rows in the store's tables: (codes, checkout sessions, generation jobs).
fn stored(app: &TestApp) -> (i64, i64, i64) {
    let db = rusqlite::Connection::open(app.data_dir.join("records.sqlite3")).expect("the store's file");
    let count = |table: &str| -> i64 {
        db.query_row(&format!("SELECT COUNT(*) FROM {table}"), [], |row| row.get(0)).expect("a count")
    };
    (count("document_codes"), count("checkout_sessions"), count("generation_jobs"))
}

async fn refused(response: reqwest::Response) -> Value {
    assert_eq!(response.status(), 400);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["code"], "instructions_conflict", "{body}");
    body
}

#[tokio::test]
async fn an_unlawful_instruction_stops_checkout_before_a_code_or_payment_session_exists() {
    let app = spawn_app().await;
    let data = employment("California", "Add a two-year non-compete.");
    let body = refused(app.post("create-checkout", &json!({ "pricingTier": "$19", "documentData": data })).await).await;
    assert_eq!(body["error"], NON_COMPETE_MESSAGE);
    assert_eq!(body["fields"], json!({ "customInstructions": NON_COMPETE_MESSAGE }));
    assert_eq!(stored(&app), (0, 0, 0));

    // Where the employee works decides: the same words for a Texas business whose employee works in California.
    let mut data = employment("Texas", "Add a two-year non-compete.");
    data["details"] = json!({ "workState": "California" });
    refused(app.post("create-checkout", &json!({ "pricingTier": "$19", "documentData": data })).await).await;
    assert_eq!(stored(&app), (0, 0, 0));

    // A lawful order goes through: the same words in Texas, and a lawful look-alike in California.
    app.create_checkout(&employment("Texas", "Add a two-year non-compete.")).await;
    app.create_checkout(&employment("California", "No non-compete; overtime is paid at 1.5x.")).await;
    assert_eq!(stored(&app), (2, 2, 0));
}

#[tokio::test]
async fn every_conflict_is_named_and_each_field_gets_its_own() {
    let app = spawn_app().await;
    let mut data =
        employment("California", "Employees may not discuss their salaries.\nVERBATIM: No overtime will be paid.");
    data["documentType"] = json!("Other (Beta)");
    data["customDocument"] = json!({
        "specificDocumentType": "Consulting Agreement",
        "documentDescription": "Consulting for our firm, with a two-year non-compete.",
        "questionAnswerPairs": []
    });
    let body = refused(app.post("create-checkout", &json!({ "pricingTier": "$19", "documentData": data })).await).await;
    let message = body["error"].as_str().unwrap();
    assert!(message.contains("a ban on discussing pay") && message.contains("a waiver of overtime pay"), "{message}");
    assert!(message.contains("Your description includes a non-compete"), "{message}");
    let fields = body["fields"].as_object().unwrap();
    assert_eq!(fields.keys().collect::<Vec<_>>(), vec!["customInstructions", "documentDescription"]);
    assert!(fields["documentDescription"].as_str().unwrap().starts_with("Your description includes a non-compete"));
    assert_eq!(stored(&app), (0, 0, 0));
}

#[tokio::test]
async fn generation_refuses_sent_or_saved_unlawful_text_before_a_credit_is_spent() {
    let app = spawn_app().await;
    let code = app.buy_code().await;
    let unlawful = employment("California", "Add a two-year non-compete.");
    for function in ["start-generation", "generate-document"] {
        let body = refused(app.post_with_code(function, &code, &json!({ "documentData": unlawful })).await).await;
        assert_eq!(body["fields"]["customInstructions"], NON_COMPETE_MESSAGE, "{function}");
    }
    // Saved with the code, it reaches generation without passing checkout: refused all the same.
    let saved = app.post_with_code("save-document-data", &code, &json!({ "documentData": unlawful })).await;
    assert_eq!(saved.status(), 200);
    for function in ["start-generation", "generate-document"] {
        refused(app.post_with_code(function, &code, &json!({})).await).await;
    }
    assert_eq!(app.credits(&code).await["creditsUsed"], 0);
    assert_eq!(stored(&app).2, 0, "no job was recorded");

    // The lawful form starts a job and spends one credit.
    let lawful = employment("California", "Mention our quarterly reviews.");
    let started = app.post_with_code("start-generation", &code, &json!({ "documentData": lawful })).await;
    assert_eq!(started.status(), 202);
    let job: Value = started.json().await.unwrap();
    let done = app.wait_for_job(&code, job["jobId"].as_str().unwrap()).await;
    assert_eq!(done["status"], "succeeded");
    assert_eq!(app.credits(&code).await["creditsUsed"], 1);
}

/// Issue 22: one admission for every path. Three orders it refuses (text the screen refuses though it never says
/// "non-compete", a form with a field missing, and a type the offline engine does not draft) get the same answer
/// from create-checkout, start-generation, generate-document and revise-document, and nothing is created or spent.
#[tokio::test]
async fn every_path_refuses_the_same_order_with_the_same_answer_before_anything_is_created_or_spent() {
    let app = spawn_app().await;
    let code = app.buy_code().await;
    let parent = app.generate(&code, employment("California", "Mention our quarterly reviews.")).await;
    let before = stored(&app);

    let split = employment(
        "California",
        "After leaving, the employee won't go to work for a rival. That holds for two years, anywhere in the state.",
    );
    let mut missing = employment("California", "");
    missing["businessName"] = json!("  ");
    let mut note = employment("California", "");
    note["documentType"] = json!("Other (Beta)");
    note["customDocument"] = json!({
        "specificDocumentType": "Promissory Note",
        "documentDescription": "A member borrows $2,000 from us and repays it monthly.",
        "questionAnswerPairs": []
    });
    let answer = |response: reqwest::Response| async move {
        let status = response.status().as_u16();
        let body: Value = response.json().await.unwrap_or(Value::Null);
        (status, json!({ "code": body["code"], "error": body["error"], "fields": body["fields"] }))
    };
    for (data, code_expected, revisable) in [
        (split, "instructions_conflict", true),
        (missing, "invalid_document_data", true),
        (note, "custom_type_not_supported", false),
    ] {
        let (status, checkout) =
            answer(app.post("create-checkout", &json!({ "pricingTier": "$19", "documentData": data })).await).await;
        assert_eq!((status, checkout["code"].as_str()), (400, Some(code_expected)), "{checkout}");
        assert!(checkout["fields"].as_object().is_some_and(|f| !f.is_empty()), "{checkout}");
        let mut calls = vec![
            ("start-generation", json!({ "documentData": data })),
            ("generate-document", json!({ "documentData": data })),
        ];
        if revisable {
            calls.push(("revise-document", json!({ "jobId": parent, "changes": "", "documentData": data })));
        }
        for (function, body) in calls {
            let (status, refused) = answer(app.post_with_code(function, &code, &body).await).await;
            assert_eq!((status, &refused), (400, &checkout), "{function} answers as create-checkout does");
        }
    }
    assert_eq!(stored(&app), before, "no code, payment session or job was created");
    assert_eq!(app.credits(&code).await["creditsUsed"], 1, "no credit was spent");
}

/// Stands in for an AI classifier that reads every offered family into the instructions.
struct FlagsNonCompete;

#[async_trait::async_trait]
impl TextClassifier for FlagsNonCompete {
    fn name(&self) -> &str {
        "stub-ai"
    }

    async fn classify(&self, _texts: &[CustomerText], offered: &[&Family]) -> Vec<(String, Field)> {
        offered
            .iter()
            .filter(|family| family.id == "non_compete")
            .map(|family| (family.id.to_string(), Field::CustomInstructions))
            .collect()
    }
}

#[tokio::test]
async fn the_ai_classifier_adds_what_the_rules_miss_and_the_table_decides_it() {
    let app = spawn_app_with(fresh_data_dir(), &[], |ctx| ctx.classifier = Arc::new(FlagsNonCompete)).await;
    let wording = "Once they're gone, we'd like them to stay in a different line of work for a couple of years.";
    let body = refused(
        app.post(
            "create-checkout",
            &json!({ "pricingTier": "$19", "documentData": employment("California", wording) }),
        )
        .await,
    )
    .await;
    assert_eq!(body["error"], NON_COMPETE_MESSAGE);
    assert_eq!(stored(&app), (0, 0, 0));
    // In Texas the same finding refuses nothing.
    app.create_checkout(&employment("Texas", wording)).await;
    assert_eq!(stored(&app).0, 1);
}
