//! The application context: configuration plus one implementation of each capability, built once at start-up and
//! shared by every handler, in the local server, the Lambdas and the tests alike.

use crate::advice::DocumentAdvisor;
use crate::clock::{Clock, SystemClock};
use crate::config::{Config, EmailBackend, FilesBackend, JobRunner, PaymentsBackend, StoreBackend};
use crate::drafter::Drafters;
use crate::email::{Mailer, OutboxMailer, SesMailer};
use crate::files::{FileStore, LocalFiles, S3Files};
use crate::payments::stripe::StripeGateway;
use crate::payments::test_checkout::TestCheckout;
use crate::payments::PaymentGateway;
use crate::queue::{JobQueue, JobReceiver};
use crate::screening::TextClassifier;
use crate::store::dynamodb::DynamoStore;
use crate::store::sqlite::SqliteStore;
use crate::store::RecordStore;
use std::sync::Arc;

/// The longest a job may run before it stops itself and gives the credit back: under the generation-worker
/// Lambda's 15-minute limit, so a job always ends on its own terms.
pub const JOB_DEADLINE: std::time::Duration = std::time::Duration::from_secs(12 * 60);

pub struct AppContext {
    pub config: Config,
    pub store: Arc<dyn RecordStore>,
    pub files: Arc<dyn FileStore>,
    pub mailer: Arc<dyn Mailer>,
    pub payments: Arc<dyn PaymentGateway>,
    /// Present when payments run in test mode: serves the local checkout page.
    pub test_checkout: Option<Arc<TestCheckout>>,
    pub drafters: Drafters,
    /// Suggestions and follow-up questions for 'Other (Beta)' documents.
    pub advisor: Arc<dyn DocumentAdvisor>,
    /// Reads customer text for forbidden instructions beside the offline rules (the screen before payment and
    /// before a credit is spent): the AI provider when one is configured, else nothing beyond the rules.
    pub classifier: Arc<dyn TextClassifier>,
    pub jobs: JobQueue,
    /// This process's name as a job runner: it owns the leases of the jobs it runs (a fresh id at every start).
    pub runner_id: String,
    /// How long a generation job may run before it stops itself ([`JOB_DEADLINE`]).
    pub job_deadline: std::time::Duration,
    pub clock: Arc<dyn Clock>,
    /// The key of the counters about a person (the mailbox 'Lost your code?' writes to).
    pub counter_key: crate::limits::CounterKey,
    /// Where drafting and rendering run: off the async threads, bounded, with a share per client.
    pub cpu: crate::cpu::CpuPool,
    /// The samples drafted so far, as Markdown by type and day (the same for every visitor, so drafted once).
    pub samples: SampleCache,
}

/// Drafted samples, by type label and the day they were drafted for.
pub type SampleCache = std::sync::Mutex<std::collections::HashMap<(&'static str, time::Date), Arc<String>>>;

impl AppContext {
    /// Builds every adapter the configuration names. With the in-process job runner, the receiver is returned for
    /// the caller to run (`generation::spawn_in_process_runner`) once the context is shared.
    pub async fn from_config(config: Config) -> anyhow::Result<(AppContext, Option<JobReceiver>)> {
        let uses_aws = matches!(config.store, StoreBackend::DynamoDb(_))
            || matches!(config.files, FilesBackend::S3 { .. })
            || matches!(config.email, EmailBackend::Ses);
        // Endpoints come from the SDK's own settings (AWS_ENDPOINT_URL, AWS_ENDPOINT_URL_DYNAMODB, ...), which is how
        // tests point the adapters at a local stand-in.
        let aws =
            if uses_aws { Some(aws_config::load_defaults(aws_config::BehaviorVersion::latest()).await) } else { None };
        let aws = || aws.as_ref().ok_or_else(|| anyhow::anyhow!("AWS configuration was not loaded"));

        let store: Arc<dyn RecordStore> = match &config.store {
            StoreBackend::Sqlite => Arc::new(SqliteStore::open(&config.data_dir.join("records.sqlite3"))?),
            StoreBackend::DynamoDb(tables) => {
                Arc::new(DynamoStore::new(aws_sdk_dynamodb::Client::new(aws()?), tables.clone()))
            }
        };
        let files: Arc<dyn FileStore> = match &config.files {
            FilesBackend::Local => Arc::new(LocalFiles::new(config.data_dir.join("files"))),
            FilesBackend::S3 { bucket } => {
                let s3_config = aws_sdk_s3::config::Builder::from(aws()?).force_path_style(true).build();
                Arc::new(S3Files::new(aws_sdk_s3::Client::from_conf(s3_config), bucket.clone()))
            }
        };
        let mailer: Arc<dyn Mailer> = match &config.email {
            EmailBackend::Outbox => {
                Arc::new(OutboxMailer::new(config.data_dir.join("outbox"), config.email_from.clone()))
            }
            EmailBackend::Ses => {
                Arc::new(SesMailer::new(aws_sdk_sesv2::Client::new(aws()?), config.email_from.clone()))
            }
        };
        let (payments, test_checkout): (Arc<dyn PaymentGateway>, _) = match &config.payments {
            PaymentsBackend::Test => {
                let checkout = Arc::new(TestCheckout::new(
                    Some(config.data_dir.join("test-checkout-sessions.json")),
                    config.webhook_secret.expose().to_string(),
                )?);
                (checkout.clone(), Some(checkout))
            }
            PaymentsBackend::Stripe { api_base, secret_key } => {
                (Arc::new(StripeGateway::new(api_base, secret_key.expose(), config.webhook_secret.expose())?), None)
            }
        };
        let (jobs, receiver) = match config.job_runner {
            JobRunner::InProcess => {
                let (queue, receiver) = JobQueue::in_process();
                (queue, Some(receiver))
            }
            JobRunner::DynamoDbStream => (JobQueue::Stream, None),
        };
        // AI providers as configured (the offline engine and advisor when none is).
        let (drafters, advisor) = crate::ai::from_config(&config.ai)?;
        let classifier = crate::ai::classifier_from_config(&config.ai)?;
        let counter_key = match &config.counter_hash_key {
            Some(secret) => crate::limits::CounterKey::from_secret(secret.expose()),
            None => {
                let path = config.data_dir.join("counter-hash.key");
                crate::limits::CounterKey::load_or_create(&path)
                    .map_err(|err| anyhow::anyhow!("cannot read or make the counter key {}: {err}", path.display()))?
            }
        };
        let context = AppContext {
            config,
            store,
            files,
            mailer,
            payments,
            test_checkout,
            drafters,
            advisor,
            classifier,
            jobs,
            runner_id: uuid::Uuid::new_v4().to_string(),
            job_deadline: JOB_DEADLINE,
            clock: Arc::new(SystemClock),
            counter_key,
            cpu: crate::cpu::CpuPool::for_this_machine(),
            samples: SampleCache::default(),
        };
        Ok((context, receiver))
    }
}
