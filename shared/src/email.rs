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

/// A header's text as RFC 5322 allows it: ASCII as it is; anything else as RFC 2047 encoded-words (`=?UTF-8?B?…?=`),
/// each at most 75 characters and never splitting a character, separated by folding white space.
pub fn encoded_header_text(raw: &str) -> String {
    let text = header_value(raw);
    if text.chars().all(|c| c.is_ascii() && !c.is_ascii_control()) {
        return text;
    }
    use base64::Engine;
    // 75 characters minus `=?UTF-8?B?` and `?=` leaves 63 for base64, which holds 45 bytes (a multiple of 3).
    const MAX_BYTES_PER_WORD: usize = 45;
    let mut words = Vec::new();
    let mut chunk = String::new();
    for c in text.chars() {
        if chunk.len() + c.len_utf8() > MAX_BYTES_PER_WORD {
            words.push(std::mem::take(&mut chunk));
        }
        chunk.push(c);
    }
    if !chunk.is_empty() {
        words.push(chunk);
    }
    words
        .iter()
        .map(|word| format!("=?UTF-8?B?{}?=", base64::engine::general_purpose::STANDARD.encode(word.as_bytes())))
        .collect::<Vec<_>>()
        .join("\r\n ")
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
            encoded_header_text(&message.subject),
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

/// The words of the site's way back in (issue 24): the link at the top of every page, at every width, from a phone
/// of 320 px to a desktop (frontend `src/components/layout/header.tsx`, `WAY_BACK_IN`). A browser that holds no code
/// shows the first; the browser that already keeps the code (the one that paid) shows the second.
pub const WAY_BACK_IN: (&str, &str) = ("Have a code?", "Your documents");

/// How a code email tells the buyer to use the code, in the words the site shows at every width (issue 24): the
/// code-entry page's own address when the public origin is known, and the header's link on every page. It replaces
/// "under 'Have a Document Code?'", a box the phone's home page does not show.
pub fn code_entry_instructions(origin: &str) -> String {
    let (have_a_code, your_documents) = WAY_BACK_IN;
    let origin = origin.trim_end_matches('/');
    let open = if origin.is_empty() {
        format!("tap '{have_a_code}' at the top of any page of our site")
    } else {
        format!("open {origin}/document-code, or tap '{have_a_code}' at the top of any page of {origin}/,")
    };
    format!(
        "To use it, on a phone or a computer: {open} and enter the code to generate, revise or download your \
         documents. In the browser you paid with, that link reads '{your_documents}' and opens them directly."
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use base64::Engine;

    /// What a mail reader shows for an encoded header: each word decoded, the folding between words dropped.
    fn decoded(header: &str) -> String {
        header
            .split("\r\n ")
            .map(|word| {
                let inner =
                    word.strip_prefix("=?UTF-8?B?").and_then(|w| w.strip_suffix("?=")).expect("an encoded-word");
                String::from_utf8(base64::engine::general_purpose::STANDARD.decode(inner).unwrap()).unwrap()
            })
            .collect()
    }

    #[test]
    fn an_ascii_subject_is_left_as_it_is() {
        assert_eq!(
            encoded_header_text("[LegalDraft] Billing Question: message from Jane"),
            "[LegalDraft] Billing Question: message from Jane"
        );
        assert_eq!(encoded_header_text("Jane\r\nBcc: x"), "JaneBcc: x");
    }

    #[test]
    fn a_non_ascii_subject_becomes_encoded_words_that_read_back_whole() {
        let subject =
            "[LegalDraft] Legal Question: message from Zoë Ångström-Núñez 山田太郎 🙂 and a long tail to fold";
        let header = encoded_header_text(subject);
        assert!(header.is_ascii(), "{header}");
        for word in header.split("\r\n ") {
            assert!(word.len() <= 75, "{word} is {} characters", word.len());
        }
        assert!(header.contains("\r\n "), "a long subject is folded: {header}");
        assert_eq!(decoded(&header), subject);
    }

    #[tokio::test]
    async fn the_outbox_writes_a_non_ascii_subject_encoded() {
        let folder = std::env::temp_dir().join(format!("outbox-test-{}", uuid::Uuid::new_v4()));
        let mailer = OutboxMailer::new(folder.clone(), "documents@localhost".into());
        let message = EmailMessage {
            to: "support@example.com".into(),
            reply_to: None,
            subject: "Message from José".into(),
            text_body: "Hello".into(),
        };
        mailer.send(&message).await.unwrap();
        let file = std::fs::read_dir(&folder).unwrap().next().unwrap().unwrap().path();
        let eml = std::fs::read_to_string(&file).unwrap();
        let subject = eml.lines().find_map(|line| line.strip_prefix("Subject: ")).unwrap();
        assert_eq!(decoded(subject), "Message from José");
        let _ = std::fs::remove_dir_all(folder);
    }

    #[test]
    fn the_code_instructions_name_the_way_back_in_every_page_shows() {
        let with_origin = code_entry_instructions("https://docs.example.com/");
        assert!(with_origin.contains("open https://docs.example.com/document-code,"), "{with_origin}");
        assert!(with_origin.contains("tap 'Have a code?' at the top of any page of https://docs.example.com/,"));
        assert!(with_origin.contains("'Your documents'"), "{with_origin}");
        let without = code_entry_instructions("");
        assert!(without.starts_with("To use it, on a phone or a computer: tap 'Have a code?' at the top of any page"));
        assert!(!without.contains("/document-code"), "{without}");
        for text in [&with_origin, &without] {
            // The box of that name is on the wide home page only: a phone never shows it.
            assert!(!text.contains("Have a Document Code?"), "{text}");
            assert!(text.contains("generate, revise or download your documents"), "{text}");
        }
    }

    #[test]
    fn the_way_back_in_is_worded_as_the_site_header_shows_it() {
        let header = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../frontend/src/components/layout/header.tsx"
        ))
        .expect("the SPA's header");
        let (have_a_code, your_documents) = WAY_BACK_IN;
        assert!(header.contains(&format!("haveCode: '{have_a_code}'")), "header.tsx no longer says {have_a_code}");
        assert!(
            header.contains(&format!("yourDocuments: '{your_documents}'")),
            "header.tsx no longer says {your_documents}"
        );
    }
}
