//! No paid generation is stranded: jobs drafting when the server is killed or stopped finish after a restart, with
//! every credit accounted for and every document downloadable; a corrupt job row does not stop a start.

use crate::helpers::*;
use crate::process::{ServerProcess, SlowProvider};
use serde_json::{json, Value};
use std::time::Duration;

/// Starts `n` generations on `code` and waits until each is drafting (held by the slow provider).
async fn jobs_drafting(api: &ApiClient, provider: &SlowProvider, code: &str, n: usize) -> Vec<String> {
    let mut jobs = Vec::new();
    for _ in 0..n {
        let started = api.post_with_code("start-generation", code, &json!({})).await;
        assert_eq!(started.status(), 202);
        jobs.push(started.json::<Value>().await.unwrap()["jobId"].as_str().unwrap().to_string());
    }
    provider.wait_for_requests(n).await;
    for job in &jobs {
        let status: Value =
            api.post_with_code("generation-status", code, &json!({ "jobId": job })).await.json().await.unwrap();
        assert_eq!(
            (status["status"].as_str(), status["stage"].as_str()),
            (Some("running"), Some("drafting")),
            "{status}"
        );
    }
    jobs
}

/// Every job succeeded and downloads as a readable Word file; exactly `jobs.len()` credits are spent.
async fn all_finished_and_downloadable(api: &ApiClient, code: &str, jobs: &[String]) {
    for job in jobs {
        let finished = api.wait_for_job(code, job).await;
        assert_eq!(finished["status"], "succeeded", "{finished}");
        let download = api.post_with_code("download-document", code, &json!({ "jobId": job })).await;
        assert_eq!(download.status(), 200);
        assert!(docx_text(&download.bytes().await.unwrap()).contains("Acme Widgets"));
    }
    assert_eq!(api.credits(code).await["creditsUsed"], jobs.len(), "one credit per document, none lost");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn jobs_drafting_when_the_server_is_killed_finish_after_a_restart() {
    let provider = SlowProvider::start_held().await;
    let data_dir = fresh_data_dir();
    let first = ServerProcess::start(&data_dir, &provider, &[]).await;
    let code = first.api.buy_code().await;
    let jobs = jobs_drafting(&first.api, &provider, &code, 3).await;
    first.kill();
    provider.release();

    let second = ServerProcess::start(&data_dir, &provider, &[]).await;
    all_finished_and_downloadable(&second.api, &code, &jobs).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_graceful_stop_lets_running_jobs_finish_within_the_grace_period() {
    let provider = std::sync::Arc::new(SlowProvider::start_held().await);
    let data_dir = fresh_data_dir();
    let first = ServerProcess::start(&data_dir, &provider, &[("SHUTDOWN_GRACE_SECONDS", "20")]).await;
    let code = first.api.buy_code().await;
    let jobs = jobs_drafting(&first.api, &provider, &code, 2).await;
    let releaser = provider.clone();
    tokio::spawn(async move {
        tokio::time::sleep(Duration::from_millis(500)).await;
        releaser.release();
    });
    let (status, log) = first.terminate().await;
    assert!(status.success(), "a clean exit after SIGTERM; log:\n{log}");

    let second = ServerProcess::start(&data_dir, &provider, &[]).await;
    for job in &jobs {
        let status: Value =
            second.api.post_with_code("generation-status", &code, &json!({ "jobId": job })).await.json().await.unwrap();
        assert_eq!(status["status"], "succeeded", "finished before the first server stopped: {status}");
    }
    all_finished_and_downloadable(&second.api, &code, &jobs).await;
    assert_eq!(provider.received(), 2, "nothing was drafted twice");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_graceful_stop_leaves_jobs_still_running_after_the_grace_period_queued_for_the_next_start() {
    let provider = SlowProvider::start_held().await;
    let data_dir = fresh_data_dir();
    let first = ServerProcess::start(&data_dir, &provider, &[("SHUTDOWN_GRACE_SECONDS", "1")]).await;
    let code = first.api.buy_code().await;
    let jobs = jobs_drafting(&first.api, &provider, &code, 2).await;
    let (status, log) = first.terminate().await;
    assert!(status.success(), "a clean exit after SIGTERM; log:\n{log}");
    assert!(log.contains("left queued for the next start"), "{log}");

    provider.release();
    let second = ServerProcess::start(&data_dir, &provider, &[]).await;
    all_finished_and_downloadable(&second.api, &code, &jobs).await;
}

#[tokio::test]
async fn a_corrupt_job_row_does_not_stop_a_start_and_its_credit_is_returned() {
    let app = spawn_app().await;
    let code = app.buy_code().await;
    let parsed = shared::domain::DocumentCode::parse(&code).unwrap();
    let now = app.ctx.clock.now();
    let queued = shared::store::JobRecord::new(
        parsed.clone(),
        serde_json::from_value(nda_data()).unwrap(),
        shared::store::JobStatus::Queued,
        now,
    );
    let broken = shared::store::JobRecord::new(
        parsed,
        serde_json::from_value(nda_data()).unwrap(),
        shared::store::JobStatus::Queued,
        now,
    );
    app.ctx.store.start_job(&queued, now).await.unwrap();
    app.ctx.store.start_job(&broken, now).await.unwrap();
    let data_dir = app.stop().await;
    // Damage one row the way a bad disk or a hand edit would.
    let db = rusqlite::Connection::open(data_dir.join("records.sqlite3")).unwrap();
    db.execute("UPDATE generation_jobs SET body = '{\"jobId\": truncated' WHERE job_id = ?1", [&broken.job_id])
        .unwrap();
    drop(db);

    let restarted = spawn_app_with(data_dir, &[], |_| {}).await;
    let finished = restarted.wait_for_job(&code, &queued.job_id).await;
    assert_eq!(finished["status"], "succeeded");
    assert_eq!(restarted.credits(&code).await["creditsUsed"], 1, "the unreadable job's credit came back");
    let lost = restarted.post_with_code("generation-status", &code, &json!({ "jobId": broken.job_id })).await;
    assert_eq!(lost.status(), 404, "a set-aside job is not offered as running");
}
