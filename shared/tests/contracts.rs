//! Contract tests: each capability's production adapter and its embedded default pass the same suite.
//! The AWS adapters run against moto server; `scripts/test` starts it and sets `MOTO_ENDPOINT`.

use shared::domain::{ClickId, DocumentCode, DocumentData};
use shared::email::{EmailMessage, Mailer, OutboxMailer, SesMailer};
use shared::files::{FileStore, LocalFiles, S3Files};
use shared::limits::{Counted, Gate, PER_CLIENT, PER_CODE};
use shared::store::dynamodb::{DynamoStore, DynamoTables};
use shared::store::sqlite::SqliteStore;
use shared::store::*;
use std::sync::Arc;
use time::{Duration, OffsetDateTime};

fn moto_endpoint() -> String {
    std::env::var("MOTO_ENDPOINT").expect(
        "MOTO_ENDPOINT is not set: run `scripts/test rust`, which starts moto server for the AWS adapter contract tests",
    )
}

async fn aws_config() -> aws_config::SdkConfig {
    aws_config::defaults(aws_config::BehaviorVersion::latest())
        .endpoint_url(moto_endpoint())
        .region(aws_config::Region::new("us-east-1"))
        .credentials_provider(aws_sdk_dynamodb::config::Credentials::new("test", "test", None, None, "contract-tests"))
        .load()
        .await
}

fn unique(name: &str) -> String {
    format!("{name}-{}", uuid::Uuid::new_v4().simple())
}

async fn dynamo_store() -> DynamoStore {
    let tables = DynamoTables {
        codes: unique("codes"),
        checkouts: unique("checkouts"),
        jobs: unique("jobs"),
        rate_limits: unique("rate-limits"),
        audit: unique("audit"),
        reviews: unique("reviews"),
    };
    let store = DynamoStore::new(aws_sdk_dynamodb::Client::new(&aws_config().await), tables);
    store.create_tables().await.expect("tables created in moto");
    store
}

fn data() -> DocumentData {
    serde_json::from_value(serde_json::json!({
        "documentType": "Non-Disclosure Agreement", "businessName": "Acme Widgets",
        "businessType": "Corporation", "stateJurisdiction": "Texas", "industry": "Retail",
        "protectionLevel": "Comprehensive", "specialClauses": [], "customInstructions": "", "pricingTier": "$19"
    }))
    .unwrap()
}

/// A paid code with 6 credits, through the same path production takes.
async fn paid_code(store: &dyn RecordStore, now: OffsetDateTime) -> DocumentCode {
    let record = CodeRecord::pending(DocumentCode::generate(), data(), now);
    assert!(store.insert_code(&record).await.unwrap());
    let session_id = unique("cs_test");
    store
        .insert_checkout(&CheckoutRecord {
            session_id: session_id.clone(),
            code: record.code.clone(),
            status: CheckoutStatus::Open,
            created_at: now,
            paid_at: None,
            gclid: None,
            confirmed_at: None,
            secret_hash: None,
        })
        .await
        .unwrap();
    assert!(matches!(store.fulfil_checkout(&session_id, now).await.unwrap(), Fulfilment::Activated(_)));
    record.code
}

/// Version 2 of `parent`'s document, made with `code`.
fn revision_of(code: &DocumentCode, parent: &str, now: OffsetDateTime) -> JobRecord {
    let mut revision = job(code, JobStatus::Queued, now);
    revision.version = 2;
    revision.parent_job_id = Some(parent.to_string());
    revision.model_key = Some(format!("documents/{}.json", revision.job_id));
    revision.redline_key = Some(format!("documents/{}-redline.docx", revision.job_id));
    revision.changes = vec![SectionSummary {
        section: "8. Term".into(),
        changes: vec!["Changed “two (2) years” to “three (3) years”".into()],
    }];
    revision
}

fn job(code: &DocumentCode, status: JobStatus, now: OffsetDateTime) -> JobRecord {
    JobRecord::new(code.clone(), data(), status, now)
}

async fn record_store_contract(store: Arc<dyn RecordStore>) {
    let now = OffsetDateTime::now_utc().replace_nanosecond(0).unwrap();

    // Codes: unique, case-insensitive through parsing, pending until paid.
    let pending = CodeRecord::pending(DocumentCode::parse("abcd2345").unwrap(), data(), now);
    assert!(store.insert_code(&pending).await.unwrap());
    assert!(!store.insert_code(&pending).await.unwrap(), "a code is never issued twice");
    let read = store.get_code(&DocumentCode::parse("ABCD2345").unwrap()).await.unwrap().unwrap();
    assert_eq!(read, pending);
    assert!(!read.is_active);
    assert!(store.get_code(&DocumentCode::parse("ZZZZ9999").unwrap()).await.unwrap().is_none());

    store.set_document_data(&pending.code, None).await.unwrap();
    assert_eq!(store.get_code(&pending.code).await.unwrap().unwrap().document_data, None);
    store.set_document_data(&pending.code, Some(&data())).await.unwrap();
    assert_eq!(store.get_code(&pending.code).await.unwrap().unwrap().document_data, Some(data()));

    // Spending on an unpaid code is refused.
    assert!(matches!(
        store.start_job(&job(&pending.code, JobStatus::Queued, now), now).await,
        Err(SpendError::Inactive)
    ));
    let stranger = DocumentCode::parse("QQQQ2222").unwrap();
    assert!(matches!(
        store.start_job(&job(&stranger, JobStatus::Queued, now), now).await,
        Err(SpendError::UnknownCode)
    ));

    // Checkout fulfilment: exactly one activation however many concurrent calls.
    let session_id = unique("cs_test");
    let checkout = CheckoutRecord {
        session_id: session_id.clone(),
        code: pending.code.clone(),
        status: CheckoutStatus::Open,
        created_at: now,
        paid_at: None,
        gclid: ClickId::parse("Cj0KCQ-test_click"),
        confirmed_at: None,
        secret_hash: Some(shared::domain::CheckoutSecret::generate().hash()),
    };
    store.insert_checkout(&checkout).await.unwrap();
    assert_eq!(
        store.get_checkout(&session_id).await.unwrap().unwrap(),
        checkout,
        "the ad click and the browser's secret (as its hash) are kept with it"
    );
    assert!(!store.confirm_purchase(&session_id, now).await.unwrap(), "an unpaid purchase is never confirmed");
    let calls: Vec<_> = (0..5)
        .map(|_| {
            let store = store.clone();
            let session_id = session_id.clone();
            tokio::spawn(async move { store.fulfil_checkout(&session_id, now).await.unwrap() })
        })
        .collect();
    let mut activations = 0;
    for call in calls {
        match call.await.unwrap() {
            Fulfilment::Activated(record) => {
                activations += 1;
                assert!(record.is_active);
                assert_eq!(record.credits.total(), 6);
                assert_eq!(record.expires_at, now + Duration::days(30));
            }
            Fulfilment::AlreadyFulfilled(record) => assert!(record.is_active),
            Fulfilment::UnknownSession => panic!("the session exists"),
        }
    }
    assert_eq!(activations, 1);
    assert_eq!(store.get_checkout(&session_id).await.unwrap().unwrap().status, CheckoutStatus::Paid);
    assert_eq!(store.fulfil_checkout("cs_test_unknown", now).await.unwrap(), Fulfilment::UnknownSession);

    // A paid purchase is confirmed to its buyer once, however many calls race for it.
    let confirmations: Vec<_> = (0..5)
        .map(|_| {
            let store = store.clone();
            let session_id = session_id.clone();
            tokio::spawn(async move { store.confirm_purchase(&session_id, now).await.unwrap() })
        })
        .collect();
    let mut new_purchases = 0;
    for call in confirmations {
        new_purchases += usize::from(call.await.unwrap());
    }
    assert_eq!(new_purchases, 1, "exactly one call finds the purchase new");
    let confirmed = store.get_checkout(&session_id).await.unwrap().unwrap();
    assert_eq!(confirmed.confirmed_at, Some(now));
    assert_eq!(confirmed.gclid, checkout.gclid, "paying keeps the ad click");
    assert!(!store.confirm_purchase("cs_test_unknown", now).await.unwrap());

    // The code keeps the ad click its buyer arrived with, for as long as the code is kept.
    let clicked =
        CodeRecord::pending(DocumentCode::generate(), data(), now).with_gclid(ClickId::parse("gclid_abc-123"));
    assert!(store.insert_code(&clicked).await.unwrap());
    assert_eq!(store.get_code(&clicked.code).await.unwrap().unwrap().gclid, ClickId::parse("gclid_abc-123"));

    // Credits: 20 concurrent spends on a fresh code, exactly 6 succeed.
    let code = paid_code(store.as_ref(), now).await;
    let spends: Vec<_> = (0..20)
        .map(|_| {
            let store = store.clone();
            let job = job(&code, JobStatus::Queued, now);
            tokio::spawn(async move { store.start_job(&job, now).await.map(|_| job) })
        })
        .collect();
    let mut started = Vec::new();
    for spend in spends {
        match spend.await.unwrap() {
            Ok(job) => started.push(job),
            Err(SpendError::NoCredits) => {}
            Err(other) => panic!("unexpected {other}"),
        }
    }
    assert_eq!(started.len(), 6);
    assert_eq!(store.get_code(&code).await.unwrap().unwrap().credits.used(), 6);
    assert!(store.unfinished_jobs().await.unwrap().iter().filter(|j| j.code == code).count() == 6);

    // Jobs: claimed by one runner at a time, held by a lease its heartbeat renews, fenced by that lease.
    let first = &started[0];
    assert_eq!(store.get_job(&first.job_id).await.unwrap().unwrap(), *first);
    let lease = Duration::seconds(30);
    let mut running = store.claim_job(&first.job_id, "runner-a", now, now + lease).await.unwrap().expect("claimed");
    assert_eq!((running.status, running.attempts), (JobStatus::Running, 1));
    assert_eq!(running.lease_owner.as_deref(), Some("runner-a"));
    assert!(store.claim_job(&first.job_id, "runner-b", now, now + lease).await.unwrap().is_none(), "held by a");
    assert!(store.renew_lease(&first.job_id, "runner-a", now + Duration::seconds(60)).await.unwrap());
    assert!(!store.renew_lease(&first.job_id, "runner-b", now + Duration::seconds(60)).await.unwrap());
    let before_expiry = now + Duration::seconds(59);
    assert!(store.claim_job(&first.job_id, "runner-b", before_expiry, before_expiry + lease).await.unwrap().is_none());
    assert!(store.overdue_jobs(before_expiry).await.unwrap().iter().all(|j| j.job_id != first.job_id));
    running.stage = JobStage::Drafting;
    running.progress = 45;
    assert!(store.update_job(&running).await.unwrap());
    assert_eq!(store.get_job(&first.job_id).await.unwrap().unwrap().progress, 45);

    // The holder dies: once the lease has run out the job is overdue and another runner takes it over; the old
    // holder can then neither save, nor finish, nor fail it.
    let after_expiry = now + Duration::seconds(61);
    assert!(store.overdue_jobs(after_expiry).await.unwrap().iter().any(|j| j.job_id == first.job_id));
    let taken = store.claim_job(&first.job_id, "runner-b", after_expiry, after_expiry + lease).await.unwrap();
    let mut taken = taken.expect("an expired lease can be taken over");
    assert_eq!((taken.attempts, taken.lease_owner.as_deref()), (2, Some("runner-b")));
    assert!(!store.update_job(&running).await.unwrap(), "the old holder lost the job");
    assert!(!store.complete_job(&running).await.unwrap());
    assert!(!store.fail_job(&running, JobGuard::HeldBy("runner-a")).await.unwrap());
    taken.status = JobStatus::Succeeded;
    taken.file_key = Some("documents/x.docx".into());
    assert!(store.complete_job(&taken).await.unwrap());
    assert_eq!(store.get_code(&code).await.unwrap().unwrap().latest_job_id.as_deref(), Some(first.job_id.as_str()));
    assert!(!store.fail_job(&taken, JobGuard::AnyUnfinished).await.unwrap(), "a finished job cannot fail afterwards");
    assert!(store
        .overdue_jobs(after_expiry + Duration::days(1))
        .await
        .unwrap()
        .iter()
        .all(|j| j.job_id != first.job_id));

    // A stopping runner puts its job back in the queue; an overdue queued job is queued again for the sweeper.
    let second = &started[2];
    store.claim_job(&second.job_id, "runner-a", now, now + lease).await.unwrap().expect("claimed");
    assert!(store.requeue_job(&second.job_id, JobGuard::HeldBy("runner-b"), now).await.unwrap().is_none());
    let requeued =
        store.requeue_job(&second.job_id, JobGuard::HeldBy("runner-a"), now).await.unwrap().expect("released");
    assert_eq!((requeued.status, requeued.lease_owner.as_deref()), (JobStatus::Queued, None));
    assert_eq!(store.get_job(&second.job_id).await.unwrap().unwrap().status, JobStatus::Queued);
    let later_due = now + Duration::seconds(120);
    assert!(
        store.requeue_job(&second.job_id, JobGuard::OverdueAt(now), later_due).await.unwrap().is_none(),
        "not overdue yet"
    );
    let again = store.requeue_job(&second.job_id, JobGuard::OverdueAt(after_expiry), later_due).await.unwrap();
    assert_eq!(again.expect("overdue").lease_until, later_due);

    let mut doomed = started[1].clone();
    doomed.status = JobStatus::Failed;
    assert!(store.fail_job(&doomed, JobGuard::AnyUnfinished).await.unwrap());
    assert!(!store.fail_job(&doomed, JobGuard::AnyUnfinished).await.unwrap(), "refunded once");
    assert_eq!(store.get_code(&code).await.unwrap().unwrap().credits.used(), 5);
    let unfinished = store.unfinished_jobs().await.unwrap();
    assert!(unfinished.iter().all(|j| j.job_id != first.job_id && j.job_id != doomed.job_id));
    assert!(unfinished.iter().any(|j| j.job_id == second.job_id));

    // A code's documents: every job kept for it, oldest first, failed ones included, each with its version and
    // the document it revises; no other code's.
    let revision = revision_of(&code, &first.job_id, now + Duration::seconds(1));
    store.start_job(&revision, now).await.expect("the failed job's credit pays for the revision");
    let other = paid_code(store.as_ref(), now).await;
    store.start_job(&job(&other, JobStatus::Queued, now), now).await.unwrap();
    let listed = store.jobs_for_code(&code).await.unwrap();
    assert_eq!(listed.len(), 7, "six generations and the revision");
    assert!(listed.iter().all(|j| j.code == code));
    assert!(listed.windows(2).all(|w| (w[0].created_at, &w[0].job_id) <= (w[1].created_at, &w[1].job_id)));
    assert_eq!(listed.last(), Some(&revision), "the newest last, with its version, parent, model, redline and changes");
    assert_eq!(listed.iter().find(|j| j.job_id == first.job_id).map(|j| j.status), Some(JobStatus::Succeeded));
    assert_eq!(listed.iter().find(|j| j.job_id == doomed.job_id).map(|j| j.status), Some(JobStatus::Failed));
    assert_eq!(store.jobs_for_code(&other).await.unwrap().len(), 1);
    assert!(store.jobs_for_code(&DocumentCode::parse("NONE2345").unwrap()).await.unwrap().is_empty());

    // Expired codes cannot spend.
    let later = now + Duration::days(31);
    assert!(matches!(store.start_job(&job(&code, JobStatus::Queued, later), later).await, Err(SpendError::Expired)));

    attempt_counter_contract(store.as_ref(), &code, now).await;
}

/// Rate-limit counters: counted atomically within the limit, refused while blocked, a new round afterwards; holders.
async fn attempt_counter_contract(store: &dyn LimitStore, known: &DocumentCode, now: OffsetDateTime) {
    let key = unique("code#X");
    for expected in [3, 2, 1, 0] {
        match store.count_attempt(&key, &PER_CODE, now).await.unwrap() {
            Counted::Counted { remaining, .. } => assert_eq!(remaining, expected),
            refused => panic!("refused early: {refused:?}"),
        }
    }
    let until = now + Duration::minutes(15);
    assert_eq!(
        store.count_attempt(&key, &PER_CODE, now + Duration::minutes(5)).await.unwrap(),
        Counted::Refused { until }
    );
    assert_eq!(
        store.count_attempt(&key, &PER_CODE, now + Duration::minutes(14)).await.unwrap(),
        Counted::Refused { until },
        "attempts during a block neither count nor move it"
    );
    let after = now + Duration::minutes(15);
    assert!(matches!(
        store.count_attempt(&key, &PER_CODE, after).await.unwrap(),
        Counted::Counted { remaining: 3, .. }
    ));

    // One read tells the code, the client's counter, whether it holds the code, and the code string's counter.
    let client = unique("client#198.51.100.");
    let seen = store.read_code_attempt(known, &client, Some(&key)).await.unwrap();
    assert_eq!(seen.code.as_ref().map(|c| &c.code), Some(known));
    assert_eq!((seen.client, seen.client_holds_code), (None, false));
    assert_eq!(seen.per_code.map(|c| c.count), Some(1));
    assert_eq!(
        store.remember_holder(&client, known, Some(&PER_CLIENT), now).await.unwrap(),
        Gate::Open { remaining: 10 }
    );
    assert!(store.read_code_attempt(known, &client, None).await.unwrap().client_holds_code);

    // A blocked client cannot become the holder of a code, except unconditionally (it was handed the code).
    let guesser = unique("client#203.0.113.");
    for _ in 0..PER_CLIENT.max {
        assert!(matches!(store.count_attempt(&guesser, &PER_CLIENT, now).await.unwrap(), Counted::Counted { .. }));
    }
    let blocked = Gate::Blocked { until: now + PER_CLIENT.block_for };
    assert_eq!(store.remember_holder(&guesser, known, Some(&PER_CLIENT), now).await.unwrap(), blocked);
    let seen = store.read_code_attempt(known, &guesser, None).await.unwrap();
    assert_eq!((seen.client.map(|c| c.count), seen.client_holds_code), (Some(10), false));
    store.remember_holder(&guesser, known, None, now).await.unwrap();
    assert!(store.read_code_attempt(known, &guesser, None).await.unwrap().client_holds_code);
    assert_eq!(
        store.count_attempt(&guesser, &PER_CLIENT, now).await.unwrap(),
        Counted::Refused { until: now + PER_CLIENT.block_for },
        "remembering a holder does not lift a block"
    );

    // An unknown code string: no record, and the caller's and the string's counters all the same.
    let unknown = DocumentCode::parse("NONE2345").unwrap();
    let seen = store.read_code_attempt(&unknown, &guesser, Some(&key)).await.unwrap();
    assert!(seen.code.is_none());
    assert_eq!((seen.client.map(|c| c.count), seen.client_holds_code), (Some(10), false));
    assert_eq!(seen.per_code.map(|c| c.count), Some(1));
    let stranger = unique("client#192.0.2.");
    let seen = store.read_code_attempt(&unknown, &stranger, None).await.unwrap();
    assert!(seen.code.is_none() && seen.client.is_none() && !seen.client_holds_code && seen.per_code.is_none());
}

/// 100 attempts released at once on one key: exactly the limit is counted, the rest are refused, the block holds.
async fn burst_contract(store: Arc<dyn LimitStore>) {
    let now = OffsetDateTime::now_utc().replace_nanosecond(0).unwrap();
    let key = unique("client#192.0.2.");
    let barrier = Arc::new(tokio::sync::Barrier::new(100));
    let attempts: Vec<_> = (0..100)
        .map(|_| {
            let (store, key, barrier) = (store.clone(), key.clone(), barrier.clone());
            tokio::spawn(async move {
                barrier.wait().await;
                store.count_attempt(&key, &PER_CLIENT, now).await
            })
        })
        .collect();
    let (mut counted, mut refused) = (0, 0);
    for attempt in attempts {
        match attempt.await.unwrap() {
            Ok(Counted::Counted { .. }) => counted += 1,
            Ok(Counted::Refused { .. }) => refused += 1,
            Err(err) => assert!(err.contention, "only contention may fail a counter update: {err}"),
        }
    }
    assert_eq!(counted, PER_CLIENT.max, "exactly the limit is counted ({refused} refused)");
    assert!(matches!(
        store.count_attempt(&key, &PER_CLIENT, now + Duration::minutes(59)).await.unwrap(),
        Counted::Refused { .. }
    ));
}

#[tokio::test]
async fn sqlite_store_meets_the_record_store_contract() {
    record_store_contract(Arc::new(SqliteStore::in_memory().unwrap())).await;
}

#[tokio::test]
async fn dynamodb_store_meets_the_record_store_contract() {
    record_store_contract(Arc::new(dynamo_store().await)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn sqlite_counters_count_exactly_the_limit_of_a_burst() {
    let path = std::env::temp_dir().join(format!("{}.sqlite3", unique("burst")));
    burst_contract(Arc::new(SqliteStore::open(&path).unwrap())).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn dynamodb_counters_count_exactly_the_limit_of_a_burst() {
    burst_contract(Arc::new(dynamo_store().await)).await;
}

fn review(code_id: &str, rating: u8, at: OffsetDateTime) -> ReviewRecord {
    ReviewRecord {
        code_id: code_id.to_string(),
        reviewer_name: Some("Jane Doe".into()),
        rating,
        feedback: "Clear, \"quoted\", and,\nover two lines".into(),
        document_type: "Non-Disclosure Agreement".into(),
        created_at: at,
        updated_at: at,
    }
}

/// One review per code: a second replaces the first (keeping when it was first written), all are listed oldest first,
/// and concurrent first reviews from one code leave exactly one.
/// The review store's part of the contract (issue 25: one store per aggregate, each with its own contract).
async fn review_contract(store: Arc<dyn ReviewStore>) {
    let now = OffsetDateTime::now_utc().replace_nanosecond(0).unwrap();
    assert_eq!(store.all_reviews().await.unwrap(), vec![]);
    let (first_code, second_code) = (unique("code-id-a"), unique("code-id-b"));

    let first = review(&first_code, 5, now);
    let saved = store.put_review(&first).await.unwrap();
    assert_eq!(saved, SavedReview { review: first.clone(), replaced: false });
    let other = ReviewRecord {
        reviewer_name: None,
        feedback: String::new(),
        ..review(&second_code, 1, now + Duration::seconds(1))
    };
    assert!(!store.put_review(&other).await.unwrap().replaced);

    let later = now + Duration::minutes(5);
    let replacement =
        ReviewRecord { reviewer_name: None, feedback: "Changed my mind".into(), ..review(&first_code, 3, later) };
    let saved = store.put_review(&replacement).await.unwrap();
    assert!(saved.replaced, "a second review from a code replaces its first");
    let expected = ReviewRecord { created_at: now, ..replacement };
    assert_eq!(saved.review, expected);
    assert_eq!(store.all_reviews().await.unwrap(), vec![expected, other], "one per code, oldest first");

    let third_code = unique("code-id-c");
    let writes: Vec<_> = (1..=5u8)
        .map(|rating| {
            let store = store.clone();
            let review = review(&third_code, rating, later);
            tokio::spawn(async move { store.put_review(&review).await.unwrap() })
        })
        .collect();
    let mut first_writes = 0;
    for write in writes {
        first_writes += usize::from(!write.await.unwrap().replaced);
    }
    assert_eq!(first_writes, 1, "of concurrent reviews from one code exactly one is its first");
    let reviews = store.all_reviews().await.unwrap();
    assert_eq!(reviews.iter().filter(|r| r.code_id == third_code).count(), 1);
}

#[tokio::test]
async fn sqlite_store_meets_the_review_contract() {
    review_contract(Arc::new(SqliteStore::in_memory().unwrap())).await;
}

#[tokio::test]
async fn dynamodb_store_meets_the_review_contract() {
    review_contract(Arc::new(dynamo_store().await)).await;
}

#[tokio::test]
async fn reviews_are_purged_a_year_after_they_were_last_written() {
    let store = SqliteStore::in_memory().unwrap();
    let now = OffsetDateTime::now_utc().replace_nanosecond(0).unwrap();
    let old = review("old-code-id", 4, now - REVIEW_RETENTION - Duration::seconds(1));
    let recent = review("recent-code-id", 4, now - REVIEW_RETENTION + Duration::minutes(1));
    store.put_review(&old).await.unwrap();
    store.put_review(&recent).await.unwrap();
    store.purge_expired(now).await.unwrap();
    assert_eq!(store.all_reviews().await.unwrap(), vec![recent]);
}

async fn file_store_contract(files: &dyn FileStore) {
    assert_eq!(files.get("documents/missing.docx").await.unwrap(), None);
    files.put("documents/a.docx", "application/octet-stream", b"first".to_vec()).await.unwrap();
    files.put("documents/a.docx", "application/octet-stream", b"second".to_vec()).await.unwrap();
    assert_eq!(files.get("documents/a.docx").await.unwrap().as_deref(), Some(&b"second"[..]));
    files.put("documents/b.docx", "application/octet-stream", b"kept".to_vec()).await.unwrap();
    files.delete("documents/a.docx").await.unwrap();
    assert_eq!(files.get("documents/a.docx").await.unwrap(), None, "a deleted document is gone");
    files.delete("documents/a.docx").await.expect("deleting it again (a redelivered deletion) is not an error");
    assert_eq!(files.get("documents/b.docx").await.unwrap().as_deref(), Some(&b"kept"[..]), "only that key goes");
}

#[tokio::test]
async fn local_files_meet_the_file_store_contract() {
    let root = std::env::temp_dir().join(unique("files"));
    file_store_contract(&LocalFiles::new(root.clone())).await;
    assert!(LocalFiles::new(root).get("../etc/passwd").await.is_err(), "keys cannot escape the folder");
}

#[tokio::test]
async fn s3_files_meet_the_file_store_contract() {
    let config = aws_config().await;
    let s3 = aws_sdk_s3::Client::from_conf(aws_sdk_s3::config::Builder::from(&config).force_path_style(true).build());
    let bucket = unique("documents");
    s3.create_bucket().bucket(&bucket).send().await.expect("bucket created in moto");
    file_store_contract(&S3Files::new(s3, bucket)).await;
}

fn message(to: &str) -> EmailMessage {
    EmailMessage {
        to: to.into(),
        reply_to: Some("visitor@example.com".into()),
        subject: "Your LegalDraft document code".into(),
        text_body: "Your document code: ABCD2345".into(),
    }
}

#[tokio::test]
async fn outbox_mailer_writes_the_message() {
    let folder = std::env::temp_dir().join(unique("outbox"));
    let mailer = OutboxMailer::new(folder.clone(), "documents@example.com".into());
    mailer.send(&message("buyer@example.com\r\nBcc: victim@example.com")).await.unwrap();
    let files: Vec<_> = std::fs::read_dir(&folder).unwrap().collect();
    assert_eq!(files.len(), 1);
    let eml = std::fs::read_to_string(files[0].as_ref().unwrap().path()).unwrap();
    assert!(eml.contains("Subject: Your LegalDraft document code"));
    assert!(eml.contains("\r\nReply-To: visitor@example.com\r\n"), "{eml}");
    assert!(eml.contains("Your document code: ABCD2345"));
    assert!(!eml.contains("\r\nBcc:"), "no header injection");
}

#[tokio::test]
async fn ses_mailer_sends_through_ses() {
    let config = aws_config().await;
    let ses = aws_sdk_sesv2::Client::new(&config);
    let sender = format!("{}@example.com", unique("documents"));
    ses.create_email_identity().email_identity(&sender).send().await.expect("identity verified in moto");
    let recipient = format!("{}@example.com", unique("buyer"));
    SesMailer::new(ses, sender.clone()).send(&message(&recipient)).await.unwrap();
    let sent: serde_json::Value =
        reqwest::get(format!("{}/moto-api/data.json", moto_endpoint())).await.unwrap().json().await.unwrap();
    let messages = sent["ses"]["Message"].to_string();
    assert!(messages.contains(&recipient), "moto recorded the message to {recipient}");
}

#[tokio::test]
async fn unsent_mail_reports_an_error() {
    let config = aws_config().await;
    let mailer =
        SesMailer::new(aws_sdk_sesv2::Client::new(&config), format!("{}@unverified.example", unique("nobody")));
    assert!(mailer.send(&message("buyer@example.com")).await.is_err(), "SES refuses an unverified sender");
}

fn audit(code: &DocumentCode, action: GuaranteeAction, at: OffsetDateTime) -> AuditEntry {
    AuditEntry {
        id: uuid::Uuid::new_v4().to_string(),
        at,
        operator: "Sam Operator".into(),
        action,
        code: code.clone(),
        reason: "Asked under the guarantee".into(),
    }
}

/// The guarantee on both stores: the buyer recorded at activation and found by code and address, 3 credits once
/// (a parallel burst grants once), a refund once that deactivates the code and stops credits, each in the audit log.
async fn guarantee_contract(store: Arc<dyn RecordStore>) {
    let now = OffsetDateTime::now_utc().replace_nanosecond(0).unwrap();
    let code = paid_code(store.as_ref(), now).await;
    let email = format!("{}@Example.com", unique("buyer"));
    store.record_buyer(&code, "cs_test_guarantee", Some(&email)).await.unwrap();
    let purchase = store.find_purchase(&code).await.unwrap().unwrap();
    assert_eq!(purchase.checkout_session_id.as_deref(), Some("cs_test_guarantee"));
    assert_eq!(purchase.buyer_email.as_deref(), Some(email.to_lowercase().as_str()));
    assert_eq!((purchase.extra_credits_at, purchase.refunded_at), (None, None));
    let found = store.find_purchases_by_email(&email.to_uppercase()).await.unwrap();
    assert_eq!(found.iter().map(|p| p.record.code.clone()).collect::<Vec<_>>(), vec![code.clone()]);
    assert!(store.find_purchases_by_email("nobody@example.com").await.unwrap().is_empty());

    let attempts: Vec<_> = (0..10)
        .map(|_| {
            let (store, code) = (store.clone(), code.clone());
            tokio::spawn(async move {
                store
                    .grant_extra_credits(
                        &code,
                        GUARANTEE_EXTRA_CREDITS,
                        &audit(&code, GuaranteeAction::AddCredits, now),
                    )
                    .await
            })
        })
        .collect();
    let mut granted = 0;
    for attempt in attempts {
        match attempt.await.unwrap().unwrap() {
            GuaranteeOutcome::Done(after) => {
                granted += 1;
                assert_eq!(after.record.credits.total(), 9);
                assert_eq!(after.extra_credits_at, Some(now));
            }
            other => assert_eq!(other, GuaranteeOutcome::AlreadyGranted),
        }
    }
    assert_eq!(granted, 1, "3 credits once per code");
    assert_eq!(store.get_code(&code).await.unwrap().unwrap().credits.total(), 9);

    let later = now + Duration::minutes(5);
    let GuaranteeOutcome::Done(refunded) =
        store.mark_refunded(&code, &audit(&code, GuaranteeAction::Refund, later)).await.unwrap()
    else {
        panic!("the refund is recorded")
    };
    assert!(!refunded.record.is_active);
    assert_eq!(refunded.refunded_at, Some(later));
    assert_eq!(
        store.mark_refunded(&code, &audit(&code, GuaranteeAction::Refund, later)).await.unwrap(),
        GuaranteeOutcome::AlreadyRefunded
    );
    let other = paid_code(store.as_ref(), now).await;
    store.mark_refunded(&other, &audit(&other, GuaranteeAction::Refund, now)).await.unwrap();
    assert_eq!(
        store.grant_extra_credits(&other, 3, &audit(&other, GuaranteeAction::AddCredits, now)).await.unwrap(),
        GuaranteeOutcome::AlreadyRefunded,
        "no credits after a refund"
    );
    let unpaid = CodeRecord::pending(DocumentCode::generate(), data(), now);
    store.insert_code(&unpaid).await.unwrap();
    assert_eq!(
        store
            .grant_extra_credits(&unpaid.code, 3, &audit(&unpaid.code, GuaranteeAction::AddCredits, now))
            .await
            .unwrap(),
        GuaranteeOutcome::NotPaid
    );
    let unknown = DocumentCode::generate();
    assert_eq!(
        store.mark_refunded(&unknown, &audit(&unknown, GuaranteeAction::Refund, now)).await.unwrap(),
        GuaranteeOutcome::UnknownCode
    );

    let log = store.audit_entries(&code).await.unwrap();
    let actions: Vec<_> = log.iter().map(|e| (e.action, e.at, e.operator.as_str())).collect();
    assert_eq!(
        actions,
        [(GuaranteeAction::AddCredits, now, "Sam Operator"), (GuaranteeAction::Refund, later, "Sam Operator")]
    );
    assert_eq!(log[0].reason, "Asked under the guarantee");
    assert!(store.read_counter("admin#client#203.0.113.1").await.unwrap().is_none());
    let check = store.check().await.unwrap();
    assert!(!check.is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn sqlite_store_meets_the_guarantee_contract() {
    let path = std::env::temp_dir().join(format!("{}.sqlite3", unique("guarantee")));
    guarantee_contract(Arc::new(SqliteStore::open(&path).unwrap())).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn dynamodb_store_meets_the_guarantee_contract() {
    guarantee_contract(Arc::new(dynamo_store().await)).await;
}

#[tokio::test]
async fn each_adapter_checks_with_a_cheap_real_call() {
    let root = std::env::temp_dir().join(unique("check"));
    assert!(LocalFiles::new(root.join("files")).check().await.is_ok());
    assert!(OutboxMailer::new(root.join("outbox"), "d@example.com".into()).check().await.is_ok());
    assert!(SqliteStore::in_memory().unwrap().check().await.is_ok());

    let config = aws_config().await;
    let store = dynamo_store().await;
    assert!(store.check().await.unwrap().contains("DescribeTable"));
    let missing = DynamoStore::new(
        aws_sdk_dynamodb::Client::new(&config),
        DynamoTables {
            codes: unique("absent"),
            checkouts: unique("absent"),
            jobs: unique("absent"),
            rate_limits: unique("absent"),
            audit: unique("absent"),
            reviews: unique("absent"),
        },
    );
    let failure = missing.check().await.unwrap_err();
    assert_eq!(failure.kind, shared::health::FailureKind::NotFound, "{failure:?}");

    let s3 = aws_sdk_s3::Client::from_conf(aws_sdk_s3::config::Builder::from(&config).force_path_style(true).build());
    let bucket = unique("documents");
    s3.create_bucket().bucket(&bucket).send().await.expect("bucket created in moto");
    assert!(S3Files::new(s3.clone(), bucket).check().await.is_ok());
    let absent = S3Files::new(s3, unique("absent")).check().await.unwrap_err();
    assert_eq!(absent.kind, shared::health::FailureKind::NotFound, "{absent:?}");

    let ses = aws_sdk_sesv2::Client::new(&config);
    let sender = format!("{}@example.com", unique("documents"));
    ses.create_email_identity().email_identity(&sender).send().await.expect("identity verified in moto");
    let checked = SesMailer::new(ses.clone(), sender).check().await;
    assert!(checked.is_ok(), "{checked:?}");
    let unverified = SesMailer::new(ses, format!("{}@unverified.example", unique("nobody"))).check().await;
    assert!(unverified.is_err(), "an unknown sender fails the check");
}

/// A job (and through the stream's REMOVE, its files) expires with its code's window, not a fixed time after it was
/// made: a document made on the window's last day does not outlive the code by a month.
#[tokio::test]
async fn dynamodb_jobs_expire_with_their_codes_window() {
    let jobs_table = unique("jobs");
    let store_codes_table = unique("codes");
    let client = aws_sdk_dynamodb::Client::new(&aws_config().await);
    let store = DynamoStore::new(
        client.clone(),
        DynamoTables {
            codes: store_codes_table.clone(),
            checkouts: unique("checkouts"),
            jobs: jobs_table.clone(),
            rate_limits: unique("rate-limits"),
            audit: unique("audit"),
            reviews: unique("reviews"),
        },
    );
    store.create_tables().await.expect("tables created in moto");
    let now = OffsetDateTime::now_utc().replace_nanosecond(0).unwrap();
    let code = paid_code(&store, now - Duration::days(29)).await;
    let window_end = store.get_code(&code).await.unwrap().unwrap().expires_at;
    assert!(window_end < now + Duration::days(2), "the code was bought 29 days ago");
    let late = job(&code, JobStatus::Queued, now);
    store.start_job(&late, now).await.unwrap();
    let item = client
        .get_item()
        .table_name(&jobs_table)
        .key("job_id", aws_sdk_dynamodb::types::AttributeValue::S(late.job_id.clone()))
        .send()
        .await
        .unwrap()
        .item
        .expect("the job is stored");
    let ttl: i64 = item["ttl"].as_n().unwrap().parse().unwrap();
    assert_eq!(ttl, window_end.unix_timestamp(), "the job's TTL is its code's window end");

    // A job whose document is available past the window keeps its item, and its code's, until then.
    let mut graced = job(&code, JobStatus::Queued, now);
    graced.available_until = Some(shared::store::document_available_until(window_end, now));
    store.start_job(&graced, now).await.unwrap();
    let ttl_of = |table: String, key: &'static str, value: String| {
        let client = client.clone();
        async move {
            let item = client
                .get_item()
                .table_name(table)
                .key(key, aws_sdk_dynamodb::types::AttributeValue::S(value))
                .consistent_read(true)
                .send()
                .await
                .unwrap()
                .item
                .expect("stored");
            item["ttl"].as_n().unwrap().parse::<i64>().unwrap()
        }
    };
    let grace_end = (now + shared::store::DOCUMENT_GRACE_AFTER_START).unix_timestamp();
    assert_eq!(ttl_of(jobs_table.clone(), "job_id", graced.job_id.clone()).await, grace_end);
    assert_eq!(
        ttl_of(store_codes_table.clone(), "code", code.as_str().to_string()).await,
        grace_end,
        "the code is kept too"
    );
    // A job started earlier does not shorten what a later one set.
    let mut earlier = job(&code, JobStatus::Queued, now);
    earlier.available_until = Some(window_end + Duration::hours(1));
    store.start_job(&earlier, now).await.unwrap();
    assert_eq!(ttl_of(store_codes_table, "code", code.as_str().to_string()).await, grace_end);
}
