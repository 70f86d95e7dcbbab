use crate::bursts;
use crate::counting_store::{CountingStore, StoreCalls};
use crate::helpers::*;
use serde_json::{json, Value};
use std::sync::Arc;

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_burst_of_guesses_from_one_client_is_answered_at_most_the_limit() {
    bursts::a_burst_of_guesses_from_one_client_is_answered_at_most_the_limit(spawn_app().await).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_burst_of_tries_on_one_code_counts_at_most_its_limit() {
    bursts::a_burst_of_tries_on_one_code_counts_at_most_its_limit(spawn_app().await).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_burst_of_malformed_codes_from_one_client_counts_exactly_the_limit() {
    bursts::a_burst_of_malformed_codes_from_one_client_counts_exactly_the_limit(spawn_app().await).await;
}

#[tokio::test]
async fn a_known_code_is_validated_with_one_read_and_at_most_one_write() {
    let calls = Arc::new(StoreCalls::default());
    let counting = calls.clone();
    let app = spawn_app_with(fresh_data_dir(), &[], move |ctx| {
        ctx.store = Arc::new(CountingStore { inner: ctx.store.clone(), calls: counting });
    })
    .await;
    let code = app.buy_code().await;
    let validate = |address: &'static str| {
        let request = app
            .client_at(address)
            .post(format!("{}/api/validate-document-code", app.address))
            .json(&json!({ "code": code }));
        async move { request.send().await.unwrap().json::<Value>().await.unwrap() }
    };

    calls.take();
    assert_eq!(validate("127.0.0.1").await["isValid"], true);
    assert_eq!(calls.take(), (1, 0), "the buyer's address already holds its code: one read, no write");
    assert_eq!(validate("127.0.0.5").await["isValid"], true);
    assert_eq!(calls.take(), (1, 1), "a new address: one read, and one write to remember it holds the code");
    assert_eq!(validate("127.0.0.5").await["isValid"], true);
    assert_eq!(calls.take(), (1, 0));
}

#[tokio::test]
async fn checkouts_from_one_client_are_limited() {
    let app = spawn_app().await;
    for _ in 0..shared::limits::CHECKOUTS_PER_CLIENT.max {
        app.create_checkout(&nda_data()).await;
    }
    let refused = app.post("create-checkout", &json!({ "pricingTier": "$19", "documentData": nda_data() })).await;
    assert_eq!(refused.status(), 429);
    assert!(refused.headers().contains_key("retry-after"));
    assert_eq!(refused.json::<Value>().await.unwrap()["error"], "Too many attempts. Please wait before trying again.");
    let other = app
        .client_at("127.0.0.9")
        .post(format!("{}/api/create-checkout", app.address))
        .json(&json!({ "pricingTier": "$19", "documentData": nda_data() }))
        .send()
        .await
        .unwrap();
    assert_eq!(other.status(), 200, "another client is not affected");
}
