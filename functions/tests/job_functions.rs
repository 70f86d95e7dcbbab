//! The generation-worker and the job-sweeper binaries as the Lambda service runs them: stream batches and scheduled
//! events from a Runtime API stand-in, over a record store the test prepares (SQLite in a temporary data folder).

mod support;

use serde_json::{json, Value};
use shared::domain::{DocumentCode, DocumentData};
use shared::store::sqlite::SqliteStore;
use shared::store::*;
use std::time::Duration;
use support::process::FunctionProcess;
use support::runtime_api::RuntimeApi;
use time::OffsetDateTime;

const GENERATION_WORKER: &str = env!("CARGO_BIN_EXE_generation-worker");
const JOB_SWEEPER: &str = env!("CARGO_BIN_EXE_job-sweeper");
/// Generous: a cold debug binary on a busy 2-core machine. Only a bound on a hung test.
const PATIENCE: Duration = Duration::from_secs(60);

struct Fixture {
    data_dir: std::path::PathBuf,
    store: SqliteStore,
    code: DocumentCode,
}

impl Fixture {
    /// A data folder with a paid code of 6 credits.
    async fn paid_code() -> Fixture {
        let data_dir = std::env::temp_dir().join(format!("legaldraft-jobs-test-{}", uuid::Uuid::new_v4()));
        let store = SqliteStore::open(&data_dir.join("records.sqlite3")).expect("store");
        let now = OffsetDateTime::now_utc();
        let record = CodeRecord::pending(DocumentCode::generate(), order(), now);
        assert!(store.insert_code(&record).await.unwrap());
        let checkout = CheckoutRecord {
            session_id: "cs_test_jobs".into(),
            code: record.code.clone(),
            status: CheckoutStatus::Open,
            created_at: now,
            paid_at: None,
            gclid: None,
            confirmed_at: None,
            secret_hash: None,
        };
        store.insert_checkout(&checkout).await.unwrap();
        store.fulfil_checkout("cs_test_jobs", now).await.unwrap();
        Fixture { data_dir, store, code: record.code }
    }

    async fn job(&self, status: JobStatus, adjust: impl FnOnce(JobRecord) -> JobRecord) -> JobRecord {
        let job = adjust(JobRecord::new(self.code.clone(), order(), status, OffsetDateTime::now_utc()));
        self.store.start_job(&job, OffsetDateTime::now_utc()).await.unwrap();
        job
    }

    async fn status_of(&self, job: &JobRecord) -> JobStatus {
        self.store.get_job(&job.job_id).await.unwrap().expect("job").status
    }

    fn function(&self, binary: &str, runtime_api: &RuntimeApi) -> FunctionProcess {
        let data_dir = self.data_dir.to_str().expect("UTF-8 path");
        FunctionProcess::spawn(
            binary,
            runtime_api,
            &[
                ("DATA_DIR", data_dir),
                ("PUBLIC_BASE_URL", "https://docs.example.test"),
                ("JOB_RUNNER", "dynamodb-stream"),
            ],
        )
    }
}

impl Drop for Fixture {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.data_dir);
    }
}

fn order() -> DocumentData {
    serde_json::from_value(json!({
        "documentType": "Non-Disclosure Agreement", "businessName": "Acme Widgets",
        "businessType": "Corporation", "stateJurisdiction": "Texas", "industry": "Retail",
        "protectionLevel": "Comprehensive", "specialClauses": [], "customInstructions": "", "pricingTier": "$19"
    }))
    .unwrap()
}

/// One DynamoDB stream record as the jobs table sends it (NEW_IMAGE view).
fn stream_record(event_name: &str, job: &JobRecord, status: &str, sequence: &str) -> Value {
    json!({
        "eventID": format!("event-{sequence}"),
        "eventName": event_name,
        "eventSource": "aws:dynamodb",
        "awsRegion": "us-east-1",
        "dynamodb": {
            "Keys": { "job_id": { "S": job.job_id } },
            "NewImage": { "job_id": { "S": job.job_id }, "status": { "S": status }, "code": { "S": job.code.as_str() } },
            "SequenceNumber": sequence,
            "StreamViewType": "NEW_IMAGE"
        }
    })
}

#[tokio::test]
async fn the_worker_runs_inserted_and_requeued_jobs_and_leaves_other_changes_alone() {
    let fixture = Fixture::paid_code().await;
    let inserted = fixture.job(JobStatus::Queued, |job| job).await;
    let requeued = fixture.job(JobStatus::Queued, |job| job).await;
    let runtime_api = RuntimeApi::start().await;
    let _worker = fixture.function(GENERATION_WORKER, &runtime_api);

    let batch = json!({ "Records": [
        stream_record("INSERT", &inserted, "queued", "100"),
        // A progress save of a running job is a MODIFY too: not a request to run anything.
        stream_record("MODIFY", &requeued, "running", "101"),
    ]});
    assert_eq!(runtime_api.answer(batch, PATIENCE).await, json!({ "batchItemFailures": [] }));
    assert_eq!(fixture.status_of(&inserted).await, JobStatus::Succeeded);
    assert_eq!(fixture.status_of(&requeued).await, JobStatus::Queued, "a running-status change runs nothing");

    // The sweeper's requeue reaches the worker as a MODIFY to queued.
    let batch = json!({ "Records": [stream_record("MODIFY", &requeued, "queued", "102")] });
    assert_eq!(runtime_api.answer(batch, PATIENCE).await, json!({ "batchItemFailures": [] }));
    let finished = fixture.store.get_job(&requeued.job_id).await.unwrap().unwrap();
    assert_eq!(finished.status, JobStatus::Succeeded);
    let file = fixture.data_dir.join("files").join(finished.file_key.expect("a stored document"));
    assert!(std::fs::metadata(file).expect("the .docx is stored").len() > 1000);

    // Delivered again (Lambda retries, or a duplicate record): claimed once, run once.
    let batch = json!({ "Records": [stream_record("INSERT", &inserted, "queued", "103")] });
    assert_eq!(runtime_api.answer(batch, PATIENCE).await, json!({ "batchItemFailures": [] }));
    let code = fixture.store.get_code(&fixture.code).await.unwrap().unwrap();
    assert_eq!(code.credits.used(), 2, "two documents, two credits");
}

#[tokio::test]
async fn the_sweeper_requeues_a_dead_workers_job_and_refunds_one_whose_runners_keep_dying() {
    let fixture = Fixture::paid_code().await;
    let past = OffsetDateTime::now_utc() - time::Duration::minutes(2);
    let stalled = fixture.job(JobStatus::Running, |job| job.held_by("dead-worker", past)).await;
    let hopeless = fixture
        .job(JobStatus::Running, |job| {
            let mut job = job.held_by("dead-worker", past);
            job.attempts = shared::generation::MAX_ATTEMPTS;
            job
        })
        .await;
    let healthy = fixture
        .job(JobStatus::Running, |job| {
            job.held_by("live-worker", OffsetDateTime::now_utc() + time::Duration::seconds(30))
        })
        .await;
    let runtime_api = RuntimeApi::start().await;
    let _sweeper = fixture.function(JOB_SWEEPER, &runtime_api);

    let scheduled = json!({ "source": "aws.events", "detail-type": "Scheduled Event", "detail": {} });
    assert_eq!(runtime_api.answer(scheduled, PATIENCE).await, json!({ "requeued": 1, "closed": 1 }));
    assert_eq!(fixture.status_of(&stalled).await, JobStatus::Queued);
    assert_eq!(fixture.status_of(&hopeless).await, JobStatus::Failed);
    assert_eq!(fixture.status_of(&healthy).await, JobStatus::Running, "a live lease is left to its runner");
    let code = fixture.store.get_code(&fixture.code).await.unwrap().unwrap();
    assert_eq!(code.credits.used(), 2, "the closed job's credit came back");
}
