//! `export-reviews`, run as an operator runs it: settings in the environment, CSV on standard output, a count or a
//! problem on standard error, and the exit status.

use shared::store::sqlite::SqliteStore;
use shared::store::{ReviewRecord, ReviewStore};
use std::path::PathBuf;
use std::process::{Command, Output};
use time::macros::datetime;

const EXPORT: &str = env!("CARGO_BIN_EXE_export-reviews");

fn export(vars: &[(&str, &str)]) -> Output {
    let mut command = Command::new(EXPORT);
    for name in ["STORE_BACKEND", "DATA_DIR", "REVIEWS_TABLE"] {
        command.env_remove(name);
    }
    // In an empty folder, so a `./data` of the machine's own never counts.
    command.current_dir(data_dir()).envs(vars.iter().copied()).output().expect("export-reviews runs")
}

fn data_dir() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("export-reviews-{}", uuid::Uuid::new_v4().simple()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[tokio::test]
async fn every_review_in_the_data_folder_is_written_as_csv_oldest_first() {
    let dir = data_dir();
    {
        let store = SqliteStore::open(&dir.join("records.sqlite3")).unwrap();
        let newer = ReviewRecord {
            code_id: "code-b".into(),
            reviewer_name: None,
            rating: 2,
            feedback: "=1+1, \"odd\"\nsecond line".into(),
            document_type: "Other (Beta): Volunteer Agreement".into(),
            created_at: datetime!(2026-11-23 12:00:00 UTC),
            updated_at: datetime!(2026-11-23 12:00:00 UTC),
        };
        let older = ReviewRecord {
            code_id: "code-a".into(),
            reviewer_name: Some("Jane Doe".into()),
            rating: 5,
            feedback: "Quick and clear.".into(),
            document_type: "Non-Disclosure Agreement".into(),
            created_at: datetime!(2026-11-22 09:30:00 UTC),
            updated_at: datetime!(2026-11-23 08:00:00 UTC),
        };
        store.put_review(&newer).await.unwrap();
        store.put_review(&older).await.unwrap();
    }
    let output = export(&[("DATA_DIR", dir.to_str().unwrap())]);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    assert_eq!(
        String::from_utf8(output.stdout).unwrap(),
        concat!(
            "\"created_at\",\"updated_at\",\"rating\",\"reviewer_name\",\"document_type\",\"feedback\",\"review_id\"\r\n",
            "\"2026-11-22T09:30:00Z\",\"2026-11-23T08:00:00Z\",\"5\",\"Jane Doe\",\"Non-Disclosure Agreement\",",
            "\"Quick and clear.\",\"code-a\"\r\n",
            "\"2026-11-23T12:00:00Z\",\"2026-11-23T12:00:00Z\",\"2\",\"\",\"Other (Beta): Volunteer Agreement\",",
            "\"'=1+1, \"\"odd\"\"\nsecond line\",\"code-b\"\r\n",
        )
    );
    assert_eq!(String::from_utf8_lossy(&output.stderr), "export-reviews: 2 reviews written\n");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_folder_without_records_is_a_settings_problem_not_an_empty_export() {
    let dir = data_dir();
    let output = export(&[("DATA_DIR", dir.to_str().unwrap())]);
    assert_eq!(output.status.code(), Some(2));
    assert!(output.stdout.is_empty());
    assert!(String::from_utf8_lossy(&output.stderr).contains("records.sqlite3"));
    assert!(!dir.join("records.sqlite3").exists(), "no database was created");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn dynamodb_needs_the_table_name_and_a_wrong_backend_is_named() {
    let output = export(&[("STORE_BACKEND", "dynamodb")]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("REVIEWS_TABLE"));
    let output = export(&[("STORE_BACKEND", "postgres")]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("STORE_BACKEND"));
    let output = export(&[]);
    assert_eq!(output.status.code(), Some(2), "no ./data here either");
    let help = Command::new(EXPORT).arg("--help").output().unwrap();
    assert!(help.status.success());
    assert!(String::from_utf8_lossy(&help.stdout).starts_with("Usage: export-reviews"));
}

/// With moto (`MOTO_ENDPOINT`, as `scripts/test rust` sets), the export reads the DynamoDB reviews table.
#[tokio::test]
async fn the_dynamodb_reviews_table_is_exported_too() {
    let Ok(endpoint) = std::env::var("MOTO_ENDPOINT") else {
        eprintln!("MOTO_ENDPOINT is not set: skipping the DynamoDB export");
        return;
    };
    let config = aws_config::defaults(aws_config::BehaviorVersion::latest())
        .endpoint_url(&endpoint)
        .region(aws_config::Region::new("us-east-1"))
        .credentials_provider(aws_sdk_dynamodb::config::Credentials::new("test", "test", None, None, "export"))
        .load()
        .await;
    let unique = |name: &str| format!("{name}-{}", uuid::Uuid::new_v4().simple());
    let tables = shared::store::dynamodb::DynamoTables {
        codes: unique("codes"),
        checkouts: unique("checkouts"),
        jobs: unique("jobs"),
        rate_limits: unique("rate-limits"),
        audit: unique("audit"),
        reviews: unique("reviews"),
    };
    let reviews_table = tables.reviews.clone();
    let store = shared::store::dynamodb::DynamoStore::new(aws_sdk_dynamodb::Client::new(&config), tables);
    store.create_tables().await.unwrap();
    let review = ReviewRecord {
        code_id: "code-d".into(),
        reviewer_name: Some("@Jane".into()),
        rating: 3,
        feedback: String::new(),
        document_type: "Privacy Policy".into(),
        created_at: datetime!(2026-11-23 12:00:00 UTC),
        updated_at: datetime!(2026-11-23 12:00:00 UTC),
    };
    store.put_review(&review).await.unwrap();
    let output = export(&[
        ("STORE_BACKEND", "dynamodb"),
        ("REVIEWS_TABLE", &reviews_table),
        ("AWS_ENDPOINT_URL", &endpoint),
        ("AWS_REGION", "us-east-1"),
        ("AWS_ACCESS_KEY_ID", "test"),
        ("AWS_SECRET_ACCESS_KEY", "test"),
    ]);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let csv = String::from_utf8(output.stdout).unwrap();
    assert!(
        csv.ends_with(
            "\"2026-11-23T12:00:00Z\",\"2026-11-23T12:00:00Z\",\"3\",\"'@Jane\",\"Privacy Policy\",\"\",\"code-d\"\r\n"
        ),
        "{csv}"
    );
}
