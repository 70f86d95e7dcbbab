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
    spawn_app_on_dynamodb_with_client().await.0
}

/// The app on DynamoDB (moto), with a client of the same tables for what a test does behind the app's back.
async fn spawn_app_on_dynamodb_with_client() -> (TestApp, aws_sdk_dynamodb::Client, DynamoTables) {
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
    let client = aws_sdk_dynamodb::Client::new(&config);
    let store = DynamoStore::new(client.clone(), tables.clone());
    store.create_tables().await.expect("tables created in moto");
    let app = spawn_app_with(fresh_data_dir(), &[], move |ctx| ctx.store = Arc::new(store)).await;
    (app, client, tables)
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
async fn a_burst_of_malformed_codes_from_one_client_counts_exactly_the_limit() {
    bursts::a_burst_of_malformed_codes_from_one_client_counts_exactly_the_limit(spawn_app_on_dynamodb().await).await;
}

#[tokio::test]
async fn an_office_on_one_address_buys_past_the_old_limit() {
    bursts::an_office_on_one_address_buys_past_the_old_limit(spawn_app_on_dynamodb().await).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_flood_of_unpaid_checkouts_from_one_address_is_refused() {
    bursts::a_flood_of_unpaid_checkouts_from_one_address_is_refused(spawn_app_on_dynamodb().await).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn twenty_revisions_at_once_on_a_code_with_three_credits_left_make_exactly_three() {
    bursts::twenty_revisions_at_once_on_a_code_with_three_credits_left_make_exactly_three(
        spawn_app_on_dynamodb().await,
    )
    .await;
}

/// Issue 21.8 on DynamoDB: a damaged code item answers a clear 503 for its own calls only; a damaged job item is left
/// out of its code's list while the others still show.
#[tokio::test]
async fn one_damaged_item_never_blocks_a_whole_code() {
    use aws_sdk_dynamodb::types::AttributeValue;
    use serde_json::{json, Value};
    let (app, client, tables) = spawn_app_on_dynamodb_with_client().await;
    let damaged = app.buy_code().await;
    let healthy = app.buy_code().await;
    let kept = app.generate(&healthy, nda_data()).await;
    app.clock.advance(time::Duration::minutes(1));
    let torn = app.generate(&healthy, nda_data()).await;

    client
        .update_item()
        .table_name(&tables.codes)
        .key("code", AttributeValue::S(damaged.clone()))
        .update_expression("SET document_data = :torn")
        .expression_attribute_values(":torn", AttributeValue::S("{\"businessName\": tor".into()))
        .send()
        .await
        .expect("damage the code item");
    client
        .update_item()
        .table_name(&tables.jobs)
        .key("job_id", AttributeValue::S(torn.clone()))
        .update_expression("SET body = :torn")
        .expression_attribute_values(":torn", AttributeValue::S("{\"jobId\": torn".into()))
        .send()
        .await
        .expect("damage the job item");

    let refused = app.post("validate-document-code", &json!({ "code": damaged })).await;
    assert_eq!(refused.status(), 503);
    assert_eq!(refused.json::<Value>().await.unwrap()["code"], "record_damaged");
    let listed: Value = app.post_with_code("list-documents", &healthy, &json!({})).await.json().await.unwrap();
    let ids: Vec<&str> = listed["documents"].as_array().unwrap().iter().map(|d| d["jobId"].as_str().unwrap()).collect();
    assert_eq!(ids, [kept.as_str()], "the damaged job is left out, the other listed");
}

/// Issue 21.4 on DynamoDB: a job started in the window's last minute keeps its item, and its code's item, until
/// its grace after it ends (their TTLs), never shorter than the window.
#[tokio::test]
async fn a_late_documents_item_and_its_code_outlive_the_window_by_its_grace() {
    use aws_sdk_dynamodb::types::AttributeValue;
    let (app, client, tables) = spawn_app_on_dynamodb_with_client().await;
    let code = app.buy_code().await;
    let early = app.generate(&code, nda_data()).await;
    let ttl_of = |table: String, key: &'static str, value: String| {
        let client = client.clone();
        async move {
            let item = client
                .get_item()
                .table_name(table)
                .key(key, AttributeValue::S(value))
                .consistent_read(true)
                .send()
                .await
                .unwrap()
                .item
                .expect("item");
            item["ttl"].as_n().unwrap().parse::<i64>().unwrap()
        }
    };
    let window_end = ttl_of(tables.codes.clone(), "code", code.clone()).await;
    assert_eq!(
        ttl_of(tables.jobs.clone(), "job_id", early.clone()).await,
        window_end,
        "an early job goes with the window"
    );

    app.clock.advance(time::Duration::days(30) - time::Duration::seconds(30));
    let grace = shared::store::DOCUMENT_GRACE_AFTER_START;
    let earliest = (app.ctx.clock.now() + grace).unix_timestamp() - 1;
    let late = app.generate(&code, nda_data()).await;
    let latest = (app.ctx.clock.now() + grace).unix_timestamp() + 1;
    let job_ttl = ttl_of(tables.jobs.clone(), "job_id", late.clone()).await;
    assert!((earliest..=latest).contains(&job_ttl), "the late job's item is kept for its grace: {job_ttl}");
    assert!(job_ttl > window_end);
    assert_eq!(ttl_of(tables.codes.clone(), "code", code.clone()).await, job_ttl, "and its code's item with it");
    app.clock.advance(time::Duration::hours(24));
    let download = app.post_with_code("download-document", &code, &serde_json::json!({ "jobId": late })).await;
    assert_eq!(download.status(), 200, "downloadable a day after the window ended");
}
