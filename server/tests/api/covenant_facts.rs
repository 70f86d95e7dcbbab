//! The facts a state's covenant rule turns on (issue 23): an order that lacks them gets no covenant, only the lawful
//! alternative, and the research names the facts to give; the same order with them gets the covenant and the terms
//! the state requires. Through the API a customer uses, with a bought code.

use crate::helpers::*;
use serde_json::{json, Value};

fn washington_employment(details: Value) -> Value {
    let mut data = nda_data();
    data["documentType"] = json!("Employment Agreement");
    data["stateJurisdiction"] = json!("Washington");
    data["specialClauses"] = json!(["non-compete"]);
    data["details"] = details;
    data
}

async fn drafted(app: &TestApp, code: &str, data: &Value) -> String {
    let response = app.post_with_code("generate-document", code, &json!({ "documentData": data })).await;
    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.unwrap();
    body["document"].as_str().expect("the draft's text").to_string()
}

#[tokio::test]
async fn a_covenant_is_drafted_only_with_the_facts_that_decide_it() {
    let app = spawn_app().await;
    let code = app.buy_code().await;

    let without = washington_employment(json!({}));
    let document = drafted(&app, &code, &without).await;
    assert!(!document.contains("Limited Non-Competition"), "no covenant on unknown pay");
    assert!(document.contains("Non-Solicitation"));

    let mut research_order = without.clone();
    research_order.as_object_mut().expect("an order is an object").remove("pricingTier");
    let research = app.post_with_code("research-document", &code, &research_order).await;
    assert_eq!(research.status(), 200);
    let research: Value = research.json().await.unwrap();
    let points: Vec<&str> =
        research["research"]["reviewPoints"].as_array().unwrap().iter().filter_map(Value::as_str).collect();
    let left_out = points.iter().find(|p| p.starts_with("Non-compete requested but left out: in Washington"));
    let left_out = left_out.unwrap_or_else(|| panic!("the research says why: {points:#?}"));
    assert!(left_out.contains("the Employee's annual pay") && left_out.contains("Rev. Code Wash."), "{left_out}");

    let with = washington_employment(json!({ "annualPay": "200000", "exemptStatus": "Exempt" }));
    let document = drafted(&app, &code, &with).await;
    assert!(document.contains("Limited Non-Competition"));
    assert!(document.contains("as the result of a layoff"), "Washington's layoff term comes with the covenant");
    assert_eq!(app.credits(&code).await["creditsUsed"], 2);
}
