//! 'Other (Beta)' on the vetted catalog, over HTTP: `generate-document-questions` answers the kind the engine reads
//! in the typed name (contract C3), and `create-checkout` refuses a type the offline engine does not draft, with the
//! sentence saying what to choose instead, before any code or payment session exists (contract C2); with an AI
//! provider drafting, it goes to checkout.

use crate::helpers::*;
use serde_json::{json, Value};

fn custom_data(name: &str, business_type: &str) -> Value {
    let mut data = nda_data();
    data["documentType"] = json!("Other (Beta)");
    data["businessType"] = json!(business_type);
    data["specialClauses"] = json!([]);
    data["customDocument"] = json!({
        "specificDocumentType": name,
        "documentDescription": "What the parties agreed.",
        "questionAnswerPairs": []
    });
    data
}

async fn checkout(app: &TestApp, data: Value) -> (u16, Value) {
    let response = app.post("create-checkout", &json!({ "pricingTier": "$19", "documentData": data })).await;
    (response.status().as_u16(), response.json().await.unwrap())
}

#[tokio::test]
async fn the_questions_come_with_the_kind_the_engine_reads_in_the_typed_name() {
    let app = spawn_app().await;
    let ask = |name: &'static str| {
        let app = &app;
        async move {
            let response = app.post("generate-document-questions", &json!({ "documentType": name })).await;
            assert_eq!(response.status(), 200, "{name}");
            response.json::<Value>().await.unwrap()
        }
    };
    let lease = ask("Commercial Lease Agreement").await;
    assert_eq!(
        lease["kind"],
        json!({ "supported": true, "label": "commercial lease", "sides": ["Landlord", "Tenant"], "mutualChoice": false, "message": null })
    );
    assert!(lease["questions"][0].as_str().unwrap().contains("premises"), "the kind's own questions: {lease}");

    let consulting = ask("Consulting Agreement").await;
    assert_eq!(consulting["kind"]["sides"], json!(["Consultant", "Client"]));
    assert_eq!(consulting["kind"]["mutualChoice"], true);
    let nda = ask("Mutual NDA").await;
    assert_eq!(nda["kind"]["label"], "non-disclosure agreement");
    assert_eq!((nda["kind"]["sides"].clone(), nda["kind"]["mutualChoice"].clone()), (json!([]), json!(true)));
    let partnership = ask("Partnership Agreement").await;
    assert_eq!(partnership["kind"]["sides"], json!([]), "all parties are partners: no side to choose");

    let note = ask("Promissory Note").await;
    assert_eq!(note["kind"]["supported"], false);
    assert_eq!(note["kind"]["sides"], json!([]));
    assert!(note["kind"]["message"].as_str().unwrap().contains("promissory notes"), "{note}");
    // The spec's groups still answer for names without questions of their own.
    let policy = ask("Remote Work Policy").await;
    assert_eq!(policy["kind"]["label"], "policy or notice");
    assert!(policy["questions"][0].as_str().unwrap().contains("policy apply"));
}

#[tokio::test]
async fn an_unsupported_custom_type_is_refused_before_checkout_with_what_to_choose_instead() {
    let app = spawn_app().await;
    let (status, body) = checkout(&app, custom_data("Non-Compete Agreement", "Limited Liability Company (LLC)")).await;
    assert_eq!(status, 400);
    assert_eq!(body["code"], "custom_type_not_supported");
    let message = body["error"].as_str().unwrap();
    assert!(message.contains("Employment Agreement with the Non-Compete Clause"), "{message}");
    assert_eq!(body["fields"]["specificDocumentType"], body["error"]);
    assert!(body.get("url").is_none() && body.get("code").is_some_and(|c| c == "custom_type_not_supported"));

    for name in ["Promissory Note", "Last Will", "Photo Release", "Volunteer Agreement"] {
        let (status, body) = checkout(&app, custom_data(name, "Limited Liability Company (LLC)")).await;
        assert_eq!((status, body["code"].as_str()), (400, Some("custom_type_not_supported")), "{name}");
    }
    // An operating agreement is an LLC's.
    let (status, body) = checkout(&app, custom_data("Operating Agreement", "Corporation")).await;
    assert_eq!(status, 400);
    assert!(body["error"].as_str().unwrap().contains("Shareholder Agreement"), "{body}");
    let (status, body) = checkout(&app, custom_data("Operating Agreement", "Limited Liability Company (LLC)")).await;
    assert_eq!(status, 200, "{body}");
    assert!(body["url"].is_string() && body["code"].is_string());

    let mut lease = custom_data("Commercial Lease", "Corporation");
    lease["details"] = json!({ "businessRole": "Tenant" });
    assert_eq!(checkout(&app, lease).await.0, 200);
}

#[tokio::test]
async fn with_an_ai_provider_drafting_an_unsupported_custom_type_goes_to_checkout() {
    let vars = [("AI_PRIMARY", "openai"), ("OPENAI_API_KEY", "sk-test"), ("OPENAI_BASE_URL", "http://127.0.0.1:9/v1")];
    let app = spawn_app_with(fresh_data_dir(), &vars, |_| {}).await;
    let (status, body) = checkout(&app, custom_data("Promissory Note", "Limited Liability Company (LLC)")).await;
    assert_eq!(status, 200, "{body}");
}

#[tokio::test]
async fn a_paid_code_spends_no_credit_on_an_unsupported_custom_type() {
    let app = spawn_app().await;
    let code = app.buy_code().await;
    let data = custom_data("Promissory Note", "Limited Liability Company (LLC)");
    let response = app.post_with_code("start-generation", &code, &json!({ "documentData": data })).await;
    assert_eq!(response.status(), 400);
    assert_eq!(response.json::<Value>().await.unwrap()["code"], "custom_type_not_supported");
    assert_eq!(app.credits(&code).await["creditsUsed"], 0);
}
