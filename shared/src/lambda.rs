//! Running a function as an AWS Lambda: the same handlers, behind lambda_http (HTTP API events) or
//! lambda_runtime (the jobs table's stream).

use crate::api::{self, Function};
use crate::config::{Config, ConfigError, SECRET_VARIABLES};
use crate::context::AppContext;
use crate::http::ApiRequest;
use crate::secret::Secret;
use lambda_http::{Body, Request, RequestExt};
use std::future::Future;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

/// Header CloudFront adds to every `/api/*` request; its value is `ORIGIN_VERIFY_TOKEN`. When it matches, the
/// request came through CloudFront and the viewer's address is the one CloudFront appended to X-Forwarded-For.
pub const ORIGIN_VERIFY_HEADER: &str = "x-origin-verify";

/// The Lambda Runtime API's address (`host:port`), set by the Lambda service in every execution environment.
pub const RUNTIME_API_VARIABLE: &str = "AWS_LAMBDA_RUNTIME_API";

/// The header that carries an error report's type to the Runtime API.
pub const ERROR_TYPE_HEADER: &str = "Lambda-Runtime-Function-Error-Type";

/// Why a function could not start. It is reported to the Runtime API's `/runtime/init/error`, so the function's
/// error state shows it, and logged as one line, so CloudWatch shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InitFailure {
    /// `Runtime.ConfigurationError` (a setting is missing or malformed) or `Runtime.AdapterError` (an adapter could
    /// not be set up from valid settings).
    pub error_type: &'static str,
    /// The setting at fault, when one is.
    pub variable: Option<&'static str>,
    /// What is wrong, naming variables and never showing a secret's value.
    pub message: String,
}

impl InitFailure {
    pub fn configuration(err: &ConfigError, lookup: impl Fn(&str) -> Option<String>) -> InitFailure {
        InitFailure {
            error_type: "Runtime.ConfigurationError",
            variable: Some(err.variable),
            message: without_secrets(err.to_string(), lookup),
        }
    }

    pub fn adapters(err: &anyhow::Error, lookup: impl Fn(&str) -> Option<String>) -> InitFailure {
        InitFailure {
            error_type: "Runtime.AdapterError",
            variable: None,
            message: without_secrets(format!("could not set up the adapters: {err:#}"), lookup),
        }
    }

    /// The body `/runtime/init/error` expects.
    pub fn report_body(&self) -> serde_json::Value {
        serde_json::json!({ "errorMessage": self.message, "errorType": self.error_type, "stackTrace": [] })
    }

    /// Tells the Runtime API at `runtime_api` (`host:port`) why the function cannot start. The Lambda service then
    /// records the init as failed with this error instead of "Runtime exited without providing a reason".
    pub async fn report_to(&self, runtime_api: &str) -> Result<(), String> {
        // The Runtime API is on the local host and answers at once; a proxy setting must not reroute it.
        let client = reqwest::Client::builder()
            .no_proxy()
            .timeout(Duration::from_secs(3))
            .build()
            .map_err(|e| format!("cannot build an HTTP client: {e}"))?;
        let response = client
            .post(format!("http://{runtime_api}/2018-06-01/runtime/init/error"))
            .header(ERROR_TYPE_HEADER, self.error_type)
            .json(&self.report_body())
            .send()
            .await
            .map_err(|e| format!("the Runtime API did not answer: {e}"))?;
        if response.status().is_success() {
            Ok(())
        } else {
            Err(format!("the Runtime API answered {}", response.status()))
        }
    }

    /// Reports the failure to the Runtime API (when there is one) and logs it: one line, JSON with `LOG_FORMAT=json`,
    /// saying whether the report got through.
    pub async fn report_and_log(&self) {
        let report = match std::env::var(RUNTIME_API_VARIABLE) {
            Ok(runtime_api) if !runtime_api.trim().is_empty() => self.report_to(runtime_api.trim()).await,
            _ => Err(format!("{RUNTIME_API_VARIABLE} is not set")),
        };
        tracing::error!(
            error_type = self.error_type,
            variable = self.variable,
            reported_to_runtime = report.is_ok(),
            report_problem = report.err(),
            "the function cannot start: {}",
            self.message
        );
    }
}

/// The variables the Lambda service sets and the runtime client cannot run without (it panics when one is missing).
const LAMBDA_ENVIRONMENT: [&str; 4] = [
    RUNTIME_API_VARIABLE,
    "AWS_LAMBDA_FUNCTION_NAME",
    "AWS_LAMBDA_FUNCTION_MEMORY_SIZE",
    "AWS_LAMBDA_FUNCTION_VERSION",
];

/// Whether this process runs where the Lambda service put it; a function binary started by hand says so in one line
/// rather than a panic from inside the runtime client.
fn check_lambda_environment(lookup: impl Fn(&str) -> Option<String>) -> Result<(), InitFailure> {
    let missing: Vec<&'static str> = LAMBDA_ENVIRONMENT
        .into_iter()
        .filter(|name| lookup(name).is_none_or(|value| value.trim().is_empty()))
        .collect();
    if let Some(&first) = missing.first() {
        return Err(InitFailure {
            error_type: "Runtime.ConfigurationError",
            variable: Some(first),
            message: format!(
                "{} not set: this binary runs only as an AWS Lambda function (run local-server on a machine)",
                missing.join(", ")
            ),
        });
    }
    if lookup("AWS_LAMBDA_FUNCTION_MEMORY_SIZE").is_some_and(|value| value.trim().parse::<i32>().is_err()) {
        return Err(InitFailure {
            error_type: "Runtime.ConfigurationError",
            variable: Some("AWS_LAMBDA_FUNCTION_MEMORY_SIZE"),
            message: "AWS_LAMBDA_FUNCTION_MEMORY_SIZE must be a whole number".into(),
        });
    }
    Ok(())
}

/// `message` with the value of every secret variable replaced, in case an adapter's error quotes one.
fn without_secrets(mut message: String, lookup: impl Fn(&str) -> Option<String>) -> String {
    for name in SECRET_VARIABLES {
        if let Some(secret) = lookup(name).map(|value| value.trim().to_string()).filter(|value| !value.is_empty()) {
            message = message.replace(&secret, "<redacted>");
        }
    }
    message
}

/// Builds the context once per cold start, in the Lambda environment, from the Lambda configuration (which requires
/// `PUBLIC_BASE_URL`).
pub async fn context() -> Result<Arc<AppContext>, InitFailure> {
    let env = |name: &str| std::env::var(name).ok();
    check_lambda_environment(env)?;
    let config = Config::lambda_from_env().map_err(|err| InitFailure::configuration(&err, env))?;
    let (context, _no_in_process_queue) =
        AppContext::from_config(config).await.map_err(|err| InitFailure::adapters(&err, env))?;
    Ok(Arc::new(context))
}

/// Every function's life: build the context, then `serve` invocations with it until the runtime stops. A failure
/// to start is reported and logged (`InitFailure::report_and_log`) and the process exits non-zero, as it does when
/// the runtime loop fails.
async fn run_function<Serve, Serving>(serve: Serve) -> ExitCode
where
    Serve: FnOnce(Arc<AppContext>) -> Serving,
    Serving: Future<Output = Result<(), lambda_runtime::Error>>,
{
    crate::telemetry::init();
    let ctx = match context().await {
        Ok(ctx) => ctx,
        Err(failure) => {
            failure.report_and_log().await;
            return ExitCode::FAILURE;
        }
    };
    match serve(ctx).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            tracing::error!(error = %err, "the Lambda runtime loop stopped");
            ExitCode::FAILURE
        }
    }
}

/// Serves one HTTP function until the runtime stops.
pub async fn serve(function: Function) -> ExitCode {
    run_function(|ctx| {
        lambda_http::run(lambda_http::service_fn(move |event: Request| {
            let ctx = ctx.clone();
            async move { Ok::<_, std::convert::Infallible>(handle(&ctx, function, event).await) }
        }))
    })
    .await
}

async fn handle(ctx: &AppContext, function: Function, event: Request) -> lambda_http::Response<Body> {
    let request_id = event.lambda_context_ref().map(|c| c.request_id.clone()).unwrap_or_default();
    let source_ip = match event.request_context_ref() {
        Some(lambda_http::request::RequestContext::ApiGatewayV2(context)) => context.http.source_ip.clone(),
        _ => None,
    };
    let (parts, body) = event.into_parts();
    let client_ip =
        viewer_address(&parts.headers, source_ip, ctx.config.origin_verify_token.as_ref().map(Secret::expose));
    let request = ApiRequest {
        method: parts.method,
        query: parts.uri.query().unwrap_or_default().to_string(),
        headers: parts.headers,
        body: match body {
            Body::Empty => bytes::Bytes::new(),
            Body::Text(text) => text.into(),
            Body::Binary(bytes) => bytes.into(),
            _ => bytes::Bytes::new(),
        },
        client_ip,
        request_id,
    };
    let response = api::dispatch(ctx, function, request).await;
    let is_text = response
        .headers
        .get(http::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|t| t.starts_with("application/json") || t.starts_with("text/"));
    let mut builder = http::Response::builder().status(response.status);
    for (name, value) in &response.headers {
        builder = builder.header(name, value);
    }
    let body = if is_text {
        Body::Text(String::from_utf8_lossy(&response.body).into_owned())
    } else {
        Body::Binary(response.body.to_vec())
    };
    builder.body(body).unwrap_or_else(|_| {
        let mut fallback = lambda_http::Response::new(Body::Empty);
        *fallback.status_mut() = http::StatusCode::INTERNAL_SERVER_ERROR;
        fallback
    })
}

/// The visitor's address: CloudFront's X-Forwarded-For entry when the request provably came through CloudFront,
/// else API Gateway's source address.
pub fn viewer_address(
    headers: &http::HeaderMap,
    source_ip: Option<String>,
    origin_verify_token: Option<&str>,
) -> Option<String> {
    let expected = origin_verify_token;
    let presented = headers.get(ORIGIN_VERIFY_HEADER).and_then(|v| v.to_str().ok());
    if let (Some(expected), Some(presented)) = (expected, presented) {
        if expected == presented {
            let forwarded = headers.get("x-forwarded-for").and_then(|v| v.to_str().ok()).unwrap_or_default();
            let mut hops: Vec<&str> = forwarded.split(',').map(str::trim).filter(|h| !h.is_empty()).collect();
            // API Gateway may append CloudFront's own address last; the viewer is the entry CloudFront added before it.
            if hops.last().copied() == source_ip.as_deref() {
                hops.pop();
            }
            if let Some(viewer) = hops.last() {
                return Some(viewer.to_string());
            }
        }
    }
    source_ip
}

/// Serves the generation worker: each invocation is a batch of the jobs table's stream records.
pub async fn serve_generation_worker() -> ExitCode {
    run_function(|ctx| {
        lambda_runtime::run(lambda_runtime::service_fn(
            move |event: lambda_runtime::LambdaEvent<crate::queue::StreamEvent>| {
                let ctx = ctx.clone();
                async move {
                    Ok::<_, lambda_runtime::Error>(crate::generation::handle_stream_event(&ctx, event.payload).await)
                }
            },
        ))
    })
    .await
}

/// Serves the job sweeper: each scheduled invocation (EventBridge, every minute) queues overdue jobs again for the
/// worker, or closes them with their credit returned (docs/decisions/0008).
pub async fn serve_job_sweeper() -> ExitCode {
    run_function(|ctx| {
        lambda_runtime::run(lambda_runtime::service_fn(
            move |_scheduled: lambda_runtime::LambdaEvent<crate::queue::ScheduledEvent>| {
                let ctx = ctx.clone();
                async move { crate::generation::sweep(&ctx).await.map_err(lambda_runtime::Error::from) }
            },
        ))
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn lookup(vars: &[(&'static str, &'static str)]) -> impl Fn(&str) -> Option<String> {
        let vars: HashMap<&str, &str> = vars.iter().copied().collect();
        move |name| vars.get(name).map(|value| value.to_string())
    }

    #[test]
    fn a_secret_quoted_by_an_adapter_error_is_not_reported() {
        let env =
            lookup(&[("OPENAI_API_KEY", "sk-proj-abc123"), ("STRIPE_SECRET_KEY", " sk_live_xyz "), ("SITE_NAME", "x")]);
        let err = anyhow::anyhow!("invalid header value sk-proj-abc123").context("OpenAI client with key sk_live_xyz");
        let failure = InitFailure::adapters(&err, env);
        assert_eq!(failure.error_type, "Runtime.AdapterError");
        assert!(!failure.message.contains("abc123") && !failure.message.contains("sk_live_xyz"), "{failure:?}");
        assert!(failure.message.contains("invalid header value <redacted>"), "{failure:?}");
    }

    #[test]
    fn a_configuration_error_becomes_a_report_naming_the_variable() {
        let err = ConfigError { variable: "JOBS_TABLE", problem: "is required when STORE_BACKEND=dynamodb".into() };
        let failure = InitFailure::configuration(&err, lookup(&[]));
        assert_eq!(failure.variable, Some("JOBS_TABLE"));
        assert_eq!(
            failure.report_body(),
            serde_json::json!({
                "errorMessage": "configuration: JOBS_TABLE is required when STORE_BACKEND=dynamodb",
                "errorType": "Runtime.ConfigurationError",
                "stackTrace": []
            })
        );
    }

    #[test]
    fn a_binary_started_outside_lambda_says_so_instead_of_panicking() {
        let lambda = [
            ("AWS_LAMBDA_RUNTIME_API", "127.0.0.1:9001"),
            ("AWS_LAMBDA_FUNCTION_NAME", "validate-document-code"),
            ("AWS_LAMBDA_FUNCTION_MEMORY_SIZE", "256"),
            ("AWS_LAMBDA_FUNCTION_VERSION", "$LATEST"),
        ];
        assert_eq!(check_lambda_environment(lookup(&lambda)), Ok(()));
        let failure = check_lambda_environment(lookup(&[])).unwrap_err();
        assert_eq!(failure.variable, Some("AWS_LAMBDA_RUNTIME_API"));
        assert!(failure.message.contains("runs only as an AWS Lambda function"), "{failure:?}");
        let mut odd_memory = lambda;
        odd_memory[2].1 = "lots";
        let failure = check_lambda_environment(lookup(&odd_memory)).unwrap_err();
        assert_eq!(failure.variable, Some("AWS_LAMBDA_FUNCTION_MEMORY_SIZE"));
    }

    fn headers(pairs: &[(&'static str, &str)]) -> http::HeaderMap {
        pairs.iter().map(|(name, value)| (http::HeaderName::from_static(name), value.parse().unwrap())).collect()
    }

    #[test]
    fn the_viewer_is_read_from_forwarded_for_only_through_cloudfront() {
        let edge = Some("130.176.1.1".to_string());
        let via_cloudfront =
            headers(&[("x-origin-verify", "token-1"), ("x-forwarded-for", "6.6.6.6, 203.0.113.9, 130.176.1.1")]);
        assert_eq!(viewer_address(&via_cloudfront, edge.clone(), Some("token-1")).as_deref(), Some("203.0.113.9"));

        // A direct call to the API Gateway URL cannot choose its address by forging X-Forwarded-For.
        let forged = headers(&[("x-origin-verify", "guess"), ("x-forwarded-for", "203.0.113.9")]);
        assert_eq!(
            viewer_address(&forged, Some("198.51.100.7".into()), Some("token-1")).as_deref(),
            Some("198.51.100.7")
        );
        let no_token_configured = headers(&[("x-forwarded-for", "203.0.113.9")]);
        assert_eq!(
            viewer_address(&no_token_configured, Some("198.51.100.7".into()), None).as_deref(),
            Some("198.51.100.7")
        );
    }
}
