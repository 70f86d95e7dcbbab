//! Running a function as an AWS Lambda: the same handlers, behind lambda_http (HTTP API events) or
//! lambda_runtime (the jobs table's stream).

use crate::api::{self, Function};
use crate::config::Config;
use crate::context::AppContext;
use crate::http::ApiRequest;
use lambda_http::{Body, Request, RequestExt};
use std::sync::Arc;

/// Header CloudFront adds to every `/api/*` request; its value is `ORIGIN_VERIFY_TOKEN`. When it matches, the
/// request came through CloudFront and the viewer's address is the one CloudFront appended to X-Forwarded-For.
pub const ORIGIN_VERIFY_HEADER: &str = "x-origin-verify";

/// Builds the context once per cold start.
pub async fn context() -> Result<Arc<AppContext>, lambda_http::Error> {
    crate::telemetry::init();
    let config = Config::from_env()?;
    let (context, _no_in_process_queue) = AppContext::from_config(config).await?;
    Ok(Arc::new(context))
}

/// Serves one HTTP function until the runtime stops.
pub async fn serve(function: Function) -> Result<(), lambda_http::Error> {
    let ctx = context().await?;
    lambda_http::run(lambda_http::service_fn(move |event: Request| {
        let ctx = ctx.clone();
        async move { Ok::<_, std::convert::Infallible>(handle(&ctx, function, event).await) }
    }))
    .await
}

async fn handle(ctx: &AppContext, function: Function, event: Request) -> lambda_http::Response<Body> {
    let request_id = event.lambda_context_ref().map(|c| c.request_id.clone()).unwrap_or_default();
    let source_ip = match event.request_context_ref() {
        Some(lambda_http::request::RequestContext::ApiGatewayV2(context)) => context.http.source_ip.clone(),
        _ => None,
    };
    let (parts, body) = event.into_parts();
    let client_ip = viewer_address(&parts.headers, source_ip, ctx.config.origin_verify_token.as_deref());
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
pub async fn serve_generation_worker() -> Result<(), lambda_runtime::Error> {
    let ctx = context().await.map_err(|e| lambda_runtime::Error::from(e.to_string()))?;
    lambda_runtime::run(lambda_runtime::service_fn(
        move |event: lambda_runtime::LambdaEvent<crate::generation::StreamEvent>| {
            let ctx = ctx.clone();
            async move { Ok::<_, lambda_runtime::Error>(crate::generation::handle_stream_event(&ctx, event.payload).await) }
        },
    ))
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

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
