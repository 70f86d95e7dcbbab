//! `site-config`: the site's public settings as the SPA reads them at start-up (docs/decisions/0014).

use crate::helpers::*;
use serde_json::{json, Value};

async fn get_site_config(app: &TestApp) -> reqwest::Response {
    app.client.get(format!("{}/api/site-config", app.address)).send().await.expect("request sent")
}

#[tokio::test]
async fn with_nothing_configured_the_site_config_is_the_brand_the_support_address_and_the_dates_only() {
    let app = spawn_app().await;
    let response = get_site_config(&app).await;
    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["cache-control"], "public, max-age=300");
    assert_eq!(response.headers()["content-type"], "application/json");
    assert_eq!(response.headers()["x-content-type-options"], "nosniff");
    let body: Value = response.json().await.expect("JSON");
    // No optional feature is configured, so none is mentioned: no empty strings, no nulls.
    assert_eq!(
        body,
        json!({
            "brandName": "LegalDraft",
            "supportEmail": "support@legaldraft.example",
            "termsEffectiveDate": "2025-05-03",
            "privacyEffectiveDate": "2025-05-03",
            "drafter": "clause-library",
        })
    );
}

#[tokio::test]
async fn every_configured_value_is_served_and_no_secret_is() {
    let secrets = [
        ("STRIPE_WEBHOOK_SECRET", "whsec_site_config_secret"),
        ("ORIGIN_VERIFY_TOKEN", "origin-token-site-config"),
        ("COMPATIBLE_API_KEY", "compatible-key-site-config"),
    ];
    let settings = [
        ("SITE_NAME", "Acme Docs"),
        ("SUPPORT_EMAIL", "help@acme.example"),
        ("URGENT_PHONE", "+1 512-555-0142"),
        ("POSTAL_ADDRESS", "100 Congress Ave, Austin, TX 78701"),
        ("ARBITRATION_COUNTY", "Travis County"),
        ("TERMS_EFFECTIVE_DATE", "2026-01-15"),
        ("PRIVACY_EFFECTIVE_DATE", "2026-02-01"),
        ("INTRO_VIDEO_URL", "https://youtu.be/dQw4w9WgXcQ?si=share"),
        ("POSTHOG_KEY", "phc_publicProjectKey"),
        ("POSTHOG_HOST", "https://eu.i.posthog.com"),
        ("GTAG_CONVERSION_ID", "AW-123456789"),
        ("GTAG_CONVERSION_LABEL", "purchaseLabel"),
        ("AI_FALLBACK", "openai-compatible"),
        ("COMPATIBLE_BASE_URL", "http://127.0.0.1:9/v1"),
        ("COMPATIBLE_MODEL", "m"),
    ];
    let app = spawn_app_with(fresh_data_dir(), &[&settings[..], &secrets[..]].concat(), |_| {}).await;
    let response = get_site_config(&app).await;
    assert_eq!(response.status(), 200);
    let text = response.text().await.expect("body");
    for (name, value) in secrets {
        assert!(!text.contains(value), "{name} is in the answer: {text}");
    }
    let body: Value = serde_json::from_str(&text).expect("JSON");
    assert_eq!(
        body,
        json!({
            "brandName": "Acme Docs",
            "supportEmail": "help@acme.example",
            "urgentPhone": "+1 512-555-0142",
            "postalAddress": "100 Congress Ave, Austin, TX 78701",
            "arbitrationCounty": "Travis",
            "termsEffectiveDate": "2026-01-15",
            "privacyEffectiveDate": "2026-02-01",
            "introVideoUrl": "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
            "posthog": { "key": "phc_publicProjectKey", "host": "https://eu.i.posthog.com" },
            "googleAds": { "conversionId": "AW-123456789", "conversionLabel": "purchaseLabel" },
            // An AI fallback stands in only when the clause library fails: the clause library drafts.
            "drafter": "clause-library",
        })
    );
}

/// Issue 24.7: the selling copy says "drafted by AI" only when an AI provider drafts; site-config says which.
#[tokio::test]
async fn the_site_config_says_an_ai_drafts_only_when_an_ai_provider_is_the_primary_drafter() {
    let ai = [
        ("AI_PRIMARY", "openai-compatible"),
        ("COMPATIBLE_BASE_URL", "http://127.0.0.1:9/v1"),
        ("COMPATIBLE_MODEL", "m"),
        ("AI_FALLBACK", "offline"),
    ];
    let app = spawn_app_with(fresh_data_dir(), &ai, |_| {}).await;
    let body: Value = get_site_config(&app).await.json().await.unwrap();
    assert_eq!(body["drafter"], "ai");
    let app = spawn_app_with(fresh_data_dir(), &[("AI_PRIMARY", "offline")], |_| {}).await;
    let body: Value = get_site_config(&app).await.json().await.unwrap();
    assert_eq!(body["drafter"], "clause-library");
}

#[tokio::test]
async fn the_site_config_is_read_with_get_and_any_other_method_is_a_405_naming_get() {
    let app = spawn_app().await;
    let head = app.client.head(format!("{}/api/site-config", app.address)).send().await.unwrap();
    assert_eq!(head.status(), 200);
    assert_eq!(head.headers()["cache-control"], "public, max-age=300");
    for method in [reqwest::Method::POST, reqwest::Method::PUT, reqwest::Method::DELETE] {
        let response =
            app.client.request(method.clone(), format!("{}/api/site-config", app.address)).send().await.unwrap();
        assert_eq!(response.status(), 405, "{method}");
        assert_eq!(response.headers()["allow"], "GET", "{method}");
        assert_eq!(response.headers()["cache-control"], "no-store", "a refusal is not cached");
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["code"], "method_not_allowed");
    }
}

#[test]
fn a_malformed_site_setting_stops_start_up_naming_its_variable() {
    let cases = [
        ("SUPPORT_EMAIL", "support"),
        ("URGENT_PHONE", "call us"),
        ("ARBITRATION_COUNTY", "<script>"),
        ("TERMS_EFFECTIVE_DATE", "05/03/2025"),
        ("INTRO_VIDEO_URL", "http://player.example.com/1"),
        ("INTRO_VIDEO_URL", "https://player.example.com/video/42"),
        ("POSTHOG_KEY", "phc_publicProjectKey"),
        ("GTAG_CONVERSION_ID", "AW-1"),
    ];
    for (variable, value) in cases {
        let err = shared::config::Config::from_lookup(|name| (name == variable).then(|| value.to_string()))
            .expect_err(variable);
        let expected = match variable {
            "POSTHOG_KEY" => "POSTHOG_HOST",
            "GTAG_CONVERSION_ID" => "GTAG_CONVERSION_LABEL",
            other => other,
        };
        assert_eq!(err.variable, expected, "{variable}={value}: {err}");
        assert!(err.to_string().contains(expected), "{err}");
    }
}

/// The real binary, as an operator starts it: a bad value ends the process at once with a message naming it.
#[test]
fn the_local_server_refuses_to_start_with_a_malformed_site_setting() {
    let data_dir = fresh_data_dir();
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_local-server"))
        .env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("PORT", "0")
        .env("DATA_DIR", &data_dir)
        .env("URGENT_PHONE", "call us")
        .output()
        .expect("the local-server binary runs");
    assert!(!output.status.success(), "it must not start");
    let said = format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    assert!(said.contains("URGENT_PHONE"), "{said}");
    assert!(!data_dir.join("records.sqlite3").exists(), "nothing was set up");
}

/// Issue 21.8: TEST MODE payments give anybody a paid code for nothing, so the real binary refuses to serve them on
/// an address other machines reach unless told to, and says so loudly when it is.
#[test]
fn test_mode_payments_on_a_network_address_need_saying_so_and_say_so_loudly() {
    use std::io::Read;
    let free_port = || {
        std::net::TcpListener::bind("0.0.0.0:0").and_then(|l| l.local_addr()).map(|a| a.port()).expect("a free port")
    };
    let run = |allow: Option<&str>| {
        let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_local-server"));
        command
            .env_clear()
            .env("PATH", std::env::var("PATH").unwrap_or_default())
            .env("HOST", "0.0.0.0")
            .env("PORT", free_port().to_string())
            .env("DATA_DIR", fresh_data_dir())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped());
        if let Some(allow) = allow {
            command.env("ALLOW_TEST_PAYMENTS_ON_NETWORK", allow);
        }
        command.spawn().expect("the local-server binary runs")
    };
    let refused = run(None).wait_with_output().expect("it ends");
    assert!(!refused.status.success(), "it must not start");
    let said = String::from_utf8_lossy(&refused.stderr);
    assert!(said.contains("ALLOW_TEST_PAYMENTS_ON_NETWORK") && said.contains("TEST MODE"), "{said}");

    let mut allowed = run(Some("yes"));
    let mut stderr = allowed.stderr.take().expect("stderr");
    let (sender, received) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut seen = String::new();
        let mut buffer = [0u8; 4096];
        while let Ok(n @ 1..) = stderr.read(&mut buffer) {
            seen.push_str(&String::from_utf8_lossy(&buffer[..n]));
            if seen.contains("OPEN TO THE NETWORK") {
                let _ = sender.send(seen.clone());
            }
        }
    });
    let warned = received.recv_timeout(std::time::Duration::from_secs(30));
    let still_running = allowed.try_wait().expect("status").is_none();
    let _ = allowed.kill();
    let _ = allowed.wait();
    let warned = warned.expect("a loud warning on standard error");
    assert!(warned.contains("TEST MODE PAYMENTS ARE OPEN TO THE NETWORK"), "{warned}");
    assert!(still_running, "with the setting it runs");
}
