use crate::helpers::*;
use serde_json::{json, Value};
use shared::http::SECURITY_HEADERS;

#[tokio::test]
async fn every_response_carries_the_security_headers() {
    let app = spawn_app().await;
    let api = app.post("validate-document-code", &json!({ "code": "ab" })).await;
    let page = app.client.get(format!("{}/generate", app.address)).send().await.unwrap();
    for response in [&api, &page] {
        for (name, value) in SECURITY_HEADERS {
            assert_eq!(response.headers()[name], value, "{name} on {}", response.url());
        }
    }
}

/// CloudFront states each header in its own structured form; derive that form from the value the local server sends.
fn cloudfront_form(name: &str, value: &str) -> Vec<String> {
    match name {
        // Built from the template's parameters: checked case by case below and by infra/check_template.py.
        "content-security-policy" => vec![],
        "strict-transport-security" => {
            let max_age = value.split(';').find_map(|p| p.trim().strip_prefix("max-age=")).expect("max-age");
            let mut expected = vec![format!("AccessControlMaxAgeSec: {max_age}")];
            if value.contains("includeSubDomains") {
                expected.push("IncludeSubdomains: true".into());
            }
            if value.contains("preload") {
                expected.push("Preload: true".into());
            }
            expected
        }
        "x-content-type-options" => vec!["ContentTypeOptions:".into()],
        "x-frame-options" => vec![format!("FrameOption: {value}")],
        "referrer-policy" => vec![format!("ReferrerPolicy: {value}")],
        other => panic!("no CloudFront form known for {other}"),
    }
}

#[tokio::test]
async fn the_template_sends_the_same_security_headers_as_the_local_server() {
    let template =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../template.yaml")).expect("template.yaml");
    for (name, value) in SECURITY_HEADERS {
        for expected in cloudfront_form(name, value) {
            assert!(template.contains(&expected), "template.yaml lacks `{expected}` for {name}");
        }
    }
}

/// Sites configured four ways: no analytics, PostHog only, the ad conversion only, and both.
fn analytics_cases() -> Vec<(Option<&'static str>, Option<&'static str>)> {
    vec![
        (None, None),
        (Some("https://eu.i.posthog.com"), None),
        (None, Some("AW-123456789")),
        (Some("https://analytics.example.com:8443"), Some("AW-123456789")),
    ]
}

/// The intro video links the policy cases try: none, a YouTube page link (alone and beside an ad conversion), and a
/// Vimeo one. The page frames their players, not the pages.
const INTRO_VIDEO: &str = "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30s";
const VIMEO_VIDEO: &str = "https://vimeo.com/76979871";

fn site_with(posthog_host: Option<&str>, conversion_id: Option<&str>) -> shared::site::SiteConfig {
    site_with_video(posthog_host, conversion_id, None)
}

fn site_with_video(
    posthog_host: Option<&str>,
    conversion_id: Option<&str>,
    intro_video: Option<&str>,
) -> shared::site::SiteConfig {
    let mut vars = std::collections::HashMap::new();
    if let Some(url) = intro_video {
        vars.insert("INTRO_VIDEO_URL", url.to_string());
    }
    if let Some(host) = posthog_host {
        vars.insert("POSTHOG_KEY", "phc_testProjectKey123".to_string());
        vars.insert("POSTHOG_HOST", host.to_string());
    }
    if let Some(id) = conversion_id {
        vars.insert("GTAG_CONVERSION_ID", id.to_string());
        vars.insert("GTAG_CONVERSION_LABEL", "purchase_label".to_string());
    }
    shared::site::SiteConfig::from_lookup(|name| vars.get(name).cloned()).expect("valid site settings")
}

#[test]
fn a_configured_intro_video_may_be_framed_from_its_player_and_nothing_else_is() {
    let policy = site_with_video(None, None, Some(INTRO_VIDEO)).content_security_policy();
    assert!(policy.contains("frame-src https://www.youtube-nocookie.com; "), "{policy}");
    assert!(!policy.contains("https://www.youtube.com"), "the page link's own host is never framed: {policy}");
    let vimeo = site_with_video(None, None, Some(VIMEO_VIDEO)).content_security_policy();
    assert!(vimeo.contains("frame-src https://player.vimeo.com; "), "{vimeo}");
    let with_ads = site_with_video(None, Some("AW-123456789"), Some(INTRO_VIDEO)).content_security_policy();
    assert_eq!(with_ads.matches("frame-src").count(), 1, "one frame-src directive: {with_ads}");
    assert!(with_ads.contains("frame-src https://www.youtube-nocookie.com https://td.doubleclick.net"), "{with_ads}");
    assert!(!site_with(None, None).content_security_policy().contains("frame-src"));
}

#[test]
fn the_content_security_policy_allows_exactly_the_configured_analytics_hosts() {
    let unconfigured = site_with(None, None).content_security_policy();
    assert_eq!(unconfigured, shared::http::CONTENT_SECURITY_POLICY, "no analytics: the site's own origin only");
    for (host, conversion) in analytics_cases() {
        let policy = site_with(host, conversion).content_security_policy();
        let directive = |name: &str| {
            policy.split(';').map(str::trim).find(|d| d.starts_with(&format!("{name} "))).unwrap_or("").to_string()
        };
        let google = ["googletagmanager.com", "googleadservices.com", "doubleclick.net", "www.google.com"];
        for name in ["script-src", "img-src"] {
            let sources = directive(name);
            assert_eq!(google.iter().all(|g| sources.contains(g)), conversion.is_some(), "{name} of {policy}");
            assert_eq!(google.iter().any(|g| sources.contains(g)), conversion.is_some(), "{name} of {policy}");
        }
        let connect = directive("connect-src");
        assert_eq!(connect.contains("posthog") || connect.contains("analytics.example.com"), host.is_some());
        if let Some(host) = host {
            assert!(connect.split(' ').any(|source| source == host), "connect-src names the origin {host}: {policy}");
            assert!(!directive("script-src").contains(host), "PostHog's code is served by the site itself");
        }
        assert_eq!(directive("frame-src").contains("doubleclick.net"), conversion.is_some());
        assert!(policy.contains("default-src 'self';") && policy.ends_with("frame-ancestors 'none'"));
    }
}

/// infra/content-security-policy.json: each case's template parameters and the policy the Rust code gives, so
/// infra/check_template.py can check that CloudFront's policy (built from the same parameters) is the same.
/// `UPDATE_CSP_CASES=1 cargo test -p local-server --test api content_security_policy` rewrites it.
#[test]
fn the_template_content_security_policy_cases_are_the_rust_policy() {
    let with_video = [
        (None, None, Some(INTRO_VIDEO)),
        (None, Some("AW-123456789"), Some(INTRO_VIDEO)),
        (None, None, Some(VIMEO_VIDEO)),
        (None, None, Some("https://player.vimeo.com/video/76979871?h=abc123def0")),
        (None, None, Some("https://youtu.be/dQw4w9WgXcQ?si=x7Yk_abc123")),
    ];
    let cases: Vec<Value> = analytics_cases()
        .into_iter()
        .map(|(host, conversion)| (host, conversion, None))
        .chain(with_video)
        .map(|(host, conversion, video)| {
            json!({
                "parameters": {
                    "PosthogHost": host.unwrap_or(""),
                    "GtagConversionId": conversion.unwrap_or(""),
                    "IntroVideoUrl": video.unwrap_or(""),
                },
                "policy": site_with_video(host, conversion, video).content_security_policy(),
            })
        })
        .collect();
    let mut expected = serde_json::to_string_pretty(&cases).unwrap();
    expected.push('\n');
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../infra/content-security-policy.json");
    if std::env::var_os("UPDATE_CSP_CASES").is_some() {
        std::fs::write(path, &expected).expect("write infra/content-security-policy.json");
        return;
    }
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        committed == expected,
        "infra/content-security-policy.json differs from the code's policies; run \
         `UPDATE_CSP_CASES=1 cargo test -p local-server --test api content_security_policy` and commit it.\n{expected}"
    );
}

/// Intro video links the template's `IntroVideoUrl` pattern must take (each one `shared::site::IntroVideo` reads)
/// and refuse (each one it refuses), in infra/intro-video-links.json for infra/check_template.py, so a deploy refuses
/// at once what the functions would refuse to start with. `UPDATE_CSP_CASES=1` rewrites the file too.
#[test]
fn the_template_takes_the_intro_video_links_the_server_reads() {
    let accepted = [
        "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        "https://youtube.com/watch?v=dQw4w9WgXcQ",
        "https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=30s",
        "https://www.youtube.com/watch?t=1m30s&v=dQw4w9WgXcQ",
        "https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PL123&index=2&si=AbC-dEf",
        "https://youtu.be/dQw4w9WgXcQ",
        "https://youtu.be/dQw4w9WgXcQ?si=x7Yk_abc123",
        "https://www.youtube.com/shorts/dQw4w9WgXcQ",
        "https://www.youtube.com/embed/dQw4w9WgXcQ?start=15",
        "https://www.youtube.com/live/dQw4w9WgXcQ?feature=share",
        "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0",
        "https://vimeo.com/76979871",
        "https://www.vimeo.com/76979871?share=copy",
        "https://vimeo.com/76979871/abc123def0",
        "https://vimeo.com/channels/staffpicks/76979871",
        "https://vimeo.com/groups/shortfilms/videos/76979871",
        "https://player.vimeo.com/video/76979871",
        "https://player.vimeo.com/video/76979871?h=abc123def0&badge=0",
    ];
    let refused = [
        "http://www.youtube.com/watch?v=dQw4w9WgXcQ",
        "https://user:pw@www.youtube.com/watch?v=dQw4w9WgXcQ",
        "https://www.youtube.com/",
        "https://www.youtube.com/watch",
        "https://www.youtube.com/@SomeChannel",
        "https://youtu.be/",
        "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
        "https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ",
        "https://music.youtube.com/watch?v=dQw4w9WgXcQ",
        "https://vimeo.com/about",
        "https://vimeo.com/channels/staffpicks",
        "https://player.vimeo.com/76979871",
        "https://player.example.com/video/42",
        "https://www.dailymotion.com/video/x7tgad0",
        "javascript:alert(1)",
    ];
    for link in accepted {
        assert!(shared::site::IntroVideo::parse(link).is_ok(), "the server reads {link}");
    }
    for link in refused {
        assert!(shared::site::IntroVideo::parse(link).is_err(), "the server refuses {link}");
    }
    let mut expected = serde_json::to_string_pretty(&json!({ "accepted": accepted, "refused": refused })).unwrap();
    expected.push('\n');
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../infra/intro-video-links.json");
    if std::env::var_os("UPDATE_CSP_CASES").is_some() {
        std::fs::write(path, &expected).expect("write infra/intro-video-links.json");
        return;
    }
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        committed == expected,
        "infra/intro-video-links.json differs from the server's cases; run \
         `UPDATE_CSP_CASES=1 cargo test -p local-server --test api content_security_policy intro_video` and commit it."
    );
}

/// Issue 24.7: a site configured with a YouTube page link serves the player's address in `site-config`, and every
/// answer's Content-Security-Policy frames exactly that player's origin, so the video plays.
#[tokio::test]
async fn the_intro_video_s_player_and_the_policy_agree() {
    for (link, player) in [
        (
            "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30s&si=abc",
            "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=30",
        ),
        ("https://youtu.be/dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"),
        ("https://vimeo.com/76979871/abc123def0", "https://player.vimeo.com/video/76979871?h=abc123def0"),
    ] {
        let app = spawn_app_with(fresh_data_dir(), &[("INTRO_VIDEO_URL", link)], |_| {}).await;
        let config = app.client.get(format!("{}/api/site-config", app.address)).send().await.unwrap();
        let policy = config.headers()["content-security-policy"].to_str().unwrap().to_string();
        let served: Value = config.json().await.unwrap();
        assert_eq!(served["introVideoUrl"], player, "{link}");
        let origin = reqwest::Url::parse(player).unwrap().origin().ascii_serialization();
        let frame_src = policy.split(';').map(str::trim).find(|d| d.starts_with("frame-src ")).expect("frame-src");
        assert_eq!(frame_src, format!("frame-src {origin}"), "exactly the player's origin: {policy}");
        let page = app.client.get(format!("{}/nda", app.address)).send().await.unwrap();
        assert_eq!(page.headers()["content-security-policy"], policy.as_str(), "the page that frames it says the same");
    }
}

#[tokio::test]
async fn a_site_with_analytics_serves_its_pages_and_answers_with_the_policy_that_allows_them() {
    let vars = [
        ("POSTHOG_KEY", "phc_testProjectKey123"),
        ("POSTHOG_HOST", "https://eu.i.posthog.com"),
        ("GTAG_CONVERSION_ID", "AW-123456789"),
        ("GTAG_CONVERSION_LABEL", "purchase_label"),
    ];
    let app = spawn_app_with(fresh_data_dir(), &vars, |_| {}).await;
    let expected = site_with(Some("https://eu.i.posthog.com"), Some("AW-123456789")).content_security_policy();
    let page = app.client.get(format!("{}/payment-success", app.address)).send().await.unwrap();
    let api = app.post("validate-document-code", &json!({ "code": "ab" })).await;
    for response in [&page, &api] {
        assert_eq!(response.headers()["content-security-policy"], expected.as_str(), "{}", response.url());
    }
}

#[tokio::test]
async fn unknown_calls_wrong_methods_and_bad_json_get_clear_errors() {
    let app = spawn_app().await;
    let unknown = app.post("drop-everything", &json!({})).await;
    assert_eq!(unknown.status(), 404);
    assert_eq!(unknown.json::<Value>().await.unwrap()["code"], "unknown_function");

    let get = app.client.get(format!("{}/api/create-checkout", app.address)).send().await.unwrap();
    assert_eq!(get.status(), 405);

    let bad = app
        .client
        .post(format!("{}/api/create-checkout", app.address))
        .header("content-type", "application/json")
        .body("{not json")
        .send()
        .await
        .unwrap();
    assert_eq!(bad.status(), 400);
    assert_eq!(bad.json::<Value>().await.unwrap()["code"], "invalid_json");

    let huge = app
        .client
        .post(format!("{}/api/create-checkout", app.address))
        .body(vec![b' '; 300 * 1024])
        .send()
        .await
        .unwrap();
    assert_eq!(huge.status(), 413);
}

#[tokio::test]
async fn a_restart_keeps_every_record_and_finishes_unfinished_jobs() {
    let app = spawn_app().await;
    let code = app.buy_code().await;
    let started: Value = app.post_with_code("start-generation", &code, &json!({})).await.json().await.unwrap();
    let first_job = started["jobId"].as_str().unwrap().to_string();
    app.wait_for_job(&code, &first_job).await;
    // A job left queued by a server that stopped before running it.
    let orphan = shared::store::JobRecord::new(
        shared::domain::DocumentCode::parse(&code).unwrap(),
        serde_json::from_value(nda_data()).unwrap(),
        shared::store::JobStatus::Queued,
        time::OffsetDateTime::now_utc(),
    );
    app.ctx.store.start_job(&orphan, time::OffsetDateTime::now_utc()).await.unwrap();
    let data_dir = app.stop().await;

    let restarted = spawn_app_with(data_dir, &[], |_| {}).await;
    let info = restarted.credits(&code).await;
    assert_eq!(info["creditsUsed"], 2);
    let finished = restarted.wait_for_job(&code, &orphan.job_id).await;
    assert_eq!(finished["status"], "succeeded");
    let download = restarted.post_with_code("download-document", &code, &json!({ "jobId": first_job })).await;
    assert_eq!(download.status(), 200);
}

#[tokio::test]
async fn the_openapi_document_lists_exactly_the_served_functions_with_their_answers() {
    let raw = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/openapi.json"))
        .expect("docs/openapi.json");
    let spec: Value = serde_json::from_str(&raw).expect("valid JSON");
    assert_eq!(spec["openapi"], "3.1.0");
    let documented: std::collections::BTreeSet<String> = spec["paths"].as_object().unwrap().keys().cloned().collect();
    let served: std::collections::BTreeSet<String> =
        shared::api::Function::ALL.iter().map(|f| format!("/api/{}", f.name())).collect();
    assert_eq!(documented, served);

    // Each documented call answers as documented: probe every one with an empty body and no code. A call whose only
    // security requirement is the document code answers 401 missing_code; no other call asks for one.
    let app = spawn_app().await;
    for function in shared::api::Function::ALL {
        let path = format!("/api/{}", function.name());
        let method = function.method();
        let request = app.client.request(method.clone(), format!("{}{path}", app.address));
        let request = if method == reqwest::Method::POST { request.json(&json!({})) } else { request };
        let response = request.send().await.unwrap();
        let status = response.status().as_u16().to_string();
        let operation = &spec["paths"][&path][method.as_str().to_ascii_lowercase()];
        let responses = &operation["responses"];
        assert!(responses.get(&status).is_some(), "{path} answered {status}, which docs/openapi.json does not list");
        let needs_code = operation["security"] == json!([{ "documentCode": [] }]);
        if status != "200" {
            let body: Value = response.json().await.unwrap();
            assert!(body["error"].is_string() && body["code"].is_string(), "{path}: errors are {{error, code}}");
            assert_eq!(body["code"] == "missing_code", needs_code, "{path}: security says {}", operation["security"]);
        } else {
            assert!(!needs_code, "{path} answered without a code");
        }
    }
}

#[tokio::test]
async fn logs_carry_request_ids_but_no_codes_or_customer_text() {
    let app = spawn_app().await;
    let mut data = nda_data();
    data["businessName"] = json!("Zebulon Quux Holdings");
    data["customInstructions"] = json!("VERBATIM: the falcon flies at midnight");
    let checkout = app.create_checkout(&data).await;
    let code = app.buy_code().await;
    let started: Value =
        app.post_with_code("start-generation", &code, &json!({ "documentData": data })).await.json().await.unwrap();
    app.wait_for_job(&code, started["jobId"].as_str().unwrap()).await;
    let _ = app.post_with_code("get-credit-info", "WRONG234", &json!({})).await;
    let _ = app
        .post("create-checkout", &json!({ "documentData": { "businessName": "Zebulon Quux Holdings", "industry": 7 } }))
        .await;

    let logs = captured_logs();
    for secret in
        [code.as_str(), checkout["code"].as_str().unwrap(), "Zebulon", "falcon flies", "buyer@example.com", "WRONG234"]
    {
        assert!(!logs.contains(secret), "the logs contain {secret:?}");
    }
    let refused: Vec<&str> = logs.lines().filter(|l| l.contains("request refused")).collect();
    assert!(!refused.is_empty(), "refusals are logged");
    for line in refused {
        let entry: Value = serde_json::from_str(line).expect("one JSON object per line");
        assert!(entry["span"]["request_id"].as_str().is_some_and(|id| !id.is_empty()), "no request id in {line}");
    }
}
