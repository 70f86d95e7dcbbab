//! The rate-limit bursts of the API tests again, with the production record store: DynamoDB, on moto server.
//! `scripts/test rust` starts moto and sets `MOTO_ENDPOINT`.

#[path = "api/bursts.rs"]
mod bursts;
#[path = "api/helpers.rs"]
#[allow(dead_code)]
mod helpers;

use helpers::*;
use shared::store::dynamodb::{DynamoStore, DynamoTables};
use std::sync::Arc;

async fn spawn_app_on_dynamodb() -> TestApp {
    let endpoint = std::env::var("MOTO_ENDPOINT")
        .expect("MOTO_ENDPOINT is not set: run `scripts/test rust`, which starts moto server for the DynamoDB tests");
    let config = aws_config::defaults(aws_config::BehaviorVersion::latest())
        .endpoint_url(endpoint)
        .region(aws_config::Region::new("us-east-1"))
        .credentials_provider(aws_sdk_dynamodb::config::Credentials::new("test", "test", None, None, "api-tests"))
        .load()
        .await;
    let unique = |name: &str| format!("{name}-{}", uuid::Uuid::new_v4().simple());
    let tables = DynamoTables {
        codes: unique("codes"),
        checkouts: unique("checkouts"),
        jobs: unique("jobs"),
        rate_limits: unique("rate-limits"),
        audit: unique("audit"),
        reviews: unique("reviews"),
    };
    let store = DynamoStore::new(aws_sdk_dynamodb::Client::new(&config), tables);
    store.create_tables().await.expect("tables created in moto");
    spawn_app_with(fresh_data_dir(), &[], move |ctx| ctx.store = Arc::new(store)).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_burst_of_guesses_from_one_client_is_answered_at_most_the_limit() {
    bursts::a_burst_of_guesses_from_one_client_is_answered_at_most_the_limit(spawn_app_on_dynamodb().await).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_burst_of_tries_on_one_code_counts_at_most_its_limit() {
    bursts::a_burst_of_tries_on_one_code_counts_at_most_its_limit(spawn_app_on_dynamodb().await).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn twenty_revisions_at_once_on_a_code_with_three_credits_left_make_exactly_three() {
    bursts::twenty_revisions_at_once_on_a_code_with_three_credits_left_make_exactly_three(
        spawn_app_on_dynamodb().await,
    )
    .await;
}
