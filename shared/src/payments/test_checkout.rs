//! The embedded payment provider: a local checkout page, plainly marked TEST MODE, that pays or cancels.
//!
//! Sessions are kept in a small JSON file under the data folder so a restarted server still knows them.
//! Webhooks use Stripe's signing scheme with the configured secret, so the same webhook code is exercised locally.

use super::*;
use std::collections::HashMap;
use std::path::PathBuf;
use tokio::sync::Mutex;

#[derive(Clone, Debug, serde::Serialize, serde::Deserialize, PartialEq)]
pub struct TestSession {
    pub session_id: String,
    pub amount_cents: i64,
    pub product_name: String,
    pub success_url: String,
    pub cancel_url: String,
    pub paid: bool,
    pub customer_email: Option<String>,
}

pub struct TestCheckout {
    file: Option<PathBuf>,
    sessions: Mutex<HashMap<String, TestSession>>,
    webhook_secret: String,
}

impl TestCheckout {
    /// Sessions persisted in `file` (loaded if it exists); `None` keeps them in memory only.
    pub fn new(file: Option<PathBuf>, webhook_secret: String) -> Result<Self, PaymentError> {
        let sessions = match &file {
            Some(path) if path.exists() => {
                let raw = std::fs::read_to_string(path).map_err(|e| PaymentError::Provider(e.to_string()))?;
                serde_json::from_str(&raw).map_err(|e| PaymentError::Provider(format!("{}: {e}", path.display())))?
            }
            _ => HashMap::new(),
        };
        Ok(TestCheckout { file, sessions: Mutex::new(sessions), webhook_secret })
    }

    async fn save(&self, sessions: &HashMap<String, TestSession>) -> Result<(), PaymentError> {
        let Some(path) = &self.file else { return Ok(()) };
        if let Some(parent) = path.parent() {
            tokio::fs::create_dir_all(parent).await.map_err(|e| PaymentError::Provider(e.to_string()))?;
        }
        let raw = serde_json::to_vec_pretty(sessions).map_err(|e| PaymentError::Provider(e.to_string()))?;
        let partial = path.with_extension("partial");
        tokio::fs::write(&partial, raw).await.map_err(|e| PaymentError::Provider(e.to_string()))?;
        tokio::fs::rename(&partial, path).await.map_err(|e| PaymentError::Provider(e.to_string()))
    }

    pub async fn session(&self, session_id: &str) -> Option<TestSession> {
        self.sessions.lock().await.get(session_id).cloned()
    }

    /// Marks the session paid (as a card payment would) and returns where the buyer goes next.
    pub async fn pay(&self, session_id: &str, customer_email: &str) -> Result<Option<TestSession>, PaymentError> {
        let mut sessions = self.sessions.lock().await;
        let Some(session) = sessions.get_mut(session_id) else { return Ok(None) };
        session.paid = true;
        session.customer_email = Some(customer_email.trim().to_string()).filter(|e| !e.is_empty());
        let paid = session.clone();
        self.save(&sessions).await?;
        Ok(Some(paid))
    }
}

#[async_trait]
impl PaymentGateway for TestCheckout {
    async fn create_checkout(&self, request: &CheckoutRequest) -> Result<CreatedCheckout, PaymentError> {
        let session_id = format!("cs_test_{}", uuid::Uuid::new_v4().simple());
        let session = TestSession {
            session_id: session_id.clone(),
            amount_cents: request.amount.0,
            product_name: request.product_name.clone(),
            success_url: request.success_url.replace("{CHECKOUT_SESSION_ID}", &session_id),
            cancel_url: request.cancel_url.clone(),
            paid: false,
            customer_email: None,
        };
        let mut sessions = self.sessions.lock().await;
        sessions.insert(session_id.clone(), session);
        self.save(&sessions).await?;
        Ok(CreatedCheckout { url: format!("/test-checkout?session_id={session_id}"), session_id })
    }

    async fn session_state(&self, session_id: &str) -> Result<Option<SessionState>, PaymentError> {
        Ok(self
            .sessions
            .lock()
            .await
            .get(session_id)
            .map(|s| SessionState { paid: s.paid, customer_email: s.customer_email.clone() }))
    }

    fn verify_webhook(
        &self,
        payload: &str,
        signature_header: &str,
        now_unix: i64,
    ) -> Result<WebhookEvent, WebhookError> {
        super::stripe::verify_stripe_webhook(payload, signature_header, &self.webhook_secret, now_unix)
    }
}

/// Escapes text for HTML element content and attribute values.
pub fn escape_html(raw: &str) -> String {
    raw.chars().fold(String::with_capacity(raw.len()), |mut out, c| {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
        out
    })
}

/// The checkout page. No script and no inline style attribute beyond a `<style>` block the CSP allows.
pub fn render_page(session: &TestSession, site_name: &str) -> String {
    let amount = Cents(session.amount_cents).display();
    let id = escape_html(&session.session_id);
    let status = if session.paid { "<p class=\"paid\">This session is already paid.</p>" } else { "" };
    format!(
        r#"<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>TEST MODE checkout - {site}</title>
<style>
body {{ font-family: system-ui, sans-serif; background: #f6f7fb; margin: 0; }}
.banner {{ background: #b45309; color: #fff; text-align: center; padding: 10px; font-weight: 700; letter-spacing: .05em; }}
main {{ max-width: 420px; margin: 40px auto; background: #fff; border-radius: 12px; padding: 28px; box-shadow: 0 2px 12px #0001; }}
h1 {{ font-size: 1.3rem; margin-top: 0; }} .amount {{ font-size: 2rem; font-weight: 700; margin: 8px 0 20px; }}
label {{ display: block; font-size: .9rem; margin-bottom: 4px; }} input {{ width: 100%; box-sizing: border-box; padding: 10px; margin-bottom: 16px; border: 1px solid #ccd; border-radius: 6px; }}
button {{ width: 100%; padding: 12px; border: 0; border-radius: 6px; font-size: 1rem; cursor: pointer; }}
.pay {{ background: #4f46e5; color: #fff; margin-bottom: 10px; }} .cancel {{ background: #e5e7eb; }} .note {{ color: #555; font-size: .85rem; }}
</style></head>
<body><div class="banner" role="status">TEST MODE - no real payment is taken</div>
<main>
<h1>{product}</h1>
<p class="amount">{amount}</p>{status}
<form method="post" action="/test-checkout/pay">
<input type="hidden" name="session_id" value="{id}">
<label for="email">Email (your document code is sent here)</label>
<input id="email" name="email" type="email" value="buyer@example.com" required>
<button class="pay" type="submit">Pay {amount}</button>
</form>
<form method="post" action="/test-checkout/cancel">
<input type="hidden" name="session_id" value="{id}">
<button class="cancel" type="submit">Cancel and return</button>
</form>
<p class="note">This page stands in for the card payment provider when the product runs locally without payment keys.</p>
</main></body></html>"#,
        site = escape_html(site_name),
        product = escape_html(&session.product_name),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request() -> CheckoutRequest {
        CheckoutRequest {
            order_reference: "ref".into(),
            amount: Cents(1900),
            product_name: "Immediate Access".into(),
            success_url: "http://localhost:8080/payment-success?session_id={CHECKOUT_SESSION_ID}".into(),
            cancel_url: "http://localhost:8080/".into(),
        }
    }

    #[tokio::test]
    async fn a_session_is_unpaid_until_the_pay_button_and_survives_a_restart() {
        let dir = std::env::temp_dir().join(format!("test-checkout-{}", uuid::Uuid::new_v4()));
        let file = dir.join("sessions.json");
        let checkout = TestCheckout::new(Some(file.clone()), "whsec_x".into()).unwrap();
        let created = checkout.create_checkout(&request()).await.unwrap();
        assert!(created.url.starts_with("/test-checkout?session_id=cs_test_"));
        assert!(!checkout.session_state(&created.session_id).await.unwrap().unwrap().paid);

        let paid = checkout.pay(&created.session_id, "buyer@example.com").await.unwrap().unwrap();
        assert!(paid.success_url.ends_with(&format!("session_id={}", created.session_id)));

        let reopened = TestCheckout::new(Some(file), "whsec_x".into()).unwrap();
        let state = reopened.session_state(&created.session_id).await.unwrap().unwrap();
        assert!(state.paid);
        assert_eq!(state.customer_email.as_deref(), Some("buyer@example.com"));
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn the_page_is_marked_test_mode_and_escapes_text() {
        let session = TestSession {
            session_id: "cs_test_1".into(),
            amount_cents: 1900,
            product_name: "<script>x</script>".into(),
            success_url: String::new(),
            cancel_url: String::new(),
            paid: false,
            customer_email: None,
        };
        let page = render_page(&session, "LegalDraft");
        assert!(page.contains("TEST MODE"));
        assert!(page.contains("Pay $19.00"));
        assert!(!page.contains("<script>x"));
    }
}
