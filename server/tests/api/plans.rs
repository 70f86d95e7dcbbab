//! `plan-document` (issues 23 and 24): before payment, a form learns what the document will contain for the state
//! and facts it shows: a special clause included, left out with the reason and what is used instead, or waiting on
//! the details that decide it. No code is needed and nothing is spent.

use crate::helpers::*;
use serde_json::{json, Value};

fn employment_order(state: &str, details: Value) -> Value {
    // What a form has before the buyer reaches the business's name: the type, the state and the clauses.
    json!({
        "documentType": "Employment Agreement",
        "stateJurisdiction": state,
        "specialClauses": ["non-compete"],
        "details": details,
    })
}

async fn plan_of(app: &TestApp, data: &Value) -> Value {
    let response = app.post("plan-document", &json!({ "documentData": data })).await;
    assert_eq!(response.status(), 200);
    response.json().await.unwrap()
}

fn sections(plan: &Value) -> Vec<&str> {
    plan["sections"].as_array().expect("sections").iter().filter_map(Value::as_str).collect()
}

#[tokio::test]
async fn the_plan_says_what_the_state_allows_before_anything_is_paid() {
    let app = spawn_app().await;

    let california = plan_of(&app, &employment_order("California", json!({}))).await;
    let clause = &california["clauses"][0];
    assert_eq!((clause["id"].as_str(), clause["status"].as_str()), (Some("non-compete"), Some("leftOut")));
    assert!(clause["reason"].as_str().unwrap().starts_with("Under California law ("), "{clause}");
    assert!(clause["instead"].as_str().unwrap().contains("trade secrets"), "{clause}");
    assert!(sections(&california).contains(&"Non-Solicitation"), "{california}");

    let washington = plan_of(&app, &employment_order("Washington", json!({}))).await;
    let clause = &washington["clauses"][0];
    assert_eq!(clause["status"], "needsFacts");
    assert!(clause["facts"].as_array().unwrap().contains(&json!("annualPay")), "{clause}");

    let answered = json!({ "annualPay": "$500,000", "exemptStatus": "Exempt" });
    let washington = plan_of(&app, &employment_order("Washington", answered)).await;
    assert_eq!(washington["clauses"][0]["status"], "included", "{washington}");
    assert_eq!(washington["clauses"][0]["facts"], json!([]));
    assert!(sections(&washington).contains(&"Restrictive Covenants"), "{washington}");
}

#[tokio::test]
async fn a_plan_needs_the_type_and_the_state_and_drafts_none_of_the_customers_words() {
    let app = spawn_app().await;
    let mut no_state = employment_order("", json!({}));
    no_state["stateJurisdiction"] = json!("");
    let response = app.post("plan-document", &json!({ "documentData": no_state })).await;
    assert_eq!(response.status(), 400);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["code"], "invalid_document_data");
    assert_eq!(body["fields"]["stateJurisdiction"], "State/Jurisdiction is required");

    let response = app.post("plan-document", &json!({})).await;
    assert_eq!(response.status(), 400);

    // Everything given is checked as at checkout, the customer's words included, though a plan drafts none of them.
    let mut too_long = employment_order("Texas", json!({}));
    too_long["customInstructions"] = json!("x".repeat(20_000));
    let response = app.post("plan-document", &json!({ "documentData": too_long })).await;
    assert_eq!(response.status(), 400);
    let body: Value = response.json().await.unwrap();
    assert!(body["fields"]["customInstructions"].is_string(), "{body}");

    let mut worded = employment_order("Texas", json!({}));
    worded["customInstructions"] = json!("The employee must not work for any competitor anywhere for five years.");
    let plan = plan_of(&app, &worded).await;
    assert!(!sections(&plan).iter().any(|s| s.contains("Special Terms")), "{plan}");
}

#[tokio::test]
async fn one_client_gets_sixty_plans_a_minute() {
    let app = spawn_app().await;
    let order = json!({ "documentData": employment_order("Oregon", json!({})) });
    for call in 0..60 {
        let response = app.post("plan-document", &order).await;
        assert_eq!(response.status(), 200, "call {call}");
    }
    let refused = app.post("plan-document", &order).await;
    assert_eq!(refused.status(), 429);
    assert!(refused.headers().contains_key("retry-after"));
    assert_eq!(refused.json::<Value>().await.unwrap()["code"], "rate_limited");
}
