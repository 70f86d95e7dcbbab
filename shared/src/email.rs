//! Email to the buyer: SES in production, `.eml` files in the outbox folder by default.

use crate::health::CheckFailure;
use async_trait::async_trait;
use std::path::PathBuf;
use time::OffsetDateTime;

#[derive(Clone, Debug, PartialEq)]
pub struct EmailMessage {
    pub to: String,
    /// Where replies go when it is not the sender (a contact-form message: the visitor who wrote it).
    pub reply_to: Option<String>,
    pub subject: String,
    pub text_body: String,
}

#[derive(Debug, thiserror::Error)]
#[error("email: {0}")]
pub struct EmailError(pub String);

#[async_trait]
pub trait Mailer: Send + Sync {
    async fn send(&self, message: &EmailMessage) -> Result<(), EmailError>;
    /// A cheap real call that proves mail can go out (the operator's integrations check).
    async fn check(&self) -> Result<String, CheckFailure>;
}

/// Writes each message as an RFC 5322 `.eml` file, so a local operator can open what would have been sent.
pub struct OutboxMailer {
    folder: PathBuf,
    from: String,
}

impl OutboxMailer {
    pub fn new(folder: PathBuf, from: String) -> Self {
        OutboxMailer { folder, from }
    }
}

/// Header values must not carry line breaks (header injection).
fn header_value(raw: &str) -> String {
    raw.chars().filter(|c| *c != '\r' && *c != '\n').collect()
}

#[async_trait]
impl Mailer for OutboxMailer {
    async fn send(&self, message: &EmailMessage) -> Result<(), EmailError> {
        tokio::fs::create_dir_all(&self.folder).await.map_err(|e| EmailError(e.to_string()))?;
        let now = OffsetDateTime::now_utc();
        let date = now.format(&time::format_description::well_known::Rfc2822).unwrap_or_default();
        let file = self.folder.join(format!("{}-{}.eml", now.unix_timestamp_nanos(), uuid::Uuid::new_v4()));
        let reply_to = match &message.reply_to {
            Some(address) => format!("Reply-To: {}\r\n", header_value(address)),
            None => String::new(),
        };
        let eml = format!(
            "From: {}\r\nTo: {}\r\n{}Subject: {}\r\nDate: {}\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{}\r\n",
            header_value(&self.from),
            header_value(&message.to),
            reply_to,
            header_value(&message.subject),
            date,
            message.text_body.replace('\n', "\r\n")
        );
        tokio::fs::write(&file, eml).await.map_err(|e| EmailError(e.to_string()))?;
        tracing::info!(outbox_file = %file.display(), "email written to the local outbox");
        Ok(())
    }

    async fn check(&self) -> Result<String, CheckFailure> {
        crate::files::check_folder(&self.folder, "outbox").await
    }
}

pub struct SesMailer {
    client: aws_sdk_sesv2::Client,
    from: String,
}

impl SesMailer {
    pub fn new(client: aws_sdk_sesv2::Client, from: String) -> Self {
        SesMailer { client, from }
    }
}

#[async_trait]
impl Mailer for SesMailer {
    async fn send(&self, message: &EmailMessage) -> Result<(), EmailError> {
        use aws_sdk_sesv2::types::{Body, Content, Destination, EmailContent, Message};
        let content =
            |text: &str| Content::builder().data(text).charset("UTF-8").build().map_err(|e| EmailError(e.to_string()));
        let email = Message::builder()
            .subject(content(&message.subject)?)
            .body(Body::builder().text(content(&message.text_body)?).build())
            .build();
        self.client
            .send_email()
            .from_email_address(&self.from)
            .set_reply_to_addresses(message.reply_to.clone().map(|address| vec![address]))
            .destination(Destination::builder().to_addresses(&message.to).build())
            .content(EmailContent::builder().simple(email).build())
            .send()
            .await
            .map_err(|e| EmailError(format!("ses: {e:?}")))?;
        Ok(())
    }

    async fn check(&self) -> Result<String, CheckFailure> {
        // The sender identity, as the address or as its domain: proves the credentials, the region and that mail
        // from EMAIL_FROM may be sent (the same identities the template lets the functions send from).
        let domain = self.from.rsplit_once('@').map(|(_, domain)| domain.to_string());
        let mut last = None;
        for identity in std::iter::once(self.from.clone()).chain(domain) {
            match self.client.get_email_identity().email_identity(&identity).send().await {
                Ok(found) => {
                    use aws_sdk_sesv2::types::VerificationStatus;
                    let status = found.verification_status();
                    return if found.verified_for_sending_status() || matches!(status, Some(VerificationStatus::Success))
                    {
                        Ok(format!("SES: GetEmailIdentity answered, {identity} is verified for sending"))
                    } else if status.is_none() {
                        // Some stand-ins (moto) answer without a status; the identity exists.
                        Ok(format!("SES: GetEmailIdentity answered, {identity} exists"))
                    } else {
                        Err(CheckFailure::new(
                            crate::health::FailureKind::Other,
                            format!("SES answered, but {identity} is not verified for sending"),
                        ))
                    };
                }
                Err(err) => last = Some(CheckFailure::from_aws("SES", &err)),
            }
            if last.as_ref().is_some_and(|f| f.kind != crate::health::FailureKind::NotFound) {
                break;
            }
        }
        Err(last.unwrap_or_else(|| CheckFailure::new(crate::health::FailureKind::Other, "SES: no identity to check")))
    }
}
