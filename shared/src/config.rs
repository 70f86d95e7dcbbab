//! Configuration from environment variables. Every capability has an embedded default, so the product runs with no
//! settings at all; choosing a production adapter requires its settings, and a missing or malformed one stops
//! start-up with a message that names the variable.

pub use crate::secret::Secret;
use crate::store::dynamodb::DynamoTables;
use std::path::PathBuf;
use std::time::Duration;

pub use crate::site::SiteConfig;

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
    Stripe { api_base: String, secret_key: Secret },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JobRunner {
    /// Jobs run on tasks inside the serving process (local server, tests).
    InProcess,
    /// Jobs run in the generation-worker Lambda, triggered by the jobs table's stream.
    DynamoDbStream,
}

/// The kinds of AI provider (decisions §2), each with its own API.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProviderKind {
    /// OpenAI's chat completions API.
    OpenAi,
    /// Anthropic's messages API.
    Anthropic,
    /// Any server speaking OpenAI's chat completions API at its own base URL (vLLM, Ollama, LM Studio, ...).
    OpenAiCompatible,
}

impl ProviderKind {
    /// The name recorded with each document ("Document Ready (Used fallback provider)" reads it).
    pub fn name(self) -> &'static str {
        match self {
            ProviderKind::OpenAi => "openai",
            ProviderKind::Anthropic => "anthropic",
            ProviderKind::OpenAiCompatible => "openai-compatible",
        }
    }
}

/// One configured AI provider: where it is, its key (optional for OpenAI-compatible servers) and the model.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProviderSettings {
    pub kind: ProviderKind,
    /// Without a trailing slash: `https://api.openai.com/v1`, `https://api.anthropic.com`.
    pub base_url: String,
    pub api_key: Option<Secret>,
    pub model: String,
}

/// Who drafts: the offline engine or an AI provider.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DraftingBackend {
    Offline,
    Provider(ProviderSettings),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AiConfig {
    pub primary: DraftingBackend,
    /// Tried when the primary fails or its answer fails the checks; `None` means no fallback.
    pub fallback: Option<DraftingBackend>,
    /// Per attempt: the longest wait for a provider to start answering, and then between pieces of its answer.
    pub timeout: Duration,
    /// Further attempts after a 429, a 5xx or a failed connection.
    pub max_retries: u32,
}

pub const DEFAULT_OPENAI_BASE_URL: &str = "https://api.openai.com/v1";
pub const DEFAULT_OPENAI_MODEL: &str = "gpt-4.1";
pub const DEFAULT_ANTHROPIC_BASE_URL: &str = "https://api.anthropic.com";
pub const DEFAULT_ANTHROPIC_MODEL: &str = "claude-sonnet-4-5";
pub const DEFAULT_AI_TIMEOUT_SECONDS: u64 = 120;
pub const DEFAULT_AI_MAX_RETRIES: u32 = 2;

impl AiConfig {
    /// No AI at all: the offline engine drafts, with no fallback (the product's behaviour with no settings).
    pub fn offline() -> AiConfig {
        AiConfig {
            primary: DraftingBackend::Offline,
            fallback: None,
            timeout: Duration::from_secs(DEFAULT_AI_TIMEOUT_SECONDS),
            max_retries: DEFAULT_AI_MAX_RETRIES,
        }
    }
}

#[derive(Clone, Debug)]
pub struct Config {
    pub site: SiteConfig,
    /// The site's public origin, for links in payment redirects and emails. Required on AWS Lambda
    /// (`Config::lambda_from_env`) and with Stripe; elsewhere it may be unset and the local server supplies it.
    pub public_base_url: Option<String>,
    pub data_dir: PathBuf,
    pub store: StoreBackend,
    pub files: FilesBackend,
    pub email: EmailBackend,
    pub email_from: String,
    pub payments: PaymentsBackend,
    pub webhook_secret: Secret,
    pub job_runner: JobRunner,
    /// Who drafts documents and answers 'Other (Beta)' questions.
    pub ai: AiConfig,
    /// Lambda behind CloudFront: the `x-origin-verify` value CloudFront adds, proving a request came through it.
    pub origin_verify_token: Option<Secret>,
    /// The operator's token for the integrations check and the guarantee actions; unset turns them off (404).
    pub admin_token: Option<Secret>,
    /// `ALLOW_TEST_PAYMENTS_ON_NETWORK`: TEST MODE payments (anybody gets a paid code for nothing) may run where
    /// other machines reach the site. Off unless set: see [`Config::refuse_exposed_test_payments`].
    pub allow_test_payments_on_network: bool,
    /// `COUNTER_HASH_KEY`: the key of the counters about a person (`limits::CounterKey`). Unset, the local server
    /// keeps one in its data folder; a Lambda requires it (every instance must hash alike).
    pub counter_hash_key: Option<Secret>,
}

/// The shortest `COUNTER_HASH_KEY` accepted.
pub const MIN_COUNTER_HASH_KEY_CHARS: usize = 32;

/// The variable that lets TEST MODE payments run on an address other machines can reach.
pub const ALLOW_TEST_PAYMENTS_ON_NETWORK: &str = "ALLOW_TEST_PAYMENTS_ON_NETWORK";

#[derive(Debug, thiserror::Error, PartialEq)]
#[error("configuration: {variable} {problem}")]
pub struct ConfigError {
    pub variable: &'static str,
    pub problem: String,
}

/// The webhook signing secret of the embedded test checkout, used only when payments run in test mode.
pub const LOCAL_WEBHOOK_SECRET: &str = "whsec_local_test_mode";

/// The variables whose values are secrets: no message, log line or error report may show them.
pub const SECRET_VARIABLES: [&str; 8] = [
    "STRIPE_SECRET_KEY",
    "STRIPE_WEBHOOK_SECRET",
    "OPENAI_API_KEY",
    "ANTHROPIC_API_KEY",
    "COMPATIBLE_API_KEY",
    "ORIGIN_VERIFY_TOKEN",
    "ADMIN_TOKEN",
    "COUNTER_HASH_KEY",
];

/// The shortest operator token accepted: long enough that the per-client limit on wrong ones makes guessing futile.
pub const MIN_ADMIN_TOKEN_CHARS: usize = 24;

impl Config {
    /// The configuration of a process that may fall back on local defaults (the local server, tools).
    pub fn from_env() -> Result<Config, ConfigError> {
        Self::from_lookup(|name| std::env::var(name).ok())
    }

    /// The configuration of a Lambda function, which has no address of its own that links could point to.
    pub fn lambda_from_env() -> Result<Config, ConfigError> {
        Self::lambda_from_lookup(|name| std::env::var(name).ok())
    }

    /// `from_lookup`, plus what only a Lambda requires: `PUBLIC_BASE_URL`, the sole source of the links in payment
    /// redirects and emails once no request may choose them.
    pub fn lambda_from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        let config = Self::from_lookup(lookup)?;
        if config.public_base_url.is_none() {
            return Err(ConfigError {
                variable: "PUBLIC_BASE_URL",
                problem: "is required on AWS Lambda (the site's public origin, e.g. https://docs.example.com)".into(),
            });
        }
        // Every instance of every function must hash a mailbox alike; a key file would differ per instance.
        if matches!(config.store, StoreBackend::DynamoDb(_)) && config.counter_hash_key.is_none() {
            return Err(ConfigError {
                variable: "COUNTER_HASH_KEY",
                problem: "is required on AWS Lambda with STORE_BACKEND=dynamodb (the SAM template generates one)"
                    .into(),
            });
        }
        // A Lambda is always reachable from the network.
        if let Some(warning) = config.refuse_exposed_test_payments(true)? {
            tracing::warn!("{warning}");
        }
        Ok(config)
    }

    /// Reads configuration through `lookup`, so tests can supply variables without touching the process environment.
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        let vars = Vars(&lookup);
        let get = |name: &str| vars.get(name);
        let require = |name: &'static str, because: &str| vars.require(name, because);
        let choice =
            |name: &'static str, default: &'static str, allowed: &[&'static str]| vars.choice(name, default, allowed);

        let public_base_url = get("PUBLIC_BASE_URL").map(|url| url.trim_end_matches('/').to_string());
        if let Some(url) = &public_base_url {
            check_public_base_url(url)?;
        }

        let store = match choice("STORE_BACKEND", "sqlite", &["sqlite", "dynamodb"])?.as_str() {
            "dynamodb" => StoreBackend::DynamoDb(DynamoTables {
                codes: require("CODES_TABLE", "STORE_BACKEND=dynamodb")?,
                checkouts: require("CHECKOUTS_TABLE", "STORE_BACKEND=dynamodb")?,
                jobs: require("JOBS_TABLE", "STORE_BACKEND=dynamodb")?,
                rate_limits: require("RATE_LIMITS_TABLE", "STORE_BACKEND=dynamodb")?,
                audit: require("AUDIT_TABLE", "STORE_BACKEND=dynamodb")?,
                reviews: require("REVIEWS_TABLE", "STORE_BACKEND=dynamodb")?,
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
                let secret_key = Secret::new(require("STRIPE_SECRET_KEY", "PAYMENTS_BACKEND=stripe")?);
                let webhook_secret = Secret::new(require("STRIPE_WEBHOOK_SECRET", "PAYMENTS_BACKEND=stripe")?);
                if webhook_secret.expose() == LOCAL_WEBHOOK_SECRET {
                    // This value is in the README: anybody could sign a "paid" event with it.
                    return Err(ConfigError {
                        variable: "STRIPE_WEBHOOK_SECRET",
                        problem: "is the documented local test secret; set the signing secret of your Stripe \
                                  webhook endpoint (whsec_...)"
                            .into(),
                    });
                }
                // Stripe sends real buyers to the return links, so they may only come from configuration.
                require("PUBLIC_BASE_URL", "PAYMENTS_BACKEND=stripe")?;
                (PaymentsBackend::Stripe { api_base, secret_key }, webhook_secret)
            }
            _ => {
                let webhook_secret = get("STRIPE_WEBHOOK_SECRET").unwrap_or_else(|| LOCAL_WEBHOOK_SECRET.into());
                (PaymentsBackend::Test, Secret::new(webhook_secret))
            }
        };
        let job_runner = match choice("JOB_RUNNER", "in-process", &["in-process", "dynamodb-stream"])?.as_str() {
            "dynamodb-stream" => JobRunner::DynamoDbStream,
            _ => JobRunner::InProcess,
        };

        let ai = ai_config(&vars)?;
        let site = SiteConfig::from_lookup(|name| vars.get(name))
            .map_err(|err| ConfigError { variable: err.variable, problem: err.problem })?;

        Ok(Config {
            site,
            public_base_url,
            data_dir: PathBuf::from(get("DATA_DIR").unwrap_or_else(|| "./data".into())),
            store,
            files,
            email,
            email_from,
            payments,
            webhook_secret,
            job_runner,
            ai,
            origin_verify_token: get("ORIGIN_VERIFY_TOKEN").map(Secret::new),
            admin_token: admin_token(&vars)?,
            allow_test_payments_on_network: vars.yes_no(ALLOW_TEST_PAYMENTS_ON_NETWORK, false)?,
            counter_hash_key: counter_hash_key(&vars)?,
        })
    }

    /// TEST MODE payments give anybody a paid code for nothing. Where other machines can reach the site (the local
    /// server on an address other than loopback, any Lambda) they run only with `ALLOW_TEST_PAYMENTS_ON_NETWORK`
    /// set; then the returned warning must be shown loudly. `Ok(None)`: nothing to say.
    pub fn refuse_exposed_test_payments(&self, reachable_from_network: bool) -> Result<Option<String>, ConfigError> {
        if !matches!(self.payments, PaymentsBackend::Test) || !reachable_from_network {
            return Ok(None);
        }
        if !self.allow_test_payments_on_network {
            return Err(ConfigError {
                variable: ALLOW_TEST_PAYMENTS_ON_NETWORK,
                problem: "is not set, and payments are in TEST MODE (PAYMENTS_BACKEND=test: anybody gets a paid code \
                          for nothing) on an address other machines can reach. Use PAYMENTS_BACKEND=stripe, listen on \
                          127.0.0.1, or set ALLOW_TEST_PAYMENTS_ON_NETWORK=yes for a private test network"
                    .into(),
            });
        }
        Ok(Some(
            "TEST MODE PAYMENTS ARE OPEN TO THE NETWORK: anybody who reaches this site gets paid document codes for \
             nothing (ALLOW_TEST_PAYMENTS_ON_NETWORK=yes). Never run this where real customers can reach it."
                .into(),
        ))
    }
}

/// `ADMIN_TOKEN`: unset (the operator functions are off), or at least [`MIN_ADMIN_TOKEN_CHARS`] visible characters.
fn counter_hash_key(vars: &Vars) -> Result<Option<Secret>, ConfigError> {
    let Some(key) = vars.get("COUNTER_HASH_KEY") else { return Ok(None) };
    if key.chars().count() < MIN_COUNTER_HASH_KEY_CHARS {
        return Err(ConfigError {
            variable: "COUNTER_HASH_KEY",
            problem: format!("must be at least {MIN_COUNTER_HASH_KEY_CHARS} characters"),
        });
    }
    Ok(Some(Secret::new(key)))
}

fn admin_token(vars: &Vars) -> Result<Option<Secret>, ConfigError> {
    let Some(token) = vars.get("ADMIN_TOKEN") else { return Ok(None) };
    if token.chars().count() < MIN_ADMIN_TOKEN_CHARS || !token.chars().all(|c| c.is_ascii_graphic()) {
        return Err(ConfigError {
            variable: "ADMIN_TOKEN",
            problem: format!(
                "must be at least {MIN_ADMIN_TOKEN_CHARS} printable ASCII characters without spaces (value not shown)"
            ),
        });
    }
    Ok(Some(Secret::new(token)))
}

/// `AI_PRIMARY`, `AI_FALLBACK` and the settings of the providers they name.
fn ai_config(vars: &Vars) -> Result<AiConfig, ConfigError> {
    const PRIMARY: [&str; 4] = ["offline", "openai", "anthropic", "openai-compatible"];
    const FALLBACK: [&str; 5] = ["none", "offline", "openai", "anthropic", "openai-compatible"];
    let primary = drafting_backend(vars, "AI_PRIMARY", &vars.choice("AI_PRIMARY", "offline", &PRIMARY)?)?;
    let fallback = match vars.choice("AI_FALLBACK", "none", &FALLBACK)?.as_str() {
        "none" => None,
        value => Some(drafting_backend(vars, "AI_FALLBACK", value)?),
    };
    Ok(AiConfig {
        primary,
        fallback,
        timeout: Duration::from_secs(vars.number("AI_TIMEOUT_SECONDS", DEFAULT_AI_TIMEOUT_SECONDS, 1..=3600)?),
        max_retries: vars.number("AI_MAX_RETRIES", DEFAULT_AI_MAX_RETRIES.into(), 0..=10)? as u32,
    })
}

/// The backend `variable` chose (`value`), with the settings that choice requires.
fn drafting_backend(vars: &Vars, variable: &'static str, value: &str) -> Result<DraftingBackend, ConfigError> {
    let because = format!("{variable}={value}");
    let url = |name: &'static str, default: Option<&str>| -> Result<String, ConfigError> {
        let url = match default {
            Some(default) => vars.get(name).unwrap_or_else(|| default.to_string()),
            None => vars.require(name, &because)?,
        };
        check_url(name, &url)?;
        Ok(url.trim_end_matches('/').to_string())
    };
    let settings = match value {
        "openai" => ProviderSettings {
            kind: ProviderKind::OpenAi,
            base_url: url("OPENAI_BASE_URL", Some(DEFAULT_OPENAI_BASE_URL))?,
            api_key: Some(Secret::new(vars.require("OPENAI_API_KEY", &because)?)),
            model: vars.get("OPENAI_MODEL").unwrap_or_else(|| DEFAULT_OPENAI_MODEL.into()),
        },
        "anthropic" => ProviderSettings {
            kind: ProviderKind::Anthropic,
            base_url: url("ANTHROPIC_BASE_URL", Some(DEFAULT_ANTHROPIC_BASE_URL))?,
            api_key: Some(Secret::new(vars.require("ANTHROPIC_API_KEY", &because)?)),
            model: vars.get("ANTHROPIC_MODEL").unwrap_or_else(|| DEFAULT_ANTHROPIC_MODEL.into()),
        },
        "openai-compatible" => ProviderSettings {
            kind: ProviderKind::OpenAiCompatible,
            base_url: url("COMPATIBLE_BASE_URL", None)?,
            api_key: vars.get("COMPATIBLE_API_KEY").map(Secret::new),
            model: vars.require("COMPATIBLE_MODEL", &because)?,
        },
        _ => return Ok(DraftingBackend::Offline),
    };
    Ok(DraftingBackend::Provider(settings))
}

/// The variables, read through a lookup: trimmed, and empty counts as unset.
struct Vars<'a>(&'a dyn Fn(&str) -> Option<String>);

impl Vars<'_> {
    fn get(&self, name: &str) -> Option<String> {
        (self.0)(name).map(|v| v.trim().to_string()).filter(|v| !v.is_empty())
    }

    fn require(&self, name: &'static str, because: &str) -> Result<String, ConfigError> {
        self.get(name).ok_or_else(|| ConfigError { variable: name, problem: format!("is required when {because}") })
    }

    /// One of `allowed` (case-insensitive), or `default` when unset.
    fn choice(
        &self,
        name: &'static str,
        default: &'static str,
        allowed: &[&'static str],
    ) -> Result<String, ConfigError> {
        let value = self.get(name).unwrap_or_else(|| default.to_string()).to_ascii_lowercase();
        if allowed.contains(&value.as_str()) {
            Ok(value)
        } else {
            Err(ConfigError {
                variable: name,
                problem: format!("must be one of {} (got {value:?})", allowed.join(", ")),
            })
        }
    }

    /// A yes-or-no setting (`yes`/`true`/`1` or `no`/`false`/`0`, case-insensitive), or `default` when unset.
    fn yes_no(&self, name: &'static str, default: bool) -> Result<bool, ConfigError> {
        let Some(raw) = self.get(name) else { return Ok(default) };
        match raw.to_ascii_lowercase().as_str() {
            "yes" | "true" | "1" => Ok(true),
            "no" | "false" | "0" => Ok(false),
            _ => Err(ConfigError { variable: name, problem: format!("must be yes or no (got {raw:?})") }),
        }
    }

    /// A whole number within `range`, or `default` when unset.
    fn number(
        &self,
        name: &'static str,
        default: u64,
        range: std::ops::RangeInclusive<u64>,
    ) -> Result<u64, ConfigError> {
        let Some(raw) = self.get(name) else { return Ok(default) };
        match raw.parse::<u64>() {
            Ok(value) if range.contains(&value) => Ok(value),
            _ => Err(ConfigError {
                variable: name,
                problem: format!("must be a whole number from {} to {} (got {raw:?})", range.start(), range.end()),
            }),
        }
    }
}

fn check_url(variable: &'static str, url: &str) -> Result<(), ConfigError> {
    match reqwest::Url::parse(url) {
        Ok(parsed) if matches!(parsed.scheme(), "http" | "https") => Ok(()),
        _ => Err(ConfigError { variable, problem: format!("must be an http(s) URL ({})", shown(url)) }),
    }
}

/// Links are this value plus a path (`/payment-success?...`), so it must be a plain origin (or origin and path),
/// with nothing a link would break on or leak: no query, fragment or credentials.
fn check_public_base_url(url: &str) -> Result<(), ConfigError> {
    let is_plain = reqwest::Url::parse(url).is_ok_and(|parsed| {
        matches!(parsed.scheme(), "http" | "https")
            && parsed.host_str().is_some_and(|host| !host.is_empty())
            && parsed.query().is_none()
            && parsed.fragment().is_none()
            && parsed.username().is_empty()
            && parsed.password().is_none()
    });
    if is_plain {
        Ok(())
    } else {
        Err(ConfigError {
            variable: "PUBLIC_BASE_URL",
            problem: format!(
                "must be the site's public http(s) origin, like https://docs.example.com, with no query, fragment \
                 or credentials ({})",
                shown(url)
            ),
        })
    }
}

/// A rejected URL as a message may quote it: not at all when it may carry credentials (`user:password@`).
fn shown(url: &str) -> String {
    if url.contains('@') {
        "value not shown: it may hold credentials".into()
    } else {
        format!("got {url:?}")
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
    fn stripe_refuses_the_documented_local_webhook_secret() {
        let local = [
            ("PAYMENTS_BACKEND", "stripe"),
            ("STRIPE_SECRET_KEY", "sk_live_x"),
            ("PUBLIC_BASE_URL", "https://docs.example.com"),
        ];
        let err = config(&[local.as_slice(), &[("STRIPE_WEBHOOK_SECRET", LOCAL_WEBHOOK_SECRET)]].concat()).unwrap_err();
        assert_eq!(err.variable, "STRIPE_WEBHOOK_SECRET");
        assert!(err.problem.contains("documented local test secret"), "{err}");
        assert!(config(&[local.as_slice(), &[("STRIPE_WEBHOOK_SECRET", "whsec_a1b2c3")]].concat()).is_ok());
    }

    #[test]
    fn test_payments_reachable_from_the_network_need_the_explicit_setting() {
        let default = config(&[]).unwrap();
        assert_eq!(default.refuse_exposed_test_payments(false), Ok(None), "loopback: the embedded default");
        let err = default.refuse_exposed_test_payments(true).unwrap_err();
        assert_eq!(err.variable, ALLOW_TEST_PAYMENTS_ON_NETWORK);
        let allowed = config(&[(ALLOW_TEST_PAYMENTS_ON_NETWORK, "yes")]).unwrap();
        let warning = allowed.refuse_exposed_test_payments(true).unwrap().expect("a warning to show");
        assert!(warning.contains("TEST MODE"), "{warning}");
        let stripe = config(&[STRIPE.as_slice(), &[("PUBLIC_BASE_URL", "https://docs.example.com")]].concat()).unwrap();
        assert_eq!(stripe.refuse_exposed_test_payments(true), Ok(None), "real payments need no permission");
        assert_eq!(
            config(&[(ALLOW_TEST_PAYMENTS_ON_NETWORK, "maybe")]).unwrap_err().variable,
            ALLOW_TEST_PAYMENTS_ON_NETWORK
        );
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

    const STRIPE: [(&str, &str); 3] =
        [("PAYMENTS_BACKEND", "stripe"), ("STRIPE_SECRET_KEY", "sk_test_x"), ("STRIPE_WEBHOOK_SECRET", "whsec_x")];

    fn lambda_config(vars: &[(&str, &str)]) -> Result<Config, ConfigError> {
        let vars: HashMap<String, String> = vars.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        Config::lambda_from_lookup(|name| vars.get(name).cloned())
    }

    #[test]
    fn a_lambda_needs_real_payments_or_the_explicit_setting_and_a_counter_key_with_dynamodb() {
        let public = ("PUBLIC_BASE_URL", "https://docs.example.com");
        let err = lambda_config(&[public]).unwrap_err();
        assert_eq!(err.variable, ALLOW_TEST_PAYMENTS_ON_NETWORK, "TEST MODE on a Lambda needs saying so");
        assert!(lambda_config(&[public, (ALLOW_TEST_PAYMENTS_ON_NETWORK, "yes")]).is_ok());
        assert!(lambda_config(&[STRIPE.as_slice(), &[public]].concat()).is_ok());
        let tables = [
            ("STORE_BACKEND", "dynamodb"),
            ("CODES_TABLE", "c"),
            ("CHECKOUTS_TABLE", "k"),
            ("JOBS_TABLE", "j"),
            ("RATE_LIMITS_TABLE", "r"),
            ("AUDIT_TABLE", "a"),
            ("REVIEWS_TABLE", "v"),
        ];
        let on_dynamodb = [STRIPE.as_slice(), &[public], &tables].concat();
        assert_eq!(lambda_config(&on_dynamodb).unwrap_err().variable, "COUNTER_HASH_KEY");
        let keyed = [on_dynamodb.as_slice(), &[("COUNTER_HASH_KEY", "0123456789abcdef0123456789abcdef")]].concat();
        assert!(lambda_config(&keyed).is_ok());
    }

    #[test]
    fn a_lambda_refuses_to_start_without_the_public_url() {
        let err = lambda_config(&[]).unwrap_err();
        assert_eq!(err.variable, "PUBLIC_BASE_URL");
        assert!(err.to_string().contains("PUBLIC_BASE_URL is required on AWS Lambda"), "{err}");
        // Blank counts as unset: an empty template parameter must not slip through.
        assert_eq!(lambda_config(&[("PUBLIC_BASE_URL", "  ")]).unwrap_err().variable, "PUBLIC_BASE_URL");

        let allowed = (ALLOW_TEST_PAYMENTS_ON_NETWORK, "yes");
        let config = lambda_config(&[("PUBLIC_BASE_URL", "https://docs.example.com/"), allowed]).unwrap();
        assert_eq!(config.public_base_url.as_deref(), Some("https://docs.example.com"));
    }

    #[test]
    fn stripe_refuses_to_start_without_the_public_url_wherever_it_runs() {
        let err = config(&STRIPE).unwrap_err();
        assert_eq!(err.variable, "PUBLIC_BASE_URL");
        assert!(err.to_string().contains("PAYMENTS_BACKEND=stripe"), "{err}");

        let with_url = [STRIPE.as_slice(), &[("PUBLIC_BASE_URL", "https://docs.example.com")]].concat();
        let config = config(&with_url).unwrap();
        assert!(matches!(config.payments, PaymentsBackend::Stripe { .. }));
        assert_eq!(config.public_base_url.as_deref(), Some("https://docs.example.com"));
    }

    #[test]
    fn the_local_defaults_run_without_a_public_url() {
        assert_eq!(config(&[]).unwrap().public_base_url, None);
    }

    #[test]
    fn a_public_url_that_links_would_break_on_is_refused() {
        for bad in [
            "docs.example.com",
            "ftp://docs.example.com",
            "https://",
            "https://docs.example.com/?ref=mail",
            "https://docs.example.com/#top",
            "mailto:support@example.com",
        ] {
            let err = lambda_config(&[("PUBLIC_BASE_URL", bad)]).unwrap_err();
            assert_eq!(err.variable, "PUBLIC_BASE_URL", "{bad}");
        }
        // A path is fine: links are built under it.
        let allowed = (ALLOW_TEST_PAYMENTS_ON_NETWORK, "yes");
        let config = lambda_config(&[("PUBLIC_BASE_URL", "https://example.com/docs/"), allowed]).unwrap();
        assert_eq!(config.public_base_url.as_deref(), Some("https://example.com/docs"));
    }

    #[test]
    fn a_refused_url_never_quotes_its_credentials() {
        let err = config(&[("PUBLIC_BASE_URL", "https://admin:hunter2@docs.example.com")]).unwrap_err();
        assert_eq!(err.variable, "PUBLIC_BASE_URL");
        assert!(!err.to_string().contains("hunter2"), "{err}");
        let err = config(&[("AI_PRIMARY", "openai"), ("OPENAI_API_KEY", "sk-x"), ("OPENAI_BASE_URL", "ftp://u:pw@x")])
            .unwrap_err();
        assert_eq!(err.variable, "OPENAI_BASE_URL");
        assert!(!err.to_string().contains("pw@"), "{err}");
    }

    #[test]
    fn no_ai_settings_means_the_offline_engine_alone() {
        assert_eq!(config(&[]).unwrap().ai, AiConfig::offline());
    }

    #[test]
    fn an_openai_primary_without_its_key_is_refused() {
        let err = config(&[("AI_PRIMARY", "openai")]).unwrap_err();
        assert_eq!(err.variable, "OPENAI_API_KEY");
        assert!(err.to_string().contains("AI_PRIMARY=openai"), "{err}");
    }

    #[test]
    fn each_chosen_provider_requires_its_own_settings() {
        let err = config(&[("AI_FALLBACK", "anthropic")]).unwrap_err();
        assert_eq!(err.variable, "ANTHROPIC_API_KEY");
        assert!(err.to_string().contains("AI_FALLBACK=anthropic"), "{err}");
        let err = config(&[("AI_PRIMARY", "openai-compatible"), ("COMPATIBLE_MODEL", "llama3")]).unwrap_err();
        assert_eq!(err.variable, "COMPATIBLE_BASE_URL");
        let err = config(&[("AI_PRIMARY", "openai-compatible"), ("COMPATIBLE_BASE_URL", "http://127.0.0.1:11434/v1")])
            .unwrap_err();
        assert_eq!(err.variable, "COMPATIBLE_MODEL");
        let err = config(&[("AI_PRIMARY", "gemini")]).unwrap_err();
        assert_eq!(err.variable, "AI_PRIMARY");
        let err = config(&[("AI_FALLBACK", "openai"), ("OPENAI_API_KEY", "sk-x"), ("OPENAI_BASE_URL", "ftp://x")])
            .unwrap_err();
        assert_eq!(err.variable, "OPENAI_BASE_URL");
        assert_eq!(config(&[("AI_TIMEOUT_SECONDS", "0")]).unwrap_err().variable, "AI_TIMEOUT_SECONDS");
        assert_eq!(config(&[("AI_MAX_RETRIES", "many")]).unwrap_err().variable, "AI_MAX_RETRIES");
    }

    #[test]
    fn providers_take_their_defaults_and_keys_never_show() {
        let config = config(&[
            ("AI_PRIMARY", "Anthropic"),
            ("ANTHROPIC_API_KEY", "sk-ant-secret"),
            ("AI_FALLBACK", "openai-compatible"),
            ("COMPATIBLE_BASE_URL", "http://127.0.0.1:8000/v1/"),
            ("COMPATIBLE_MODEL", "llama3"),
            ("AI_TIMEOUT_SECONDS", "30"),
            ("AI_MAX_RETRIES", "0"),
        ])
        .unwrap();
        let DraftingBackend::Provider(primary) = &config.ai.primary else { panic!("{:?}", config.ai) };
        assert_eq!(primary.kind, ProviderKind::Anthropic);
        assert_eq!(primary.base_url, DEFAULT_ANTHROPIC_BASE_URL);
        assert_eq!(primary.model, DEFAULT_ANTHROPIC_MODEL);
        assert_eq!(primary.api_key.as_ref().map(Secret::expose), Some("sk-ant-secret"));
        let Some(DraftingBackend::Provider(fallback)) = &config.ai.fallback else { panic!("{:?}", config.ai) };
        assert_eq!(fallback.base_url, "http://127.0.0.1:8000/v1");
        assert_eq!(fallback.api_key, None);
        assert_eq!(config.ai.timeout, Duration::from_secs(30));
        assert_eq!(config.ai.max_retries, 0);
        assert!(!format!("{config:?}").contains("sk-ant-secret"));
    }

    /// An OpenAI-compatible primary, the one provider whose key is optional.
    fn compatible_vars() -> [(&'static str, &'static str); 4] {
        [
            ("AI_PRIMARY", "openai-compatible"),
            ("COMPATIBLE_BASE_URL", "http://127.0.0.1:8000/v1"),
            ("COMPATIBLE_MODEL", "llama3"),
            ("COMPATIBLE_API_KEY", "compatible-key-value"),
        ]
    }

    #[test]
    fn a_printed_configuration_shows_no_secret() {
        let secrets = [
            ("STRIPE_SECRET_KEY", "sk_live_stripe_key_value"),
            ("STRIPE_WEBHOOK_SECRET", "whsec_webhook_secret_value"),
            ("OPENAI_API_KEY", "sk-openai-key-value"),
            ("ANTHROPIC_API_KEY", "sk-ant-key-value"),
            ("COMPATIBLE_API_KEY", "compatible-key-value"),
            ("ORIGIN_VERIFY_TOKEN", "origin-token-value"),
            ("ADMIN_TOKEN", "admin-token-value-0123456789"),
            ("COUNTER_HASH_KEY", "counter-hash-key-value-0123456789abcdef"),
        ];
        assert_eq!(secrets.map(|(name, _)| name), SECRET_VARIABLES, "every secret variable is tried");
        let others = [
            ("PAYMENTS_BACKEND", "stripe"),
            ("PUBLIC_BASE_URL", "https://docs.example.com"),
            ("AI_PRIMARY", "openai"),
            ("AI_FALLBACK", "anthropic"),
        ];
        let stripe_and_ai = config(&[secrets.as_slice(), &others].concat()).unwrap();
        let shown_compatible = format!("{:?}", config(&compatible_vars()).unwrap());
        assert!(!shown_compatible.contains("compatible-key-value"), "{shown_compatible}");
        let config = stripe_and_ai;
        for shown in [format!("{config:?}"), format!("{config:#?}")] {
            for (name, value) in secrets {
                assert!(!shown.contains(value), "{name} shows in {shown}");
            }
            assert!(shown.contains(crate::secret::REDACTED), "{shown}");
        }
        // Each is still there for the code that uses it.
        let PaymentsBackend::Stripe { secret_key, .. } = &config.payments else { panic!("{config:?}") };
        assert_eq!(secret_key.expose(), "sk_live_stripe_key_value");
        assert_eq!(config.webhook_secret.expose(), "whsec_webhook_secret_value");
        assert_eq!(config.origin_verify_token.as_ref().map(Secret::expose), Some("origin-token-value"));
        assert_eq!(config.admin_token.as_ref().map(Secret::expose), Some("admin-token-value-0123456789"));
        let key = config.counter_hash_key.as_ref().map(Secret::expose);
        assert_eq!(key, Some("counter-hash-key-value-0123456789abcdef"));
    }

    #[test]
    fn a_short_counter_hash_key_stops_start_up_without_showing_it() {
        let err = config(&[("COUNTER_HASH_KEY", "too-short-key")]).unwrap_err();
        assert_eq!(err.variable, "COUNTER_HASH_KEY");
        assert!(!err.to_string().contains("too-short-key"), "{err}");
    }

    #[test]
    fn a_short_admin_token_stops_start_up_without_showing_it() {
        let err = config(&[("ADMIN_TOKEN", "short-token")]).unwrap_err();
        assert_eq!(err.variable, "ADMIN_TOKEN");
        assert!(!err.to_string().contains("short-token"), "{err}");
        assert!(config(&[]).unwrap().admin_token.is_none(), "unset: the operator functions are off");
    }
}
