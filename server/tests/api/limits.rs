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
async fn an_office_on_one_address_buys_past_the_old_limit() {
    bursts::an_office_on_one_address_buys_past_the_old_limit(spawn_app().await).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_flood_of_unpaid_checkouts_from_one_address_is_refused() {
    bursts::a_flood_of_unpaid_checkouts_from_one_address_is_refused(spawn_app().await).await;
}
