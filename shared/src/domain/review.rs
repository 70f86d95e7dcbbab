//! A review from the download page (spec §2 'Review form', §3 'Review'), parsed once: an optional one-line name, a
//! whole-number rating from 1 to 5, and feedback that may be empty. Upper limits are ours (the spec states none):
//! generous for what a visitor types, small enough that a review cannot fill the store.

use super::DocumentType;
use serde::Deserialize;
use std::collections::BTreeMap;

pub const MIN_RATING: u8 = 1;
pub const MAX_RATING: u8 = 5;
pub const MAX_NAME_CHARS: usize = 100;
pub const MAX_FEEDBACK_CHARS: usize = 2_000;
/// The longest document type a review records (a custom 'Other (Beta)' type's name is typed by the buyer).
pub const MAX_DOCUMENT_TYPE_CHARS: usize = 150;

pub const INVALID_RATING: &str = "Please choose a rating from 1 to 5.";
pub const NAME_TOO_LONG: &str = "Name must be one line of at most 100 characters";
pub const FEEDBACK_TOO_LONG: &str = "Feedback must be at most 2,000 characters";
pub const FEEDBACK_UNPRINTABLE: &str = "Feedback may contain text and line breaks only";

/// The form as the browser sends it (spec §7 `submit-review`: `{reviewerName, rating, feedback, documentType}`).
/// The rating is read as any JSON value so that a wrong one gets the rating's own message, not a generic one.
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct ReviewForm {
    pub reviewer_name: Option<String>,
    pub rating: Option<serde_json::Value>,
    pub feedback: Option<String>,
    pub document_type: Option<String>,
}

/// A whole-number rating from 1 to 5.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Rating(u8);

impl Rating {
    pub fn new(value: i64) -> Option<Rating> {
        u8::try_from(value).ok().filter(|v| (MIN_RATING..=MAX_RATING).contains(v)).map(Rating)
    }

    pub fn get(self) -> u8 {
        self.0
    }
}

/// A review the site may store: trimmed, bounded, the name one line (absent when blank).
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    pub reviewer_name: Option<String>,
    pub rating: Rating,
    pub feedback: String,
    /// Only as the browser named it, when it names one of the product's types; the server prefers what it drafted.
    pub document_type: Option<DocumentType>,
}

/// Each field's problem (wire name → message), in the form's order.
#[derive(Debug, Default, PartialEq)]
pub struct ReviewErrors(pub BTreeMap<&'static str, &'static str>);

impl ReviewErrors {
    const ORDER: [&'static str; 3] = ["reviewerName", "rating", "feedback"];

    pub fn first_message(&self) -> &'static str {
        Self::ORDER.iter().find_map(|field| self.0.get(field).copied()).unwrap_or(INVALID_RATING)
    }
}

impl ReviewForm {
    pub fn validate(&self) -> Result<Review, ReviewErrors> {
        // As for contact messages, upper limits count what was sent, so docs/openapi.json can state them exactly.
        let mut errors = ReviewErrors::default();
        let raw_name = self.reviewer_name.as_deref().unwrap_or_default();
        if raw_name.chars().count() > MAX_NAME_CHARS || raw_name.chars().any(char::is_control) {
            errors.0.insert("reviewerName", NAME_TOO_LONG);
        }
        // A rating is a JSON integer: 4.0 is accepted as 4, "4" and 4.5 are not.
        let rating = self
            .rating
            .as_ref()
            .and_then(|value| value.as_i64().or_else(|| value.as_f64().filter(|f| f.fract() == 0.0).map(|f| f as i64)))
            .and_then(Rating::new);
        if rating.is_none() {
            errors.0.insert("rating", INVALID_RATING);
        }
        let raw_feedback = self.feedback.as_deref().unwrap_or_default();
        if raw_feedback.chars().count() > MAX_FEEDBACK_CHARS {
            errors.0.insert("feedback", FEEDBACK_TOO_LONG);
        } else if raw_feedback.chars().any(|c| c.is_control() && !matches!(c, '\n' | '\r' | '\t')) {
            errors.0.insert("feedback", FEEDBACK_UNPRINTABLE);
        }
        match rating {
            Some(rating) if errors.0.is_empty() => Ok(Review {
                reviewer_name: Some(raw_name.trim().to_string()).filter(|name| !name.is_empty()),
                rating,
                feedback: raw_feedback.trim().to_string(),
                document_type: self.document_type.as_deref().and_then(|t| DocumentType::parse(t.trim())),
            }),
            _ => Err(errors),
        }
    }
}

/// `text` cut to at most `max` characters (document types typed by buyers can be long).
pub fn bounded(text: &str, max: usize) -> String {
    text.trim().chars().take(max).collect::<String>().trim_end().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn form(value: serde_json::Value) -> ReviewForm {
        serde_json::from_value(value).expect("a review form")
    }

    #[test]
    fn a_complete_form_becomes_a_trimmed_review() {
        let review = form(json!({
            "reviewerName": "  Jane Doe ",
            "rating": 4,
            "feedback": "  Clear and quick.\nThanks!  ",
            "documentType": "Non-Disclosure Agreement",
        }))
        .validate()
        .unwrap();
        assert_eq!(review.reviewer_name.as_deref(), Some("Jane Doe"));
        assert_eq!(review.rating.get(), 4);
        assert_eq!(review.feedback, "Clear and quick.\nThanks!");
        assert_eq!(review.document_type, Some(DocumentType::Nda));
    }

    #[test]
    fn name_and_feedback_are_optional_and_the_type_is_only_a_known_one() {
        let review = form(json!({ "reviewerName": "   ", "rating": 5, "documentType": "Will" })).validate().unwrap();
        assert_eq!(review.reviewer_name, None);
        assert_eq!(review.feedback, "");
        assert_eq!(review.document_type, None);
        assert_eq!(form(json!({ "rating": 1.0 })).validate().unwrap().rating.get(), 1);
    }

    #[test]
    fn a_rating_is_a_whole_number_from_one_to_five() {
        for rating in [json!(0), json!(6), json!(-1), json!(4.5), json!("5"), json!(null), json!(true), json!(1e300)] {
            let errors = form(json!({ "rating": rating })).validate().unwrap_err();
            assert_eq!(errors.0.get("rating"), Some(&INVALID_RATING), "{rating}");
        }
        assert_eq!(form(json!({})).validate().unwrap_err().first_message(), INVALID_RATING);
        for rating in 1..=5 {
            assert_eq!(form(json!({ "rating": rating })).validate().unwrap().rating.get(), rating as u8);
        }
    }

    #[test]
    fn limits_and_line_breaks() {
        let at_limit = form(json!({
            "reviewerName": "n".repeat(MAX_NAME_CHARS),
            "rating": 3,
            "feedback": "é".repeat(MAX_FEEDBACK_CHARS),
        }));
        assert!(at_limit.validate().is_ok());
        let errors = form(json!({
            "reviewerName": "n".repeat(MAX_NAME_CHARS + 1),
            "rating": 3,
            "feedback": "f".repeat(MAX_FEEDBACK_CHARS + 1),
        }))
        .validate()
        .unwrap_err();
        assert_eq!(errors.0, BTreeMap::from([("reviewerName", NAME_TOO_LONG), ("feedback", FEEDBACK_TOO_LONG)]));
        assert_eq!(errors.first_message(), NAME_TOO_LONG);
        let errors = form(json!({ "reviewerName": "Jane\nDoe", "rating": 3, "feedback": "a\u{0}b" })).validate();
        let errors = errors.unwrap_err();
        assert_eq!(errors.0.get("reviewerName"), Some(&NAME_TOO_LONG));
        assert_eq!(errors.0.get("feedback"), Some(&FEEDBACK_UNPRINTABLE));
        assert!(form(json!({ "rating": 2, "feedback": "line one\r\n\tline two" })).validate().is_ok());
    }

    #[test]
    fn bounded_cuts_by_characters() {
        assert_eq!(bounded("  Volunteer Agreement ", 9), "Volunteer");
        assert_eq!(bounded("ééé", 2), "éé");
    }
}
