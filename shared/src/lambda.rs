//! Running a function as an AWS Lambda: the same handlers, behind lambda_http (API Gateway events: the REST API's
//! payload 1.0 that the stack delivers, or an HTTP API's 2.0) or lambda_runtime (the jobs table's stream).

use crate::api::{self, Function};
use crate::config::{Config, ConfigError, SECRET_VARIABLES};
use crate::context::AppContext;
use crate::http::ApiRequest;
use crate::secret::Secret;
use lambda_http::request::RequestContext;
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
        // In the init phase, so the first invocation does not pay for the engine's tables and templates.
        function.warm_up(ctx.clock.now().date());
        lambda_http::run(lambda_http::service_fn(move |event: Request| {
            let ctx = ctx.clone();
            async move { Ok::<_, std::convert::Infallible>(handle(&ctx, function, event).await) }
        }))
    })
    .await
}

async fn handle(ctx: &AppContext, function: Function, event: Request) -> lambda_http::Response<Body> {
    let request_id = event.lambda_context_ref().map(|c| c.request_id.clone()).unwrap_or_default();
    let client_ip = client_address(&event, ctx.config.origin_verify_token.as_ref().map(Secret::expose));
    let (parts, body) = event.into_parts();
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

/// The caller's address for rate limits, from an API Gateway event: the viewer's when the request came through
/// CloudFront (`viewer_address`), else the address API Gateway saw.
pub fn client_address(event: &Request, origin_verify_token: Option<&str>) -> Option<String> {
    viewer_address(event.headers(), gateway_source_ip(event.request_context_ref()), origin_verify_token)
}

/// The address of the connection API Gateway answered: `identity.sourceIp` of a REST API event (payload 1.0, what
/// the stack's REST API sends), `http.sourceIp` of an HTTP API event (2.0). Behind CloudFront it is an edge's address.
fn gateway_source_ip(context: Option<&RequestContext>) -> Option<String> {
    match context? {
        RequestContext::ApiGatewayV1(context) => context.identity.source_ip.clone(),
        RequestContext::ApiGatewayV2(context) => context.http.source_ip.clone(),
        _ => None,
    }
    .filter(|ip| !ip.trim().is_empty())
}

/// The visitor's address: CloudFront's X-Forwarded-For entry when the request provably came through CloudFront,
/// else API Gateway's source address. CloudFront appends the viewer's address to X-Forwarded-For, and API Gateway
/// (REST and HTTP APIs alike) may append the edge's address after it: that one, equal to `source_ip`, is skipped.
pub fn viewer_address(
    headers: &http::HeaderMap,
    source_ip: Option<String>,
    origin_verify_token: Option<&str>,
) -> Option<String> {
    let expected = origin_verify_token;
    let presented = headers.get(ORIGIN_VERIFY_HEADER).and_then(|v| v.to_str().ok());
    if let (Some(expected), Some(presented)) = (expected, presented) {
        if expected == presented {
            // Every X-Forwarded-For line in order (a client may send its own lines; CloudFront's entry comes last).
            let mut hops: Vec<&str> = headers
                .get_all("x-forwarded-for")
                .iter()
                .filter_map(|v| v.to_str().ok())
                .flat_map(|line| line.split(','))
                .map(str::trim)
                .filter(|h| !h.is_empty())
                .collect();
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
        crate::drafting::warm_up(ctx.clock.now().date());
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

    /// An API Gateway REST API event (payload 1.0) for `method path` with `headers` and a plain-text `body`, from
    /// `source_ip`, as the stack's API (stage `live`) delivers it.
    fn rest_event(method: &str, path: &str, headers: serde_json::Value, body: &str, source_ip: &str) -> Request {
        let multi_value_headers: serde_json::Map<String, serde_json::Value> = headers
            .as_object()
            .expect("an object")
            .iter()
            .map(|(name, value)| (name.clone(), serde_json::json!([value])))
            .collect();
        let event = serde_json::json!({
            "resource": path, "path": path, "httpMethod": method,
            "headers": headers, "multiValueHeaders": multi_value_headers,
            "queryStringParameters": null, "multiValueQueryStringParameters": null,
            "pathParameters": null, "stageVariables": null,
            "requestContext": {
                "accountId": "123456789012", "apiId": "abcdef1234",
                "domainName": "abcdef1234.execute-api.us-east-1.amazonaws.com", "httpMethod": method,
                "identity": { "sourceIp": source_ip, "userAgent": "Amazon CloudFront" },
                "path": format!("/live{path}"), "protocol": "HTTP/1.1",
                "requestId": "c6af9ac6-7b61-11e6-9a41-93e8deadbeef", "requestTimeEpoch": 1741608000000u64,
                "resourceId": "a1b2c3", "resourcePath": path, "stage": "live"
            },
            "body": body,
            "isBase64Encoded": false
        });
        lambda_http::request::from_str(&event.to_string()).expect("a REST API event")
    }

    /// A validate-document-code event through CloudFront: its edge is the source, the viewer the second-last
    /// X-Forwarded-For entry (API Gateway appended the edge), `x-origin-verify` as given.
    fn rest_api_event(forwarded_for: &str, origin_verify: Option<&str>, source_ip: &str) -> Request {
        let mut headers = serde_json::json!({
            "Accept": "application/json",
            "Content-Type": "application/json",
            "Host": "abcdef1234.execute-api.us-east-1.amazonaws.com",
            "X-Forwarded-For": forwarded_for,
            "X-Forwarded-Proto": "https"
        });
        if let Some(token) = origin_verify {
            headers["x-origin-verify"] = token.into();
        }
        rest_event("POST", "/api/validate-document-code", headers, r#"{"code":"ABCDEFGH"}"#, source_ip)
    }

    #[test]
    fn a_rest_api_event_through_cloudfront_counts_against_the_viewer() {
        let edge = "130.176.1.1";
        let event = rest_api_event("6.6.6.6, 203.0.113.9, 130.176.1.1", Some("token-1"), edge);
        assert!(matches!(event.request_context_ref(), Some(RequestContext::ApiGatewayV1(_))), "read as payload 1.0");
        assert_eq!(client_address(&event, Some("token-1")).as_deref(), Some("203.0.113.9"));

        // An IPv6 viewer is one entry like any other (CloudFront writes it without brackets or port).
        let event = rest_api_event("2001:db8::7, 130.176.1.1", Some("token-1"), edge);
        assert_eq!(client_address(&event, Some("token-1")).as_deref(), Some("2001:db8::7"));

        // Had API Gateway not appended the edge, the last entry is still CloudFront's, the viewer.
        let event = rest_api_event("6.6.6.6, 203.0.113.9", Some("token-1"), edge);
        assert_eq!(client_address(&event, Some("token-1")).as_deref(), Some("203.0.113.9"));
    }

    #[test]
    fn a_direct_call_to_the_rest_api_counts_against_its_own_address() {
        // Straight to the execute-api URL: no token, or a guessed one, and a forged X-Forwarded-For.
        let caller = "198.51.100.7";
        for token in [None, Some("guess")] {
            let event = rest_api_event("203.0.113.9, 198.51.100.7", token, caller);
            assert_eq!(client_address(&event, Some("token-1")).as_deref(), Some(caller), "{token:?}");
        }
        // Without a configured token nothing forwarded is believed.
        let event = rest_api_event("203.0.113.9, 130.176.1.1", Some("token-1"), "130.176.1.1");
        assert_eq!(client_address(&event, None).as_deref(), Some("130.176.1.1"));
    }

    #[test]
    fn an_http_api_event_is_still_read() {
        let event = serde_json::json!({
            "version": "2.0",
            "routeKey": "POST /api/validate-document-code",
            "rawPath": "/api/validate-document-code",
            "rawQueryString": "",
            "headers": { "x-forwarded-for": "203.0.113.9, 130.176.1.1", "x-origin-verify": "token-1" },
            "requestContext": {
                "accountId": "123456789012",
                "apiId": "abcdef1234",
                "domainName": "abcdef1234.execute-api.us-east-1.amazonaws.com",
                "http": { "method": "POST", "path": "/api/validate-document-code", "protocol": "HTTP/1.1",
                          "sourceIp": "130.176.1.1", "userAgent": "Amazon CloudFront" },
                "requestId": "JKJaXmPLvHcESHA=",
                "routeKey": "POST /api/validate-document-code",
                "stage": "$default",
                "time": "10/Mar/2025:12:00:00 +0000",
                "timeEpoch": 1741608000000u64
            },
            "isBase64Encoded": false
        });
        let event = lambda_http::request::from_str(&event.to_string()).expect("an HTTP API event");
        assert!(matches!(event.request_context_ref(), Some(RequestContext::ApiGatewayV2(_))), "read as payload 2.0");
        assert_eq!(client_address(&event, Some("token-1")).as_deref(), Some("203.0.113.9"));
        assert_eq!(client_address(&event, Some("token-2")).as_deref(), Some("130.176.1.1"));
    }

    #[test]
    fn forwarded_for_lines_are_read_in_order_with_cloudfronts_entry_last() {
        let mut lines = headers(&[("x-origin-verify", "token-1"), ("x-forwarded-for", "203.0.113.50")]);
        lines.append("x-forwarded-for", "6.6.6.6, 203.0.113.9, 130.176.1.1".parse().unwrap());
        assert_eq!(viewer_address(&lines, Some("130.176.1.1".into()), Some("token-1")).as_deref(), Some("203.0.113.9"));
        // Only the edge's entry: nothing CloudFront vouched for, so the source address.
        let only_edge = headers(&[("x-origin-verify", "token-1"), ("x-forwarded-for", "130.176.1.1")]);
        assert_eq!(
            viewer_address(&only_edge, Some("130.176.1.1".into()), Some("token-1")).as_deref(),
            Some("130.176.1.1")
        );
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

    /// A REST API (1.0) event for `function` as CloudFront forwards a browser's call: its own method and path, a
    /// body of `{}`, and the given `Content-Type` and `Origin`.
    fn function_event(function: Function, content_type: Option<&str>, origin: Option<&str>) -> Request {
        let mut headers = serde_json::json!({ "host": "abcdef1234.execute-api.us-east-1.amazonaws.com" });
        if let Some(content_type) = content_type {
            headers["content-type"] = content_type.into();
        }
        if let Some(origin) = origin {
            headers["origin"] = origin.into();
        }
        let body = if function.method() == http::Method::POST { "{}" } else { "" };
        rest_event(function.method().as_str(), &format!("/api/{}", function.name()), headers, body, "198.51.100.20")
    }

    /// Issue 21.2 on Lambda: the same refusals as the local server, for every function, from the one layer they
    /// share (api::dispatch through `handle`).
    #[tokio::test]
    async fn every_function_on_lambda_refuses_other_sites_and_bodies_not_declared_json() {
        let data_dir = std::env::temp_dir().join(format!("lambda-cross-site-{}", uuid::Uuid::new_v4()));
        let dir = data_dir.display().to_string();
        let vars = [
            ("DATA_DIR", dir.as_str()),
            ("PUBLIC_BASE_URL", "https://docs.example.com"),
            ("ADMIN_TOKEN", "lambda-operator-token-0123456789"),
            ("ALLOW_TEST_PAYMENTS_ON_NETWORK", "yes"),
        ];
        let config =
            Config::lambda_from_lookup(|name| vars.iter().find(|(k, _)| *k == name).map(|(_, v)| v.to_string()))
                .expect("configuration");
        let (ctx, _) = AppContext::from_config(config).await.expect("context");
        let answer = |response: lambda_http::Response<Body>| {
            let status = response.status().as_u16();
            let body: serde_json::Value = match response.body() {
                Body::Text(text) => serde_json::from_str(text).unwrap_or_default(),
                _ => serde_json::Value::Null,
            };
            (status, body)
        };
        for &function in Function::ALL {
            let name = function.name();
            let (status, body) = answer(
                handle(
                    &ctx,
                    function,
                    function_event(function, Some("application/json"), Some("https://evil.example")),
                )
                .await,
            );
            assert_eq!((status, body["code"].as_str()), (403, Some("cross_site_request")), "{name}");
            if function.method() == http::Method::POST {
                for content_type in [Some("text/plain"), Some("application/x-www-form-urlencoded"), None] {
                    let (status, body) =
                        answer(handle(&ctx, function, function_event(function, content_type, None)).await);
                    assert_eq!(
                        (status, body["code"].as_str()),
                        (415, Some("unsupported_media_type")),
                        "{name} {content_type:?}"
                    );
                }
            }
            for origin in [Some("https://docs.example.com"), None] {
                let (status, body) =
                    answer(handle(&ctx, function, function_event(function, Some("application/json"), origin)).await);
                assert!(
                    status != 415 && body["code"] != "cross_site_request",
                    "{name} from {origin:?}: {status} {body}"
                );
            }
        }
        let _ = std::fs::remove_dir_all(data_dir);
    }
}
