//! A message from the contact page (spec §3 'Contact message', §5 'Contact form'), parsed once: a name of at least
//! 2 characters, a valid email address, one of the six reasons, and a message of at least 10 characters.

use super::email_address::EmailAddress;
use serde::Deserialize;
use std::collections::BTreeMap;

pub const MIN_NAME_CHARS: usize = 2;
pub const MAX_NAME_CHARS: usize = 100;
pub const MIN_MESSAGE_CHARS: usize = 10;
pub const MAX_MESSAGE_CHARS: usize = 5_000;

/// Spec §5's messages, word for word, and ours for the upper limits the spec does not state.
pub const NAME_TOO_SHORT: &str = "Name must be at least 2 characters";
pub const NAME_TOO_LONG: &str = "Name must be at most 100 characters";
pub const INVALID_EMAIL: &str = "Please enter a valid email address";
pub const MISSING_REASON: &str = "Please select a contact reason";
pub const MESSAGE_TOO_SHORT: &str = "Message must be at least 10 characters";
pub const MESSAGE_TOO_LONG: &str = "Message must be at most 5,000 characters";

/// Spec §3: the reason values and their labels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ContactReason {
    General,
    Support,
    Billing,
    Feedback,
    Legal,
    Other,
}

impl ContactReason {
    pub const ALL: [ContactReason; 6] = [
        ContactReason::General,
        ContactReason::Support,
        ContactReason::Billing,
        ContactReason::Feedback,
        ContactReason::Legal,
        ContactReason::Other,
    ];

    pub fn value(self) -> &'static str {
        match self {
            ContactReason::General => "general",
            ContactReason::Support => "support",
            ContactReason::Billing => "billing",
            ContactReason::Feedback => "feedback",
            ContactReason::Legal => "legal",
            ContactReason::Other => "other",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            ContactReason::General => "General Inquiry",
            ContactReason::Support => "Technical Support",
            ContactReason::Billing => "Billing Question",
            ContactReason::Feedback => "Product Feedback",
            ContactReason::Legal => "Legal Question",
            ContactReason::Other => "Other",
        }
    }

    pub fn parse(value: &str) -> Option<ContactReason> {
        ContactReason::ALL.into_iter().find(|reason| reason.value() == value)
    }
}

/// The form as the browser sends it (spec §7 `send-contact-email`: `{name, email, reason, message}`).
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct ContactForm {
    pub name: String,
    pub email: String,
    pub reason: String,
    pub message: String,
}

/// A message the site may deliver: every field checked, trimmed, and free of line breaks where a header holds it.
#[derive(Clone, Debug, PartialEq)]
pub struct ContactMessage {
    pub name: String,
    pub email: EmailAddress,
    pub reason: ContactReason,
    pub message: String,
}

/// Each field's problem (wire name → spec message), in the form's order.
#[derive(Debug, Default, PartialEq)]
pub struct ContactErrors(pub BTreeMap<&'static str, &'static str>);

impl ContactErrors {
    const ORDER: [&'static str; 4] = ["name", "email", "reason", "message"];

    pub fn first_message(&self) -> &'static str {
        Self::ORDER.iter().find_map(|field| self.0.get(field).copied()).unwrap_or(MISSING_REASON)
    }
}

/// Control characters (CR, LF, NEL among them) and Unicode's own line and paragraph separators, which some mail
/// clients and log viewers show as line breaks.
fn breaks_a_line(c: char) -> bool {
    c.is_control() || matches!(c, '\u{2028}' | '\u{2029}')
}

impl ContactForm {
    pub fn validate(&self) -> Result<ContactMessage, ContactErrors> {
        // Lower limits count what is left once trimmed; upper limits count what was sent (docs/openapi.json states
        // both exactly, so the API contract test can tell valid from invalid as the server does).
        let mut errors = ContactErrors::default();
        let name = self.name.trim();
        if name.chars().count() < MIN_NAME_CHARS {
            errors.0.insert("name", NAME_TOO_SHORT);
        } else if self.name.chars().count() > MAX_NAME_CHARS || self.name.chars().any(breaks_a_line) {
            // A name is one line: a line break could start a new mail header, or a new line in the message.
            errors.0.insert("name", NAME_TOO_LONG);
        }
        // The browser trims the address; one sent with spaces around it is not an address.
        let email = EmailAddress::parse(&self.email).ok().filter(|_| self.email.trim() == self.email).ok_or(());
        if email.is_err() {
            errors.0.insert("email", INVALID_EMAIL);
        }
        let reason = ContactReason::parse(&self.reason);
        if reason.is_none() {
            errors.0.insert("reason", MISSING_REASON);
        }
        let message = self.message.trim();
        if message.chars().count() < MIN_MESSAGE_CHARS {
            errors.0.insert("message", MESSAGE_TOO_SHORT);
        } else if self.message.chars().count() > MAX_MESSAGE_CHARS {
            errors.0.insert("message", MESSAGE_TOO_LONG);
        }
        match (email, reason) {
            (Ok(email), Some(reason)) if errors.0.is_empty() => {
                Ok(ContactMessage { name: name.to_string(), email, reason, message: message.to_string() })
            }
            _ => Err(errors),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form(name: &str, email: &str, reason: &str, message: &str) -> ContactForm {
        ContactForm { name: name.into(), email: email.into(), reason: reason.into(), message: message.into() }
    }

    #[test]
    fn a_complete_form_becomes_a_message_with_the_reason_label() {
        let message = form(" Jane Doe ", "jane@example.com", "billing", "  Where is my receipt?  ").validate().unwrap();
        assert_eq!(message.name, "Jane Doe");
        assert_eq!(message.reason.label(), "Billing Question");
        assert_eq!(message.message, "Where is my receipt?");
    }

    #[test]
    fn each_field_has_the_specs_message() {
        let errors = form(" J ", "jane@", "", "too short").validate().unwrap_err();
        assert_eq!(
            errors.0,
            BTreeMap::from([
                ("name", NAME_TOO_SHORT),
                ("email", INVALID_EMAIL),
                ("reason", MISSING_REASON),
                ("message", MESSAGE_TOO_SHORT),
            ])
        );
        assert_eq!(errors.first_message(), NAME_TOO_SHORT);
        let errors = form("Jane", "jane@example.com", "complaint", &"x".repeat(MAX_MESSAGE_CHARS + 1)).validate();
        let errors = errors.unwrap_err();
        assert_eq!(errors.0.get("reason"), Some(&MISSING_REASON));
        assert_eq!(errors.0.get("message"), Some(&MESSAGE_TOO_LONG));
        for name in ["Jane\r\nBcc: x", "Jane\u{2028}Bcc: x", "Jane\u{2029}x", "Jane\u{85}x", "Jane\tDoe"] {
            assert_eq!(
                form(name, "jane@example.com", "other", "0123456789").validate().unwrap_err().0.get("name"),
                Some(&NAME_TOO_LONG),
                "{name:?}"
            );
        }
        assert!(form("Zoë Ångström-Núñez", "jane@example.com", "other", "0123456789").validate().is_ok());
    }

    #[test]
    fn the_six_reasons_of_the_spec() {
        let values: Vec<_> = ContactReason::ALL.iter().map(|r| (r.value(), r.label())).collect();
        assert_eq!(
            values,
            [
                ("general", "General Inquiry"),
                ("support", "Technical Support"),
                ("billing", "Billing Question"),
                ("feedback", "Product Feedback"),
                ("legal", "Legal Question"),
                ("other", "Other"),
            ]
        );
    }
}
