//! Configuration from environment variables. Every capability has an embedded default, so the product runs with no
//! settings at all; choosing a production adapter requires its settings, and a missing or malformed one stops
//! start-up with a message that names the variable.

use crate::store::dynamodb::DynamoTables;
use std::path::PathBuf;

#[derive(Clone, Debug)]
pub struct SiteConfig {
    /// The brand shown in emails and pages (decisions §4.10: site identity is configuration).
    pub name: String,
    pub support_email: String,
}

#[derive(Clone, Debug)]
pub enum StoreBackend {
    Sqlite,
    DynamoDb(DynamoTables),
}

#[derive(Clone, Debug)]
pub enum FilesBackend {
    Local,
    S3 { bucket: String },
}

#[derive(Clone, Debug)]
pub enum EmailBackend {
    Outbox,
    Ses,
}

#[derive(Clone, Debug)]
pub enum PaymentsBackend {
    Test,
    Stripe { api_base: String, secret_key: String },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JobRunner {
    /// Jobs run on tasks inside the serving process (local server, tests).
    InProcess,
    /// Jobs run in the generation-worker Lambda, triggered by the jobs table's stream.
    DynamoDbStream,
}

#[derive(Clone, Debug)]
pub struct Config {
    pub site: SiteConfig,
    /// The public origin for payment return links; when unset, the request's own origin is used.
    pub public_base_url: Option<String>,
    pub data_dir: PathBuf,
    pub store: StoreBackend,
    pub files: FilesBackend,
    pub email: EmailBackend,
    pub email_from: String,
    pub payments: PaymentsBackend,
    pub webhook_secret: String,
    pub job_runner: JobRunner,
}

#[derive(Debug, thiserror::Error, PartialEq)]
#[error("configuration: {variable} {problem}")]
pub struct ConfigError {
    pub variable: &'static str,
    pub problem: String,
}

/// The webhook signing secret of the embedded test checkout, used only when payments run in test mode.
pub const LOCAL_WEBHOOK_SECRET: &str = "whsec_local_test_mode";

impl Config {
    pub fn from_env() -> Result<Config, ConfigError> {
        Self::from_lookup(|name| std::env::var(name).ok())
    }

    /// Reads configuration through `lookup`, so tests can supply variables without touching the process environment.
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        let get = |name: &str| lookup(name).map(|v| v.trim().to_string()).filter(|v| !v.is_empty());
        let require = |name: &'static str, because: &str| {
            get(name).ok_or_else(|| ConfigError { variable: name, problem: format!("is required when {because}") })
        };
        let choice =
            |name: &'static str, default: &'static str, allowed: &[&'static str]| -> Result<String, ConfigError> {
                let value = get(name).unwrap_or_else(|| default.to_string()).to_ascii_lowercase();
                if allowed.contains(&value.as_str()) {
                    Ok(value)
                } else {
                    Err(ConfigError {
                        variable: name,
                        problem: format!("must be one of {} (got {value:?})", allowed.join(", ")),
                    })
                }
            };

        let public_base_url = get("PUBLIC_BASE_URL").map(|url| url.trim_end_matches('/').to_string());
        if let Some(url) = &public_base_url {
            check_url("PUBLIC_BASE_URL", url)?;
        }

        let store = match choice("STORE_BACKEND", "sqlite", &["sqlite", "dynamodb"])?.as_str() {
            "dynamodb" => StoreBackend::DynamoDb(DynamoTables {
                codes: require("CODES_TABLE", "STORE_BACKEND=dynamodb")?,
                checkouts: require("CHECKOUTS_TABLE", "STORE_BACKEND=dynamodb")?,
                jobs: require("JOBS_TABLE", "STORE_BACKEND=dynamodb")?,
                rate_limits: require("RATE_LIMITS_TABLE", "STORE_BACKEND=dynamodb")?,
            }),
            _ => StoreBackend::Sqlite,
        };
        let files = match choice("FILES_BACKEND", "local", &["local", "s3"])?.as_str() {
            "s3" => FilesBackend::S3 { bucket: require("DOCUMENTS_BUCKET", "FILES_BACKEND=s3")? },
            _ => FilesBackend::Local,
        };
        let email = match choice("EMAIL_BACKEND", "outbox", &["outbox", "ses"])?.as_str() {
            "ses" => EmailBackend::Ses,
            _ => EmailBackend::Outbox,
        };
        let email_from = match email {
            EmailBackend::Ses => require("EMAIL_FROM", "EMAIL_BACKEND=ses")?,
            EmailBackend::Outbox => get("EMAIL_FROM").unwrap_or_else(|| "documents@localhost".into()),
        };
        let (payments, webhook_secret) = match choice("PAYMENTS_BACKEND", "test", &["test", "stripe"])?.as_str() {
            "stripe" => {
                let api_base =
                    get("STRIPE_API_BASE").unwrap_or_else(|| crate::payments::stripe::DEFAULT_API_BASE.into());
                check_url("STRIPE_API_BASE", &api_base)?;
                let secret_key = require("STRIPE_SECRET_KEY", "PAYMENTS_BACKEND=stripe")?;
                let webhook_secret = require("STRIPE_WEBHOOK_SECRET", "PAYMENTS_BACKEND=stripe")?;
                (PaymentsBackend::Stripe { api_base, secret_key }, webhook_secret)
            }
            _ => (PaymentsBackend::Test, get("STRIPE_WEBHOOK_SECRET").unwrap_or_else(|| LOCAL_WEBHOOK_SECRET.into())),
        };
        let job_runner = match choice("JOB_RUNNER", "in-process", &["in-process", "dynamodb-stream"])?.as_str() {
            "dynamodb-stream" => JobRunner::DynamoDbStream,
            _ => JobRunner::InProcess,
        };

        Ok(Config {
            site: SiteConfig {
                name: get("SITE_NAME").unwrap_or_else(|| "LegalDraft".into()),
                support_email: get("SUPPORT_EMAIL").unwrap_or_else(|| "support@localhost".into()),
            },
            public_base_url,
            data_dir: PathBuf::from(get("DATA_DIR").unwrap_or_else(|| "./data".into())),
            store,
            files,
            email,
            email_from,
            payments,
            webhook_secret,
            job_runner,
        })
    }
}

fn check_url(variable: &'static str, url: &str) -> Result<(), ConfigError> {
    match reqwest::Url::parse(url) {
        Ok(parsed) if matches!(parsed.scheme(), "http" | "https") => Ok(()),
        _ => Err(ConfigError { variable, problem: format!("must be an http(s) URL (got {url:?})") }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn config(vars: &[(&str, &str)]) -> Result<Config, ConfigError> {
        let vars: HashMap<String, String> = vars.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        Config::from_lookup(|name| vars.get(name).cloned())
    }

    #[test]
    fn no_settings_gives_the_embedded_defaults() {
        let config = config(&[]).unwrap();
        assert!(matches!(config.store, StoreBackend::Sqlite));
        assert!(matches!(config.payments, PaymentsBackend::Test));
        assert_eq!(config.job_runner, JobRunner::InProcess);
        assert_eq!(config.data_dir, PathBuf::from("./data"));
    }

    #[test]
    fn a_production_adapter_without_its_settings_names_the_missing_variable() {
        let err = config(&[("PAYMENTS_BACKEND", "stripe"), ("STRIPE_SECRET_KEY", "sk_test_x")]).unwrap_err();
        assert_eq!(err.variable, "STRIPE_WEBHOOK_SECRET");
        let err = config(&[("STORE_BACKEND", "dynamodb")]).unwrap_err();
        assert_eq!(err.variable, "CODES_TABLE");
        let err = config(&[("STORE_BACKEND", "postgres")]).unwrap_err();
        assert_eq!(err.variable, "STORE_BACKEND");
        let err = config(&[("PUBLIC_BASE_URL", "not a url")]).unwrap_err();
        assert_eq!(err.variable, "PUBLIC_BASE_URL");
    }
}
