//! `export-reviews`: every stored review as CSV on standard output, for the operator (README, 'Operating').
//!
//! Reads the store the product is configured with: SQLite at `DATA_DIR/records.sqlite3` (`DATA_DIR` defaults to
//! `./data`), or with `STORE_BACKEND=dynamodb` the table named by `REVIEWS_TABLE` (AWS credentials, region and
//! endpoint from the AWS SDK's usual settings). Only the reviews table is read.
//!
//! Exit codes: 0 written; 1 the store could not be read or the output written; 2 bad usage or settings.

use shared::reviews_csv::write_reviews_csv;
use shared::store::dynamodb::{DynamoStore, DynamoTables};
use shared::store::sqlite::SqliteStore;
use shared::store::RecordStore;
use std::path::PathBuf;
use std::process::ExitCode;

const USAGE: &str = "\
Usage: export-reviews > reviews.csv

Writes every stored review as CSV (RFC 4180, UTF-8, a header row) to standard output, oldest first:
created_at, updated_at, rating, reviewer_name, document_type, feedback, review_id.
A text field that starts like a spreadsheet formula (= + - @) is written with a leading apostrophe.

Settings (environment):
  STORE_BACKEND   sqlite (default) or dynamodb
  DATA_DIR        sqlite: the data folder holding records.sqlite3 (default ./data)
  REVIEWS_TABLE   dynamodb: the reviews table's name (the stack's ReviewsTableName output)
";

enum Source {
    Sqlite(PathBuf),
    DynamoDb { table: String },
}

fn source_from_env() -> Result<Source, String> {
    let var = |name: &str| std::env::var(name).ok().map(|v| v.trim().to_string()).filter(|v| !v.is_empty());
    match var("STORE_BACKEND").as_deref().unwrap_or("sqlite") {
        "sqlite" => {
            let database = PathBuf::from(var("DATA_DIR").unwrap_or_else(|| "./data".into())).join("records.sqlite3");
            // Opening a missing file would create an empty database: a mistyped DATA_DIR must not look like "no reviews".
            if !database.is_file() {
                return Err(format!(
                    "DATA_DIR: there is no {} (is DATA_DIR the server's data folder?)",
                    database.display()
                ));
            }
            Ok(Source::Sqlite(database))
        }
        "dynamodb" => {
            let table = var("REVIEWS_TABLE").ok_or("REVIEWS_TABLE is required with STORE_BACKEND=dynamodb")?;
            Ok(Source::DynamoDb { table })
        }
        other => Err(format!("STORE_BACKEND must be sqlite or dynamodb, not {other:?}")),
    }
}

async fn open(source: Source) -> Result<Box<dyn RecordStore>, String> {
    match source {
        Source::Sqlite(path) => {
            let store = SqliteStore::open(&path).map_err(|err| format!("cannot open {}: {err}", path.display()))?;
            Ok(Box::new(store))
        }
        Source::DynamoDb { table } => {
            let aws = aws_config::load_defaults(aws_config::BehaviorVersion::latest()).await;
            // Only `all_reviews` is called, which reads the reviews table alone; the other tables are never named.
            let tables = DynamoTables {
                codes: String::new(),
                checkouts: String::new(),
                jobs: String::new(),
                rate_limits: String::new(),
                audit: String::new(),
                reviews: table,
            };
            Ok(Box::new(DynamoStore::new(aws_sdk_dynamodb::Client::new(&aws), tables)))
        }
    }
}

#[tokio::main(flavor = "current_thread")]
async fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "-h" || a == "--help") {
        print!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    if let Some(unexpected) = args.first() {
        eprint!("export-reviews: unexpected argument {unexpected:?}\n\n{USAGE}");
        return ExitCode::from(2);
    }
    let store = match source_from_env() {
        Ok(source) => match open(source).await {
            Ok(store) => store,
            Err(err) => {
                eprintln!("export-reviews: {err}");
                return ExitCode::from(1);
            }
        },
        Err(err) => {
            eprintln!("export-reviews: {err}");
            return ExitCode::from(2);
        }
    };
    let reviews = match store.all_reviews().await {
        Ok(reviews) => reviews,
        Err(err) => {
            eprintln!("export-reviews: cannot read the reviews: {err}");
            return ExitCode::from(1);
        }
    };
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    if let Err(err) = write_reviews_csv(&reviews, &mut out) {
        eprintln!("export-reviews: cannot write the CSV: {err}");
        return ExitCode::from(1);
    }
    let noun = if reviews.len() == 1 { "review" } else { "reviews" };
    eprintln!("export-reviews: {} {noun} written", reviews.len());
    ExitCode::SUCCESS
}
