//! Links back to the site (payment return pages, the code email) come from configuration or, locally, from the
//! server's own listening address; never from a request's `Origin` or `Host`.

use crate::helpers::*;
use serde_json::{json, Value};

const EVIL: &str = "evil.example";

#[tokio::test]
async fn forged_origin_and_host_headers_choose_no_link() {
    let app = spawn_app().await;
    let create = || {
        app.client
            .post(format!("{}/api/create-checkout", app.address))
            .header("origin", format!("https://{EVIL}"))
            .header("host", EVIL)
            .header("x-forwarded-host", EVIL)
            .json(&json!({ "pricingTier": "$19", "documentData": nda_data() }))
    };
    let paid_checkout: Value = create().send().await.unwrap().json().await.unwrap();
    let cancelled_checkout: Value = create().send().await.unwrap().json().await.unwrap();

    // The test checkout's buttons send the buyer to the success and cancel URLs the payment provider was given.
    let pay = app
        .client
        .post(format!("{}/test-checkout/pay", app.address))
        .header("origin", format!("https://{EVIL}"))
        .header("host", EVIL)
        .form(&[("session_id", session_id_of(&paid_checkout).as_str()), ("email", "buyer@example.com")])
        .send()
        .await
        .unwrap();
    assert_eq!(pay.status(), 303);
    let success_url = pay.headers()["location"].to_str().unwrap().to_string();
    assert!(success_url.starts_with(&format!("{}/payment-success?session_id=cs_test_", app.address)), "{success_url}");

    let cancel = app
        .client
        .post(format!("{}/test-checkout/cancel", app.address))
        .header("host", EVIL)
        .form(&[("session_id", session_id_of(&cancelled_checkout).as_str())])
        .send()
        .await
        .unwrap();
    assert_eq!(cancel.status(), 303);
    let cancel_url = cancel.headers()["location"].to_str().unwrap();
    assert_eq!(cancel_url, format!("{}/?checkout=cancelled#documentForm", app.address));

    // The return page verifies with forged headers too; the email was sent by whichever fulfilled first.
    let verify = app
        .client
        .post(format!("{}/api/verify-stripe-session", app.address))
        .header("origin", format!("https://{EVIL}"))
        .header("host", EVIL)
        .json(&json!({ "session_id": session_id_of(&paid_checkout) }))
        .send()
        .await
        .unwrap();
    assert_eq!(verify.status(), 200);
    let emails = app.outbox();
    assert_eq!(emails.len(), 1, "one code email");
    assert!(
        emails[0].contains(&format!("open {}/document-code", app.address)),
        "the email links to the server: {}",
        emails[0]
    );
    for url in [success_url.as_str(), cancel_url, emails[0].as_str()] {
        assert!(!url.contains(EVIL), "a request header chose a link: {url}");
    }
}

#[tokio::test]
async fn a_configured_public_url_is_used_for_every_link() {
    let app = spawn_app_with(fresh_data_dir(), &[("PUBLIC_BASE_URL", "https://docs.example.test/")], |_| {}).await;
    let checkout = app.create_checkout(&nda_data()).await;
    let pay = app
        .client
        .post(format!("{}/test-checkout/pay", app.address))
        .header("host", EVIL)
        .form(&[("session_id", session_id_of(&checkout).as_str()), ("email", "buyer@example.com")])
        .send()
        .await
        .unwrap();
    let success_url = pay.headers()["location"].to_str().unwrap();
    assert!(success_url.starts_with("https://docs.example.test/payment-success?session_id="), "{success_url}");
    let emails = app.outbox();
    assert!(emails[0].contains("open https://docs.example.test/document-code,"), "{}", emails[0]);
    assert!(emails[0].contains("any page of https://docs.example.test/,"), "{}", emails[0]);
}
